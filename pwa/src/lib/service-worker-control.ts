// When the page's requests start to go through our service worker: only then does a fetch fill its runtime
// caches. No service worker (tests, a browser without one, the dev server): never.

/** The page's service worker container, or undefined where there is none. */
export function serviceWorkerContainer(): ServiceWorkerContainer | undefined {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator
    ? navigator.serviceWorker
    : undefined;
}

/** Resolves once a service worker controls the page (at once if one already does). */
export function whenControlled(sw: ServiceWorkerContainer): Promise<void> {
  if (sw.controller) return Promise.resolve();
  return new Promise((resolve) => {
    const onChange = () => {
      if (!sw.controller) return;
      sw.removeEventListener('controllerchange', onChange);
      resolve();
    };
    sw.addEventListener('controllerchange', onChange);
  });
}

/** Waits for a quiet moment, so background work never competes with the page's first paint. */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 5_000 });
    else setTimeout(resolve, 0);
  });
}
