import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { APP_ROUTES, appTree } from './app/app-tree.tsx';
import { loadPublicPage, publicPageAt } from './app/routes.tsx';
import { captureInstallPrompt } from './lib/install-prompt.ts';
import { markPrerendered } from './lib/page-data.ts';
import './app/public-styles.ts';
import './app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Before the first render: the browser may offer installation as soon as the page loads.
captureInstallPrompt();

// Hydrating, the router is told the page is already there (hydration data): it then leaves the scroll
// position alone instead of putting a visitor who scrolled before hydration back at the top.
const app = (hydrating = false) =>
  appTree(
    <RouterProvider
      router={createBrowserRouter(APP_ROUTES, hydrating ? { hydrationData: { loaderData: {} } } : {})}
    />,
  );

// A page the server prerendered (the public site) is hydrated once its page's chunk is here, so the first
// render is the page itself and not the loading fallback; the app shell alone (the admin area, or the service
// worker's copy offline) is rendered. Until hydration, the page's recorder holds what the visitor does
// (server/http/early-input.ts); the app replays it at its first commit (app/ready-mark.tsx).
const page = publicPageAt(window.location.pathname);
if (container.firstElementChild) {
  markPrerendered();
  (page ? loadPublicPage(page) : Promise.resolve()).then(
    // As a transition: React hydrates in slices and answers input between them.
    () =>
      startTransition(() => {
        hydrateRoot(container, app(true), {
          onRecoverableError: (error) =>
            console.error('Hydration: the page differed from its prerender', error),
        });
      }),
    // The page's chunk did not load: render, and the error page says so.
    () => createRoot(container).render(app()),
  );
} else {
  createRoot(container).render(app());
}

// In the background once the service worker controls the page. This entry chunk's URL carries the build's
// content hash, so each new version warms the catalogue once.
const version = import.meta.url;
const warmCatalogue = () =>
  void import('./lib/warm-catalogue.ts').then((warm) => warm.warmCatalogue({ version }));
if (typeof requestIdleCallback === 'function') requestIdleCallback(warmCatalogue, { timeout: 10_000 });
else setTimeout(warmCatalogue, 0);
