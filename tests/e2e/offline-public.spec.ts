// What the service worker keeps (docs/architecture.md §5), tested for real: after one online visit the public
// site, the catalogue and every product page work with the network off; a public visitor never downloads
// admin code; after a staff login the admin area and the wizard open offline.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { catalogueProducts } from '../../shared/catalogue.ts';
import { deviceNetwork } from './offline.ts';
import { expect, test } from './fixtures.ts';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/pwa');
/** Staff-only chunks are named so by the build (vite.config.ts), which is how the precache leaves them out. */
const ADMIN_CHUNK = /\/assets\/admin-[^/]+\.(js|css)$/;
const PRODUCTS = catalogueProducts().map((p) => ({ code: p.data.productCode, name: p.data.productName }));
/** The product the portfolio shows when the Conditions line's tab is chosen: the line's first. */
const FIRST_CONDITIONS_PRODUCT =
  PRODUCTS[catalogueProducts().findIndex((p) => p.line === 'Conditions line')]!.name;

const PUBLIC_ROUTES: [string, string | RegExp][] = [
  ['/', /^What is .+ \?$/],
  ['/About', 'About Us'],
  ['/Portfolio', 'Portfolio'],
  ['/Services', 'Our Core Services'],
  ['/Sustainability', 'Sustainability'],
  ['/Certifications', 'Our Certifications'],
  ['/Stories', 'Our Stories'],
  ['/contact', 'Contact Us'],
  ['/AdminLogin', 'Admin Login'],
  ['/ExternalUserLogin', 'Login'],
];

async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // A function, not a string: the app's CSP forbids eval.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Every URL the service worker's caches hold (precache and runtime caches). */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

/**
 * Codes whose public record, or a rendition of whose banner image (the width the page picks, not the
 * upload), is not in the service worker's caches yet.
 */
function missingProducts(page: Page, codes: string[]): Promise<string[]> {
  return page.evaluate(async (all) => {
    const kept = (await (await caches.open('media')).keys()).map((r) => new URL(r.url).pathname);
    const missing: string[] = [];
    for (const code of all) {
      const record = await caches.match(`/api/products/${encodeURIComponent(code)}`);
      const banner = record
        ? ((await record.json()) as { bannerImage?: string | null }).bannerImage
        : undefined;
      const rendition = banner && new RegExp(`^${banner.replace(/\.\w+$/, '')}-\\d+w\\.webp$`);
      if (!record || !rendition || !kept.some((path) => rendition.test(path))) missing.push(code);
    }
    return missing;
  }, codes);
}

/** No image in the viewport is still loading or broken. */
async function expectVisibleImagesLoaded(page: Page, route: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Array.from(document.images)
            .filter((img) => {
              const box = img.getBoundingClientRect();
              return (
                box.right > 0 &&
                box.left < window.innerWidth &&
                box.bottom > 0 &&
                box.top < window.innerHeight
              );
            })
            .filter((img) => !img.complete || img.naturalWidth === 0)
            .map((img) => img.currentSrc || img.src),
        ),
      { message: `images not shown on ${route}` },
    )
    .toEqual([]);
}

test.describe('offline after one online visit', () => {
  test('when the service worker controls the page and the catalogue is warm, then with the network off every public route, the portfolio and every product page still work', async ({
    page,
  }) => {
    // The first install precaches the site (~3 MB) and warms 27 products with their images.
    test.setTimeout(180_000);
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    await expect(page.locator('html')).toHaveAttribute('data-catalogue-warm', 'done', { timeout: 60_000 });
    await expect
      .poll(() =>
        missingProducts(
          page,
          PRODUCTS.map((p) => p.code),
        ),
      )
      .toEqual([]);

    const network = await deviceNetwork(page);
    await network.offline();
    await network.reload();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    for (const [route, heading] of PUBLIC_ROUTES) {
      if (route !== '/') await page.goto(route);
      await expect(page.getByRole('heading', { level: 1, name: heading }), route).toBeAttached();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expectVisibleImagesLoaded(page, route);
    }

    // The catalogue: choose a product in the portfolio and see its detail view with its images.
    await page.goto('/Portfolio');
    await page.getByRole('tab', { name: 'Conditions line' }).click();
    const view = page.getByRole('article');
    // The line's first product, not the one the portfolio opened with: its logos are the ones counted below.
    await expect(
      view.getByRole('heading', { level: 2, name: FIRST_CONDITIONS_PRODUCT, exact: true }),
    ).toBeVisible();
    const productImage = view.locator('.product-carousel__image').first();
    await expect
      .poll(() => productImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const logos = view.getByRole('list', { name: 'Certifications' }).getByRole('img');
    await expect(logos.first()).toBeVisible();
    for (const logo of await logos.all()) {
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }

    for (const { code, name } of PRODUCTS) {
      await page.goto(`/product/${code}`);
      await expect(page.getByRole('heading', { level: 1, name, exact: true }), code).toBeVisible();
      const banner = page.getByRole('img', { name, exact: true });
      await expect(banner, code).toHaveAttribute('src', /^\/media\//);
      await expect
        .poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth), { message: code })
        .toBeGreaterThan(0);
      // At 1280 px the banner is shown 460 px wide: the smallest rendition, as the warm-up kept it.
      expect(await banner.evaluate((img: HTMLImageElement) => img.currentSrc), code).toMatch(/-480w\.webp$/);
    }
  });

  test('when the window is made narrower offline, then a product banner shows from the width kept for the wider one', async ({
    page,
  }) => {
    await page.goto('/About');
    await waitForServiceWorkerControl(page);
    await page.goto('/product/SBOVZ-D3');
    const banner = page.getByRole('img', { name: 'Lichen D3', exact: true });
    const shown = () =>
      banner.evaluate((img: HTMLImageElement) => ({
        src: img.getAttribute('src') ?? '',
        current: img.currentSrc,
        loaded: img.complete && img.naturalWidth > 0,
      }));
    await expect.poll(shown).toMatchObject({ current: expect.stringMatching(/-480w\.webp$/), loaded: true });

    const network = await deviceNetwork(page);
    await network.offline();
    // One column: the banner is now the page's width (668 px), which asks for the 720 px rendition.
    await page.setViewportSize({ width: 700, height: 900 });
    await network.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Lichen D3', exact: true })).toBeVisible();
    await expect.poll(shown).toEqual({
      src: expect.stringMatching(/^\/media\/[a-f0-9]{64}\.webp$/),
      current: expect.stringMatching(/-720w\.webp$/),
      loaded: true,
    });
  });
});

test.describe('a public visitor and the admin code', () => {
  test('when a visitor browses the public site, then no admin chunk is requested, precached or cached', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const adminChunks = readdirSync(path.join(DIST, 'assets')).filter((f) => /^admin-.+\.(js|css)$/.test(f));
    // The build names them, or this test would prove nothing.
    expect(adminChunks.some((f) => f.startsWith('admin-routes-') && f.endsWith('.js'))).toBe(true);
    // The precache list as the build wrote it into the worker (JSON: `{"revision":…,"url":"…"}`).
    const precached = [...readFileSync(path.join(DIST, 'sw.js'), 'utf8').matchAll(/"url":"([^"]+)"/g)].map(
      (m) => `/${m[1]}`,
    );
    expect(precached.some((p) => p.startsWith('/assets/index-'))).toBe(true);
    expect(precached.filter((p) => ADMIN_CHUNK.test(p))).toEqual([]);

    const requested: string[] = [];
    // Every request of the page and, where the browser reports them, of its service worker.
    context.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    for (const route of ['/Portfolio', '/About', '/product/SBOVZ-D3', '/AdminLogin', '/ExternalUserLogin']) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
    }
    await expect(page.locator('html')).toHaveAttribute('data-catalogue-warm', 'done', { timeout: 60_000 });

    expect(requested.some((p) => p.startsWith('/assets/index-'))).toBe(true);
    expect(requested.filter((p) => ADMIN_CHUNK.test(p))).toEqual([]);
    const cached = await cachedUrls(page);
    expect(cached.some((p) => p.startsWith('/assets/index-'))).toBe(true);
    expect(cached.filter((p) => ADMIN_CHUNK.test(p))).toEqual([]);
  });
});

test.describe('offline after a staff login', () => {
  test('when a staff member has opened the dashboard once online, then offline the dashboard and the wizard still open', async ({
    page,
    context,
    loginAs,
  }) => {
    test.setTimeout(120_000);
    const adminFiles = readdirSync(path.join(DIST, 'assets'))
      .filter((f) => /^admin-.+\.(js|css)$/.test(f))
      .map((f) => `/assets/${f}`);
    await loginAs('DATA_CURATOR');
    await page.goto('/AdminDashboard');
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
    await waitForServiceWorkerControl(page);
    // The first visit fetched the admin chunks before the worker took control; they are fetched again through it.
    await expect
      .poll(async () => {
        const cached = new Set(await cachedUrls(page));
        return adminFiles.filter((f) => !cached.has(f));
      })
      .toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeVisible();

    await page.goto('/AdminDashboard/products/add');
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Product' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Step 1 of 8: Product Overview' }),
    ).toBeVisible();
  });
});
