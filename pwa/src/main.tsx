import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app/router.tsx';
import { captureInstallPrompt } from './lib/install-prompt.ts';
import { warmCatalogue } from './lib/warm-catalogue.ts';
import './app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Before the first render: the browser may offer installation as soon as the page loads.
captureInstallPrompt();

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createAppRouter()} />
  </StrictMode>,
);

// In the background once the service worker controls the page. This entry chunk's URL carries the build's
// content hash, so each new version warms the catalogue once.
void warmCatalogue({ version: import.meta.url });
