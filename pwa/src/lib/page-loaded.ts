import { useEffect, useState } from 'react';

/**
 * Calls `start` once the page has loaded (at once if it has); returns how to cancel. For what may wait: a
 * request made before the load event shares a slow link with the page's own script and largest image.
 */
export function afterPageLoad(start: () => void): () => void {
  if (document.readyState === 'complete') {
    start();
    return () => {};
  }
  window.addEventListener('load', start, { once: true });
  return () => window.removeEventListener('load', start);
}

/**
 * False while the server prerenders, during hydration and until the page's load event; true after. What it
 * adds appears only after the page's own images, script and styles have arrived.
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => afterPageLoad(() => setLoaded(true)), []);
  return loaded;
}
