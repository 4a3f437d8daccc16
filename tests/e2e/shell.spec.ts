import { expect, test } from './fixtures.ts';

test.describe('the PWA shell', () => {
  // Not about the service worker (the describe below is): no precache to install (docs/testing.md).
  test.use({ serviceWorkers: 'block' });

  test('when the home page opens, then it renders with the public header and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /^What is .+ \?$/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('© 2025');
    await expect(page.getByRole('button', { name: 'Open support chat' })).toBeVisible();
  });

  test('when an unknown route opens, then it answers 404 and the error page shows in the public frame with a way home', async ({
    page,
  }) => {
    const response = await page.goto('/this/route/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    // Inside the public frame: the visitor can go on from the header, the footer or the chat.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open support chat' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found — Veda Vitals');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle('Veda Vitals — plant-based vitamin and mineral ingredients');
  });

  test('when a page opens and the visitor moves on, then each page has its own title', async ({ page }) => {
    const response = await page.goto('/About');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('About us — Veda Vitals');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio' }).click();
    await expect(page).toHaveTitle('Product portfolio — Veda Vitals');
  });

  test('when /AdminDashboard opens, then no public header, footer or chat button is shown', async ({
    page,
    loginAs,
  }) => {
    await loginAs('ADMIN');
    await page.goto('/AdminDashboard');
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open support chat' })).toHaveCount(0);
  });

  test('when a client route is loaded directly, then the server answers the app for it', async ({
    page,
    loginAs,
  }) => {
    await loginAs('ADMIN');
    await page.goto('/AdminDashboard/products/SBOVZ-D3/edit');
    await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
    await page.goto('/About');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }),
    ).toHaveClass(/active/);
  });
});

test('when the scripts the browser loads are read, then none points to a source map and no map is served', async ({
  page,
  request,
  loginAs,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await loginAs('ADMIN');
  await page.goto('/AdminDashboard');
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  for (const path of [...new Set(scripts), '/sw.js']) {
    const script = await request.get(path);
    expect(script.status(), path).toBe(200);
    expect(await script.text(), path).not.toContain('sourceMappingURL');
    expect((await request.get(`${path}.map`)).status(), `${path}.map`).toBe(404);
  }
  expect(scripts.some((path) => path.includes('/assets/admin-'))).toBe(true);
});

test.describe('installable and offline', () => {
  test('when the manifest is fetched, then it has what installation needs', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const res = await request.get(href!);
    expect(res.headers()['cache-control']).toBe('no-cache');
    const manifest = (await res.json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      theme_color: '#91C949',
      display: 'standalone',
      start_url: '/',
      scope: '/',
      id: '/',
    });
    expect(manifest.name).toBeTruthy();
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.description).toBeTruthy();
    const icons = manifest.icons as { sizes: string; purpose?: string; src: string }[];
    expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
    // The richer install dialog: one wide and one narrow screenshot, each labelled and served.
    const screenshots = manifest.screenshots as { src: string; form_factor: string; label: string }[];
    expect(screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const shot of screenshots) {
      expect(shot.label).toBeTruthy();
      const image = await request.get(shot.src);
      expect(image.status(), shot.src).toBe(200);
      expect(image.headers()['content-type']).toMatch(/^image\//);
    }
  });

  test('when the service worker installs, then it fetches the site a few files at a time, each file once', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    // The service worker's own requests (the precache it fills before it says it is ready), each held for
    // a round trip of a slow link, so that those asked for together are seen together.
    const held: { url: string; from: number; to: number }[] = [];
    await context.route('**/*', async (route) => {
      if (!route.request().serviceWorker()) return route.fallback();
      const from = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 30));
      held.push({ url: route.request().url(), from, to: performance.now() });
      return route.fallback();
    });

    await page.goto('/About');
    await expect(page.getByRole('status')).toContainText('Ready to work offline', { timeout: 60_000 });
    // The files the precache holds (a file with a revision keeps it in its key's query).
    const precached = await page.evaluate(async () => {
      const name = (await caches.keys()).find((key) => key.includes('precache'));
      const keys = name ? await (await caches.open(name)).keys() : [];
      return keys.map((key) => key.url.replace(/[?&]__WB_REVISION__=[^&]*$/, ''));
    });
    // The whole public site (pages' code, styles, the typeface, the images), each file asked for once.
    expect(precached.length).toBeGreaterThan(200);
    const filling = held.filter((request) => precached.includes(request.url));
    const urls = filling.map((request) => request.url);
    expect(urls.filter((url, i) => urls.indexOf(url) !== i)).toEqual([]);
    expect(new Set(urls).size).toBe(precached.length);
    const most = Math.max(
      ...filling.map((r) => filling.filter((o) => o.from <= r.from && r.from < o.to).length),
    );
    // Not one after another, which costs a round trip a file; and at most four (PRECACHE_CONCURRENCY in
    // pwa/src/sw-precache.ts), leaving the page two of a browser's six connections to the site.
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(4);
  });

  test('when the service worker has taken control, then a reload with the network off still renders the app', async ({
    page,
    context,
  }) => {
    // The first install precaches the whole site (~3 MB, images included); on a busy CI machine that
    // takes longer than the default 30 s.
    test.setTimeout(90_000);
    await page.goto('/');
    // A function, not a string: the app's CSP forbids eval.
    await page.waitForFunction(
      () =>
        (globalThis as { navigator?: { serviceWorker?: { controller: unknown } } }).navigator?.serviceWorker
          ?.controller != null,
    );
    await expect(page.getByRole('status')).toContainText('Ready to work offline');

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /^What is .+ \?$/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    // A route never visited online is served from the precached shell as well.
    await page.goto('/Certifications');
    await expect(page.getByRole('heading', { name: 'Our Certifications' })).toBeVisible();
    const health = await page.evaluate(() =>
      fetch('/api/health').then(
        () => 'reached',
        () => 'offline',
      ),
    );
    expect(health).toBe('offline');
  });
});
