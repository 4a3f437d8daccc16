// The prerender entry (issue #14): renders a public page of the app to HTML with the same routes the
// browser uses, for the server to send before any script runs (server/http/page-renderer.ts). Built by
// `vite build --ssr` into dist/ssr; the browser then hydrates the markup (pwa/src/main.tsx).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { PageData, RenderedPage } from '../../shared/page-data.ts';
import { routes, type PageHandle } from './app/routes.tsx';
import { setServerPageData } from './lib/page-data.ts';

const handler = createStaticHandler(routes);

export async function renderPage(url: string, data: PageData): Promise<RenderedPage> {
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${url} redirects (${context.status}); not prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  setServerPageData(data);
  try {
    const html = renderToString(
      <StrictMode>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StrictMode>,
    );
    const modules = context.matches
      .map((m) => (m.route.handle as PageHandle | undefined)?.module)
      .filter((m): m is string => typeof m === 'string');
    return { html, status: context.statusCode, modules };
  } finally {
    setServerPageData(undefined);
  }
}
