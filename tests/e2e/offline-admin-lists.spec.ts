// Staff lists offline (ARCHITECTURE.md §5): they are not in the service worker's cache but saved in
// IndexedDB, so after one online visit of the admin area the product list and the wizard's pickers work
// with the network off.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn, staffSession } from './staff.ts';

const SEEDED = 'SBOVZ-B12-TCBL';
const SEEDED_INGREDIENT = 'ING-BAC-HB';
const SEEDED_PROCESS = 'PRC-LTD-01';

/** The keys of the lists saved for offline use, read from IndexedDB the way the app stores them. */
function savedLists(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('veda-vitals');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('mirrors')) {
            db.close();
            resolve([]);
            return;
          }
          const keys = db.transaction('mirrors').objectStore('mirrors').getAllKeys();
          keys.onsuccess = () => {
            resolve(keys.result.map(String).sort());
            db.close();
          };
          keys.onerror = () => resolve([]);
        };
      }),
  );
}

test('when a staff member opened the admin area once online, then offline the product list, the dashboard counts and the wizard pickers still work', async ({
  page,
  context,
  request,
}) => {
  // The first install precaches the whole site (~5 MB of images included); on a busy machine that takes a while.
  test.setTimeout(90_000);
  await signIn(page, await staffSession(request, 'ADMIN'));

  await page.goto('/AdminDashboard/products');
  const seededCard = page.locator(`.product-card[data-product-code="${SEEDED}"]`);
  await expect(seededCard).toBeVisible();
  await expect(page.getByText(/^Offline — /)).toHaveCount(0);

  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // A function, not a string: the app's CSP forbids eval.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The ingredients, processes and counts were never shown, but opening the admin area saved them too.
  await expect
    .poll(() => savedLists(page))
    .toEqual(
      expect.arrayContaining([
        '/api/ingredients',
        '/api/processes',
        '/api/products',
        '/api/products/count',
        '/api/users/count',
      ]),
    );

  await context.setOffline(true);
  await page.reload();
  await expect(seededCard).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Offline — showing the list saved on' }),
  ).toHaveText(/^Offline — showing the list saved on .+\.$/);
  await expect(page.getByText('Loading products...')).toHaveCount(0);

  await page.goto('/AdminDashboard');
  for (const label of ['Total Users', 'Total Products'])
    await expect(page.locator('.admin-dashboard__stat').filter({ hasText: label }).locator('p')).toHaveText(
      /^\d[\d,]*$/,
    );

  await page.goto('/AdminDashboard/products/add');
  await page.getByRole('button', { name: 'Step 5: Ingredient Specification' }).click();
  const ingredients = page.getByLabel('Select Existing Ingredient');
  await expect(ingredients.locator('option', { hasText: `(${SEEDED_INGREDIENT})` })).toHaveCount(1);
  await ingredients.selectOption(SEEDED_INGREDIENT);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Ingredient 1' })).toBeVisible();

  await page.getByRole('button', { name: 'Step 6: Process Specification' }).click();
  await expect(
    page.getByLabel('Select Existing Process').locator('option', { hasText: SEEDED_PROCESS }),
  ).toHaveCount(1);
});
