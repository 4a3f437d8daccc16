// Helpers for the offline end-to-end tests: wait until the service worker controls the page, fill the
// wizard's required fields without the network (new ingredient and process, no picker), and read the
// admin header's sync status.
import { expect, type Page } from '@playwright/test';

export const ADD = '/AdminDashboard/products/add';

const conditions = (offline: boolean) => ({
  offline,
  latency: 0,
  downloadThroughput: -1,
  uploadThroughput: -1,
});

/**
 * The page's network as a device's: `offline()` stops every request and tells the page, `reload()` reloads
 * it, `online()` gives the network back. Playwright's `context.setOffline` alone stops the requests, but
 * Chromium 150 (Debian 12) gives a document its service worker served on a reload `navigator.onLine ===
 * true`, with no 'offline' event, where a device without a network reports false; so the same emulation is
 * sent to the page again after every load.
 */
export async function deviceNetwork(page: Page) {
  const context = page.context();
  const session = await context.newCDPSession(page);
  let offline = false;
  const apply = () => session.send('Network.emulateNetworkConditions', conditions(offline));
  return {
    async offline(): Promise<void> {
      offline = true;
      await context.setOffline(true);
      await apply();
    },
    async online(): Promise<void> {
      offline = false;
      await context.setOffline(false);
      await apply();
    },
    async reload(): Promise<void> {
      await page.reload();
      if (offline) await apply();
    },
  };
}

/** The page is controlled by the service worker (so a reload works with the network off). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Opens `path` online until the service worker controls it and holds the whole admin area's code (the
 * warm-up after a staff sign-in, pwa/src/app/warm-admin.ts), then reloads it so its code went through it:
 * the tests that follow go offline and need every file of the admin area cached. (A reload in the middle of
 * the warm-up can cut a chunk's request short; the app then reloads itself once, pwa/src/lib/load-code.ts.)
 */
export async function visitOnce(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForServiceWorker(page);
  await page.waitForFunction(() => document.documentElement.dataset.adminWarm === 'done');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
}

export const uniqueCode = () =>
  `E2E-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

const step = (page: Page, n: number, title: string) =>
  page.getByRole('button', { name: `Step ${n}: ${title}` });

/** Step 1, a new ingredient (step 5), a new process (step 6), then step 8. */
export async function fillProduct(page: Page, code: string, name: string): Promise<void> {
  await page.getByLabel('Product Code', { exact: true }).fill(code);
  await page.getByLabel('Product Name', { exact: true }).fill(name);
  await expect(page).toHaveURL(/\?draft=[0-9a-f-]{36}$/);
  await fillIngredientAndProcess(page, code);
}

/** With the network off: fills in a new product, submits it and waits for the note that it is queued. */
export async function submitQueued(page: Page, code: string, name: string): Promise<void> {
  await fillProduct(page, code, name);
  await submitButton(page).click();
  await expect(page.getByText(QUEUED)).toBeVisible();
}

export async function fillIngredientAndProcess(page: Page, code: string): Promise<void> {
  await step(page, 5, 'Ingredient Specification').click();
  await page.getByRole('button', { name: '+ Add New Ingredient' }).click();
  await page.getByLabel('Ingredient Code', { exact: true }).fill(`${code}-I`);
  await page.getByLabel('Common Name', { exact: true }).fill('Amla');
  await page.getByLabel('Scientific Name', { exact: true }).fill('Phyllanthus emblica');
  await step(page, 6, 'Process Specification').click();
  await page.getByRole('button', { name: 'Add New Process' }).click();
  await page.getByLabel('Process Code', { exact: true }).fill(`${code}-P`);
  await page.getByLabel('Process Description', { exact: true }).fill('Low-heat drying');
  await step(page, 8, 'Scientific & Clinical').click();
}

export const waiting = (page: Page) => page.getByTestId('sync-waiting');
export const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit Application' });
export const QUEUED =
  '📤 Saved on this device. The product will be submitted as soon as the server can be reached.';

/** The name saved in IndexedDB for the draft in the address (what a reload will find). */
export async function savedDraftName(page: Page): Promise<string | undefined> {
  return (await savedDraft(page))?.productName;
}

interface StoredDraft {
  step?: number;
  productName?: string;
  state?: string;
  data?: Record<string, unknown>;
}

/** The draft in the address as stored in IndexedDB. */
export function savedDraft(page: Page): Promise<StoredDraft | undefined> {
  return page.evaluate(
    () =>
      new Promise<StoredDraft | undefined>((resolve) => {
        const id = new URL(location.href).searchParams.get('draft') ?? '';
        const open = indexedDB.open('veda-vitals');
        open.onerror = () => resolve(undefined);
        open.onsuccess = () => {
          const get = open.result.transaction('drafts').objectStore('drafts').get(id);
          get.onsuccess = () => {
            resolve(get.result as StoredDraft | undefined);
            open.result.close();
          };
          get.onerror = () => resolve(undefined);
        };
      }),
  );
}
