// The service worker's precache: Workbox's PrecacheController, routed and cleaned up as `precacheAndRoute`
// does, but filled a few files at a time. Workbox installs one file after another (workbox#2528), which
// costs a round trip for each of the list's 250-odd files: on a phone's slow link, 55 s before 'Ready to
// work offline' where the link carries the same files in 14 s (decision 038).
import type { PrecacheEntry } from 'workbox-precaching';
import { PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';

/**
 * How many precache requests are in flight at once: a browser's connections to one HTTP/1.1 host are six,
 * and two are left for the page's own requests.
 */
export const PRECACHE_CONCURRENCY = 4;

declare const self: ServiceWorkerGlobalScope;

/** Precaches `entries` and answers their requests from the precache; returns the controller. */
export function precacheConcurrently(entries: (string | PrecacheEntry)[]): PrecacheController {
  const controller = new PrecacheController();
  controller.addToCacheList(entries);
  registerRoute(new PrecacheRoute(controller));

  self.addEventListener('install', (event) => {
    // Workbox's own install then finds every file in the cache, checks none is missing, and reports.
    event.waitUntil(fill(controller, event).then(() => controller.install(event)));
  });
  self.addEventListener('activate', (event) => {
    event.waitUntil(controller.activate(event));
  });
  return controller;
}

/** Caches every file of the list that the precache lacks, PRECACHE_CONCURRENCY at a time. */
async function fill(controller: PrecacheController, event: ExtendableEvent): Promise<void> {
  const queue = [...controller.getURLsToCacheKeys()];
  const next = async (): Promise<void> => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      const [url, cacheKey] = item;
      const request = new Request(url, {
        integrity: controller.getIntegrityForCacheKey(cacheKey),
        // As Workbox asks for a file with a revision (one whose URL is not hashed): past the HTTP cache.
        cache: cacheKey === url ? 'default' : 'reload',
        credentials: 'same-origin',
      });
      // The precache's own strategy: a file already cached is skipped, a failed one fails the install.
      await Promise.all(controller.strategy.handleAll({ request, event, params: { cacheKey } }));
    }
  };
  await Promise.all(Array.from({ length: PRECACHE_CONCURRENCY }, next));
}
