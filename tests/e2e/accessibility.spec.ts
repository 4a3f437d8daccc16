import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { PUBLIC_PAGES } from '../../shared/site-pages.ts';
import { expect, test } from './fixtures.ts';
import { productWithTwoVersions } from './history-product.ts';
import { moveToPublicPage, moveWithinApp } from './move-within-app.ts';

// Not about the service worker: without it each test skips installing the precache (docs/testing.md).
test.use({ serviceWorkers: 'block' });
// One test reads every public page, one every staff screen: the app loads once and moves from route to
// route as its links do (move-within-app.ts), and axe reads each page. Over the admin list, which holds
// every product the other files have added by then, one check took 17–20 s on a fresh-clone CI run.
test.describe.configure({ timeout: 240_000 });

/**
 * axe keeps 'label-content-name-mismatch' (WCAG 2.5.3, Label in Name) among its experimental rules, off by
 * default: it is turned on, so a control whose name does not hold its visible text fails.
 */
const WITH_NAME_MISMATCH = { rules: { 'label-content-name-mismatch': { enabled: true } } };

/** axe's WCAG 2.1 A and AA rules on the page as it stands: no serious or critical violation. */
async function expectNoSeriousViolation(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .options(WITH_NAME_MISMATCH)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, blocking.join('\n')).toEqual([]);
}

/** Every public page the app declares (shared/site-pages.ts) and a product's page. */
const PUBLIC_ROUTES = [...PUBLIC_PAGES.map((p) => p.path), '/product/SBOVZ-B12-TCBL'];

test('when each public page is checked with axe, then none has a serious or critical violation', async ({
  page,
}) => {
  // Still frames keep the check stable: carousels and the ticker do not move under it.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(PUBLIC_ROUTES[0]!);
  for (const route of PUBLIC_ROUTES) {
    await test.step(route, async () => {
      if (route !== PUBLIC_ROUTES[0]) await moveToPublicPage(page, route);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expectNoSeriousViolation(page);
    });
  }
});

/** A product with two versions and no image, so its history has a table of versions and a comparison. */
const HISTORY_CODE = `E2E-AXE-${Math.random().toString(36).slice(2, 7).toUpperCase()}`;

/** The staff screens, and what shows that each rendered (the wizard on its step 1). */
const ADMIN_SCREENS: [string, string][] = [
  ['/AdminDashboard', 'Dashboard Overview'],
  ['/AdminDashboard/users', 'User Management'],
  ['/AdminDashboard/products', 'Product Management'],
  ['/AdminDashboard/products/add', 'Add New Product'],
  ['/AdminDashboard/products/SBOVZ-B12-TCBL', 'B12-Corrinoids'],
  [`/AdminDashboard/products/${HISTORY_CODE}/history`, ''],
  ['/AdminDashboard/settings', 'System Settings'],
];

test('when each admin screen is checked with axe, then none has a serious or critical violation', async ({
  page,
  request,
  loginAs,
}) => {
  const admin = await loginAs('ADMIN');
  // It has no image either: its card in the list shows 'No Image'.
  await productWithTwoVersions(request, admin.token, HISTORY_CODE);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(ADMIN_SCREENS[0]![0]);
  for (const [route, title] of ADMIN_SCREENS) {
    await test.step(route.replace(HISTORY_CODE, ':code'), async () => {
      if (route !== ADMIN_SCREENS[0]![0]) await moveWithinApp(page, route);
      await expect(page).toHaveURL(new URL(route, page.url()).href);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(title ? heading.filter({ hasText: title }) : heading).toBeVisible();
      // The product list's cards and the history's rows are read from the device or the server first.
      if (route.endsWith('/products'))
        await expect(page.locator(`.product-card[data-product-code="${HISTORY_CODE}"]`)).toBeVisible();
      if (route.endsWith('/history')) await expect(page.getByRole('table').first()).toBeVisible();
      await expectNoSeriousViolation(page);
    });
  }
});
