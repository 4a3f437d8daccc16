import { createHash } from 'node:crypto';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';
import { STAFF_DIR, STAFF_PACKAGES } from './pwa/areas.mjs';
import { catalogueIndexModule } from './scripts/catalogue-index-plugin.ts';
import { ADMIN_ASSETS_PATH, type AdminAssets } from './shared/admin-assets.ts';
import { SERVER_FILES, SERVER_FOLDERS, SERVER_PATH_PATTERNS } from './shared/server-paths.ts';
import {
  BACKGROUND_COLOR,
  BRAND_DESCRIPTION,
  BRAND_NAME,
  BRAND_SHORT_NAME,
  THEME_COLOR,
} from './shared/brand.ts';

// The service worker's caching is declared here (docs/architecture.md §5). Prompt mode: a new version waits
// until the user chooses to reload, so a half-typed form is never lost to an update.

/** Modules only staff use: everything under pwa/src/staff/ and Dexie (pwa/areas.mjs says which folders). */
const isStaffOnly = (id: string) =>
  id.replaceAll('\\', '/').includes(`/${STAFF_DIR}/`) ||
  STAFF_PACKAGES.some((name) => id.replaceAll('\\', '/').includes(`/node_modules/${name}/`));

/** Lazy chunks holding staff-only code are named `admin-*`, so the precache can leave them out by name. */
const ADMIN_CHUNK_PREFIX = 'admin-';

/**
 * Writes `/admin-assets.json`: every staff chunk and every file those chunks import (their CSS above all), with a
 * version. After a staff login the PWA caches this whole set and checks it is complete (pwa/src/app/warm-admin.ts),
 * so no lazily loaded piece of the admin area is missing offline. Not precached (the precache skips .json): only
 * staff read it.
 */
function adminAssetsManifest(): Plugin {
  return {
    name: 'admin-assets-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = new Set<string>();
      const isAdmin = (fileName: string) => path.posix.basename(fileName).startsWith(ADMIN_CHUNK_PREFIX);
      for (const item of Object.values(bundle)) {
        if (item.fileName.endsWith('.map') || !isAdmin(item.fileName)) continue;
        files.add(item.fileName);
        if (item.type !== 'chunk') continue;
        item.viteMetadata?.importedCss.forEach((f) => files.add(f));
        item.viteMetadata?.importedAssets.forEach((f) => files.add(f));
      }
      const list = [...files].sort().map((f) => `/${f}`);
      const manifest: AdminAssets = {
        version: createHash('sha256').update(list.join('\n')).digest('hex').slice(0, 16),
        files: list,
      };
      this.emitFile({
        type: 'asset',
        fileName: ADMIN_ASSETS_PATH.slice(1),
        source: JSON.stringify(manifest, null, 2) + '\n',
      });
    },
  };
}

/**
 * Keeps out of the precache the WebP twin of every AVIF rendition: `<picture>` lists AVIF first and every
 * browser that installs this PWA today decodes AVIF, so the WebP copies would be ~2 MB never read. A browser
 * without AVIF still gets its WebP images cached as it views them (the /images/ runtime route).
 */
const dropWebpTwins: ManifestTransform = (entries) => {
  const urls = new Set(entries.map((e) => e.url));
  const manifest = entries.filter(
    (e) => !(e.url.endsWith('.webp') && urls.has(e.url.replace(/\.webp$/, '.avif'))),
  );
  return { manifest };
};

/** The Cache Storage calls the service worker's media fallback makes (this file is typed without the DOM). */
interface MediaCacheStorage {
  open(name: string): Promise<{
    keys(): Promise<readonly { url: string }[]>;
    match(request: { url: string }): Promise<Response | undefined>;
  }>;
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'pwa',
  // The prerender entry needs no copy of the public folder.
  publicDir: isSsrBuild ? false : 'public',
  build: {
    // The prerender entry (`vite build --ssr src/prerender.tsx`, scripts/build.mjs) goes beside the app:
    // the server loads it, it is never served.
    outDir: isSsrBuild ? '../dist/ssr' : '../dist/pwa',
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each route's module needs, for the prerendered pages' preload
    // links (a dot folder: never served, never precached).
    manifest: !isSsrBuild,
    // Maps without a sourceMappingURL comment; scripts/build.mjs moves them out of the served folder.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // Staff chunks are named admin-*, and only they: a public page's own chunk (the admin login page's)
        // is named page-*, or the precache would leave it out.
        chunkFileNames: (chunk) => {
          const named = chunk.name.startsWith(ADMIN_CHUNK_PREFIX);
          if (chunk.moduleIds.some(isStaffOnly))
            return named ? 'assets/[name]-[hash].js' : `assets/${ADMIN_CHUNK_PREFIX}[name]-[hash].js`;
          return named ? 'assets/page-[name]-[hash].js' : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  server: {
    port: 5173,
    // What the server answers itself goes to the API server (`npm run dev:server`).
    proxy: Object.fromEntries(
      [...SERVER_FOLDERS.map((folder) => `${folder}/`), ...SERVER_FILES].map((p) => [
        p,
        'http://localhost:8080',
      ]),
    ),
  },
  plugins: [
    react(),
    catalogueIndexModule(),
    adminAssetsManifest(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['icons/favicon-48.png', 'icons/apple-touch-icon-180.png'],
      manifest: {
        id: '/',
        name: BRAND_NAME,
        short_name: BRAND_SHORT_NAME,
        description: BRAND_DESCRIPTION,
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        // Made by `npm run make:screenshots`; the richer install dialog shows them.
        screenshots: [
          {
            src: '/screenshots/home-wide.webp',
            sizes: '1280x720',
            type: 'image/webp',
            form_factor: 'wide',
            label: `${BRAND_NAME}: the home page`,
          },
          {
            src: '/screenshots/portfolio-narrow.webp',
            sizes: '750x1334',
            type: 'image/webp',
            form_factor: 'narrow',
            label: `${BRAND_NAME}: the product portfolio on a phone`,
          },
        ],
      },
      workbox: {
        // App shell, public chunks, CSS, fonts, the site's images (catalogue included) and icons. The staff-only
        // chunks are left out: a public visitor never downloads them; staff get them by the /assets/ route.
        globPatterns: ['**/*.{js,css,html,svg,png,webp,avif,woff2,ico,webmanifest}'],
        globIgnores: [`assets/${ADMIN_CHUNK_PREFIX}*`, 'screenshots/**'],
        manifestTransforms: [dropWebpTwins],
        // The service worker ships without a source map, like the app (no map is ever served).
        sourcemap: false,
        navigateFallback: 'index.html',
        // What the server answers itself is never the app shell.
        navigateFallbackDenylist: [...SERVER_PATH_PATTERNS],
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Hashed, so never stale: keeps the admin chunks once a staff session has fetched them.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'assets',
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 100, purgeOnQuotaError: true },
            },
          },
          {
            // Content-addressed and immutable; the cap keeps years of product images from piling up.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'media',
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
              plugins: [
                {
                  // Offline, a width of an image that is not kept (the window was resized or the phone
                  // turned since, or an older version kept the upload itself): any width of it that is.
                  // Written into the service worker as it stands, so it uses nothing from this file.
                  handlerDidError: async ({ request }) => {
                    const image = /^\/media\/([a-f0-9]{64})[.-]/.exec(new URL(request.url).pathname);
                    if (!image) return undefined;
                    const { caches } = globalThis as unknown as { caches: MediaCacheStorage };
                    const cache = await caches.open('media');
                    const kept = (await cache.keys()).find((key) =>
                      new URL(key.url).pathname.startsWith(`/media/${image[1]}`),
                    );
                    return kept ? cache.match(kept) : undefined;
                  },
                },
              ],
            },
          },
          {
            // The public product record. A request with a token is a staff member's full record: never
            // stored, so a public page can never be answered with it.
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin &&
              request.method === 'GET' &&
              /^\/api\/products\/[^/]+$/.test(url.pathname) &&
              url.pathname !== '/api/products/count' &&
              !request.headers.has('Authorization'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'public-products',
              networkTimeoutSeconds: 3,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 200, purgeOnQuotaError: true },
            },
          },
          {
            // Not precached (see dropWebpTwins): the WebP a browser without AVIF picks, kept as it is seen.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/images/'),
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'images',
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 200, purgeOnQuotaError: true },
            },
          },
        ],
      },
    }),
  ],
}));
