// The service worker (docs/architecture.md §5), built by vite-plugin-pwa (`injectManifest`, vite.config.ts) into
// /sw.js with the precache list in place of `self.__WB_MANIFEST`. It caches as the table in the architecture
// says, waits in prompt mode for the user's Reload (decision 002), and, where the browser has Background Sync,
// sends the drafts outbox when connectivity returns, even with the app closed (decision 033).
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { SERVER_PATH_PATTERNS } from '../../shared/server-paths.ts';
import { OUTBOX_SYNC_TAG, sendOutboxInBackground } from './staff/offline/background-sync.ts';
import { precacheConcurrently } from './sw-precache.ts';

/** The `sync` event of Background Sync (not in TypeScript's WebWorker library). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  /** True on the browser's last attempt: a failure now is not retried by the browser. */
  readonly lastChance: boolean;
}

declare global {
  interface ServiceWorkerGlobalScopeEventMap {
    sync: SyncEvent;
  }
}

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

// Prompt mode: a new version waits until the page asks for it (the update prompt's Reload).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first install controls the open page at once, so it works offline right after the first load.
clientsClaim();

// App shell, public chunks, CSS, fonts, the site's images (catalogue included) and icons: the list is
// vite.config.ts's `injectManifest` globs. The staff-only chunks are left out (the /assets/ route keeps them).
const precache = precacheConcurrently(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL('index.html'), {
    denylist: [...SERVER_PATH_PATTERNS],
  }),
);

// Hashed, so never stale: keeps the admin chunks once a staff session has fetched them.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 100, purgeOnQuotaError: true }),
    ],
  }),
);

/** The service worker's cache of /media/* (pwa/src/staff/offline/sign-out.ts clears banners from it). */
const MEDIA_CACHE = 'media';

// Content-addressed and immutable; the cap keeps years of product images from piling up.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: MEDIA_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
      {
        // Offline, a width of an image that is not kept (the window was resized or the phone turned since,
        // or an older version kept the upload itself): any width of it that is.
        handlerDidError: async ({ request }) => {
          const image = /^\/media\/([a-f0-9]{64})[.-]/.exec(new URL(request.url).pathname);
          if (!image) return undefined;
          const cache = await caches.open(MEDIA_CACHE);
          const kept = (await cache.keys()).find((key) =>
            new URL(key.url).pathname.startsWith(`/media/${image[1]}`),
          );
          return kept ? cache.match(kept) : undefined;
        },
      },
    ],
  }),
);

// The public product record. A request with a token is a staff member's full record: never stored, so a
// public page can never be answered with it.
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin &&
    request.method === 'GET' &&
    /^\/api\/products\/[^/]+$/.test(url.pathname) &&
    url.pathname !== '/api/products/count' &&
    !request.headers.has('Authorization'),
  new NetworkFirst({
    cacheName: 'public-products',
    networkTimeoutSeconds: 3,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true }),
    ],
  }),
);

// Not precached (see dropWebpTwins in vite.config.ts): the WebP a browser without AVIF picks, kept as seen.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/images/'),
  new StaleWhileRevalidate({
    cacheName: 'images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true }),
    ],
  }),
);

// Background Sync: the app registered the tag when it could not send its outbox (offline); the browser fires
// it once connectivity is back, with or without an open page. A rejected promise asks the browser to try again
// later (Chromium: twice more, minutes apart); after that the outbox waits for the app's next open, as before.
self.addEventListener('sync', (event: SyncEvent) => {
  if (event.tag === OUTBOX_SYNC_TAG)
    event.waitUntil(sendOutboxInBackground({ lastChance: event.lastChance }));
});
