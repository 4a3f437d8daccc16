// The staff screens of issue #15 on a phone (375 px): nothing is wider than the screen; wide tables scroll
// inside their own box (step 4's row tables, a product's history, the audit log).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { productWithTwoVersions } from './history-product.ts';

// Not about the service worker: without it each test skips installing the precache (docs/testing.md).
test.use({ serviceWorkers: 'block' });

test.use({ viewport: { width: 375, height: 740 } });

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('when the wizard’s step 4, a product’s history and the audit log open at 375 px, then none scrolls sideways', async ({
  page,
  request,
  loginAs,
}) => {
  const admin = await loginAs('ADMIN');
  // A product with two versions, so the history has rows and a comparison to lay out.
  const code = `E2E-NARROW-${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
  await productWithTwoVersions(request, admin.token, code);

  await page.goto('/AdminDashboard/products/add');
  await page.getByRole('button', { name: /^Step 4:/ }).click();
  for (const group of ['Heavy Metals', 'Microbiology', 'Nutritional Information', 'Allergen Information'])
    await page.locator('summary').filter({ hasText: group }).click();
  await expect(page.getByText('Arsenic', { exact: true })).toBeVisible();
  expect(await overflow(page), 'step 4').toBeLessThanOrEqual(0);

  await page.goto(`/AdminDashboard/products/${code}/history`);
  await expect(page.getByRole('row', { name: /Product Description/ })).toBeVisible();
  expect(await overflow(page), 'history').toBeLessThanOrEqual(0);

  await page.goto('/AdminDashboard/settings');
  await expect(page.getByRole('heading', { level: 2, name: 'Audit log' })).toBeVisible();
  expect(await overflow(page), 'audit log').toBeLessThanOrEqual(0);
});
