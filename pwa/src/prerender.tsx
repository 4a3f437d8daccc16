// The prerender entry (issue #14): renders a public page of the app to HTML with the same routes the
// browser uses, for the server to send before any script runs (server/http/page-renderer.ts). Built by
// `vite build --ssr` into dist/ssr; the browser then hydrates the markup (pwa/src/main.tsx).
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { PageData, RenderedPage } from '../../shared/page-data.ts';
import { APP_ROUTES, appTree } from './app/app-tree.tsx';
import { loadPublicPage, pageModule, publicPageAt } from './app/routes.tsx';
import { setServerPageData } from './lib/page-data.ts';

const handler = createStaticHandler(APP_ROUTES);

export async function renderPage(url: string, data: PageData): Promise<RenderedPage> {
  // The address as asked for, query included: the page renders the state it names.
  const location = new URL(url, 'http://localhost');
  const page = publicPageAt(location.pathname);
  // Loaded before the render, so the page renders whole (a page still loading would render its fallback).
  if (page) await loadPublicPage(page);
  const context = await handler.query(new Request(location.href));
  if (context instanceof Response) throw new Error(`No render for ${url}: ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  setServerPageData(data);
  try {
    const html = renderToString(
      appTree(<StaticRouterProvider router={router} context={context} hydrate={false} />),
    );
    // Whether the address is a page (200) or not (404) is the server's own list's to say (site-pages.ts).
    return { html, modules: page ? [pageModule(page)] : [] };
  } finally {
    setServerPageData(undefined);
  }
}
