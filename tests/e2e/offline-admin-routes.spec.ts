// The admin code is there offline, every time (docs/architecture.md §5): after one staff visit online, the warm-up
// caches every staff file the build lists, so every admin route opens on a full page load with the network
// off, again and again, with another tab open; and a chunk that cannot be loaded says so with a Reload button.
import type { Locator, Page } from '@playwright/test';
import { ADMIN_ASSETS_PATH, type AdminAssets } from '../../shared/admin-assets.ts';
import { LOAD_FAILED } from '../../pwa/src/lib/load-code.ts';
import { waitForServiceWorker } from './offline.ts';
import { expect, test } from './fixtures.ts';

const SEEDED = 'SBOVZ-B12-TCBL';
const ADMIN_CHUNK = /\/assets\/admin-routes-[^/]+\.js$/;

/** Every admin route, and what shows that the route itself rendered. */
const ROUTES: [string, (page: Page) => Locator][] = [
  ['/AdminDashboard', (p) => p.getByRole('heading', { level: 1, name: 'Dashboard Overview' })],
  ['/AdminDashboard/users', (p) => p.getByRole('heading', { level: 1, name: 'User Management' })],
  ['/AdminDashboard/products', (p) => p.getByRole('heading', { level: 1, name: 'Product Management' })],
  ['/AdminDashboard/products/add', (p) => p.getByRole('heading', { level: 1, name: 'Add New Product' })],
  // The detail and edit mode read the replica: offline they show the product itself.
  [`/AdminDashboard/products/${SEEDED}`, (p) => p.getByRole('heading', { level: 1, name: 'B12-Corrinoids' })],
  [
    `/AdminDashboard/products/${SEEDED}/edit`,
    (p) => p.getByRole('heading', { level: 1, name: 'Edit Product' }),
  ],
  ['/AdminDashboard/settings', (p) => p.getByRole('heading', { level: 1, name: 'System Settings' })],
  ['/AdminDashboard/analytics', (p) => p.getByRole('heading', { level: 1, name: 'Analytics' })],
];

const LOADS = 20;

async function expectRoute(page: Page, index: number): Promise<void> {
  const [path, landmark] = ROUTES[index % ROUTES.length]!;
  await expect(landmark(page), path).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' }), path).toBeVisible();
  await expect(page.locator('.error-page'), path).toHaveCount(0);
}

/** Listed files not in any of the service worker's caches. */
function uncached(page: Page, files: string[]): Promise<string[]> {
  return page.evaluate(async (all) => {
    const missing: string[] = [];
    for (const file of all) if (!(await caches.match(file, { ignoreSearch: true }))) missing.push(file);
    return missing;
  }, files);
}

/** How many times the page's document was requested from now on (a load or a reload). */
function countPageLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) loads++;
  });
  return () => loads;
}

test.describe('offline after one staff visit', () => {
  test('when the admin warm-up is done and the network is off, then every admin route opens on a full page load, 20 times in a row, with a second tab open', async ({
    page,
    context,
    request,
    loginAs,
  }) => {
    // The first install precaches the whole site (~5 MB of images included); on a busy machine that takes a while.
    test.setTimeout(180_000);
    await loginAs('ADMIN');
    await page.goto('/AdminDashboard');
    await expectRoute(page, 0);
    await waitForServiceWorker(page);
    await expect(page.locator('html')).toHaveAttribute('data-admin-warm', 'done', { timeout: 60_000 });

    // The list of staff files is revalidated on every read, and every file it names is cached.
    const manifestRes = await request.get(ADMIN_ASSETS_PATH);
    expect(manifestRes.headers()['cache-control']).toBe('no-cache');
    const manifest = (await manifestRes.json()) as AdminAssets;
    expect(manifest.files.some((f) => ADMIN_CHUNK.test(f))).toBe(true);
    expect(await uncached(page, manifest.files)).toEqual([]);

    await context.setOffline(true);
    const other = await context.newPage();
    for (let i = 0; i < LOADS; i++) {
      // Both tabs load at once, each on another route: the second tab is open on every load of the first.
      const j = i + ROUTES.length / 2;
      await Promise.all([
        page.goto(ROUTES[i % ROUTES.length]![0]),
        other.goto(ROUTES[j % ROUTES.length]![0]),
      ]);
      await expectRoute(page, i);
      await expectRoute(other, j);
    }
  });
});

test.describe('an admin chunk that cannot be loaded', () => {
  // No service worker: the page's own requests are what page.route sees.
  test.use({ serviceWorkers: 'block' });

  // What is counted is whole page loads, not requests for the chunk: Vite's loader asks for a lazy chunk
  // twice on one page when it fails (a <link rel="modulepreload"> of the chunk itself, then the import(),
  // which Chromium fetches again when the preload already failed, and not when it is still under way), so the
  // number of chunk requests per page load depends on timing.

  test('when the admin chunk fails to load once, then the page reloads itself and opens the admin area', async ({
    page,
    loginAs,
  }) => {
    await loginAs('ADMIN');
    const loads = countPageLoads(page);
    // Every request for the chunk fails on the first page load, none after.
    await page.route(ADMIN_CHUNK, (route) =>
      loads() === 1 ? route.abort('connectionreset') : route.continue(),
    );
    await page.goto('/AdminDashboard/products/add', { waitUntil: 'commit' });
    // Two whole page loads (the one whose chunk failed, then its own reload) and the admin area's code: on
    // a CI machine whose two cores also run another worker's browser, that once took longer than the
    // default 10 s wait (the reloaded page still on 'Loading…'); alone it takes 2–4 s.
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Product' })).toBeVisible({
      timeout: 20_000,
    });
    expect(loads()).toBe(2);
  });

  test('when the admin chunk keeps failing, then after one reload of its own the page says so with a Reload button, and that reload opens the admin area', async ({
    page,
    loginAs,
  }) => {
    await loginAs('ADMIN');
    const loads = countPageLoads(page);
    await page.route(ADMIN_CHUNK, (route) => route.abort('internetdisconnected'));
    await page.goto('/AdminDashboard/products/add', { waitUntil: 'commit' });
    // The page's own reload happened, and it shows the message on that second load.
    await expect.poll(loads).toBe(2);
    await expect(page.getByRole('heading', { level: 1, name: LOAD_FAILED.title })).toBeVisible();
    await expect(page.getByText(LOAD_FAILED.hint)).toBeVisible();

    await page.unroute(ADMIN_CHUNK);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Product' })).toBeVisible();
    // The button's reload is the third load: the page did not reload itself a second time.
    expect(loads()).toBe(3);
  });

  test('when the admin chunk never arrives, then after 10 s the page says so instead of loading for ever', async ({
    page,
    loginAs,
  }) => {
    await loginAs('ADMIN');
    // Never answered.
    await page.route(ADMIN_CHUNK, () => undefined);
    await page.goto('/AdminDashboard', { waitUntil: 'commit' });
    await expect(page.getByText('Loading…')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: LOAD_FAILED.title })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
