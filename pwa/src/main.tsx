import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { appTree } from './app/app-tree.tsx';
import { loadPublicPage, publicPageAt } from './app/routes.tsx';
import { captureInstallPrompt } from './lib/install-prompt.ts';
import { nextTask } from './lib/next-task.ts';
import { markPrerendered } from './lib/page-data.ts';
import { primeRouterHistory } from './lib/router-history.ts';
import { BRAND_TYPE_ATTRIBUTE } from '../../shared/page-start.ts';
import './app/public-styles.ts';
import './app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Before the first render: the browser may offer installation as soon as the page loads.
captureInstallPrompt();
// The brand typeface (global.css) on the app shell; on a prerendered page its loader sets it, a part of the
// page a frame once it has applied the whole stylesheet (server/http/page-start.ts).
if (!container.firstElementChild) document.documentElement.setAttribute(BRAND_TYPE_ATTRIBUTE, '');

const app = () => appTree((routes) => <BrowserRouter>{routes}</BrowserRouter>);

// A page the server prerendered (the public site) is hydrated once its page's chunk is here, so the first
// render is the page itself and not the loading fallback; the app shell alone (the admin area, or the service
// worker's copy offline) is rendered.
const page = publicPageAt(window.location.pathname);
if (container.firstElementChild) {
  markPrerendered();
  (page ? loadPublicPage(page) : Promise.resolve())
    // The router's history entry is written in a task of its own, and hydration starts in the next: the
    // write took 7–13 ms of the first hydration slice (lib/router-history.ts).
    .then(nextTask)
    .then(() => primeRouterHistory())
    .then(nextTask)
    .then(
      // As a transition: React then hydrates in slices of a few milliseconds and answers input between them,
      // instead of in one long task that holds the page still.
      () =>
        startTransition(() => {
          hydrateRoot(container, app(), {
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
// Its own chunk, asked for once the page is idle: nothing of it is needed to show the page, and asking for a
// chunk while this entry is evaluated made its task longer by about 10 ms (a trace of the Portfolio).
const version = import.meta.url;
const warmCatalogue = () =>
  void import('./lib/warm-catalogue.ts').then((warm) => warm.warmCatalogue({ version }));
if (typeof requestIdleCallback === 'function') requestIdleCallback(warmCatalogue, { timeout: 10_000 });
else setTimeout(warmCatalogue, 0);
