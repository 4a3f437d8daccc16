import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app/router.tsx';
import { routes } from './app/routes.tsx';
import { captureInstallPrompt } from './lib/install-prompt.ts';
import './app/fonts.css';
import './app/public-styles.ts';
import './app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Before the first render: the browser may offer installation as soon as the page loads.
captureInstallPrompt();

/**
 * Loads the lazy routes this address shows, so the first render is the page itself and not the loading
 * fallback: a prerendered page must hydrate to the very markup the server sent.
 */
async function resolveLazyRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

const app = () => (
  <StrictMode>
    <RouterProvider router={createAppRouter()} />
  </StrictMode>
);

// A page the server prerendered (the public site) is hydrated; the app shell alone (the admin area, or the
// service worker's copy offline) is rendered.
if (container.firstElementChild) {
  resolveLazyRoutes().then(
    () =>
      hydrateRoot(container, app(), {
        onRecoverableError: (error) =>
          console.error('Hydration: the page differed from its prerender', error),
      }),
    // The page's chunk did not load: render, and the route's error element says so.
    () => createRoot(container).render(app()),
  );
} else {
  createRoot(container).render(app());
}

// In the background once the service worker controls the page. This entry chunk's URL carries the build's
// content hash, so each new version warms the catalogue once.
// Its own chunk: nothing of it is needed to show the page.
const version = import.meta.url;
void import('./lib/warm-catalogue.ts').then(({ warmCatalogue }) => warmCatalogue({ version }));
