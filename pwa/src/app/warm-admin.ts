// After a staff login, makes sure the service worker holds the admin area's code (ARCHITECTURE.md §5): the
// admin chunks, their CSS and the wizard are left out of the precache, and the first visit may have fetched
// them before the worker took control. Once it does, they are fetched again through it, so its /assets/
// cache-first route keeps them and the admin area and the wizard open offline.
import { serviceWorkerContainer, whenControlled } from '../lib/service-worker-control.ts';

let warming: Promise<void> | undefined;

/** The page's own hashed files: scripts, stylesheets and module preloads, and what the timeline saw. */
function assetUrls(): string[] {
  const urls = new Set<string>();
  const add = (href: string) => {
    const url = new URL(href, location.href);
    if (url.origin === location.origin && url.pathname.startsWith('/assets/')) urls.add(url.pathname);
  };
  document.querySelectorAll<HTMLLinkElement>('link[href]').forEach((link) => add(link.href));
  document.querySelectorAll<HTMLScriptElement>('script[src]').forEach((script) => add(script.src));
  performance.getEntriesByType('resource').forEach((entry) => add(entry.name));
  return [...urls];
}

/** Once per page; a no-op where there is no service worker. */
export function warmAdmin(): Promise<void> {
  const sw = serviceWorkerContainer();
  if (!sw) return Promise.resolve();
  warming ??= (async () => {
    await whenControlled(sw);
    const [{ ADMIN_CHUNK_URL }] = await Promise.all([
      import('./admin-routes.tsx'),
      import('../offline/pending-count.ts'),
    ]);
    const urls = new Set([...assetUrls(), new URL(ADMIN_CHUNK_URL).pathname]);
    await Promise.all(
      [...urls].map((url) =>
        fetch(url, { priority: 'low' }).then(
          (res) => res.blob(),
          () => undefined,
        ),
      ),
    );
  })();
  return warming;
}
