// Logout on a shared device (issue #34 §5): what the server already holds leaves the device, so the next
// person at it finds no colleague's draft text or staff records in IndexedDB.
import type { Page } from '@playwright/test';
import { ADD, savedDraft, visitOnce } from './offline.ts';
import { expect, test } from './fixtures.ts';
import { acceptDialogs } from './dialogs.ts';
import { SYNC_LOCK_NAME } from '../../pwa/src/staff/offline/sync-lock.ts';

/** Every store of the PWA's IndexedDB database, as JSON, and how many products the replica holds. */
function deviceData(page: Page): Promise<{ json: string; products: number }> {
  return page.evaluate(
    () =>
      new Promise<{ json: string; products: number }>((resolve, reject) => {
        const open = indexedDB.open('veda-vitals');
        open.onerror = () => reject(open.error ?? new Error('indexedDB.open failed'));
        open.onsuccess = () => {
          const db = open.result;
          const names = Array.from(db.objectStoreNames);
          const tx = db.transaction(names);
          const all: Record<string, unknown[]> = {};
          for (const name of names) {
            const read = tx.objectStore(name).getAll();
            read.onsuccess = () => (all[name] = read.result as unknown[]);
          }
          tx.oncomplete = () => {
            db.close();
            resolve({ json: JSON.stringify(all), products: all.products?.length ?? 0 });
          };
          tx.onerror = () => reject(tx.error ?? new Error('reading IndexedDB failed'));
        };
      }),
  );
}

test.describe('Logout on a shared device', () => {
  test.describe.configure({ timeout: 60_000 });

  test('when a user with a synced draft logs out, then IndexedDB holds neither the draft text nor the staff data', async ({
    page,
    loginAs,
  }) => {
    await loginAs('DATA_CURATOR');
    await visitOnce(page, ADD);
    const text = `Shared-device draft ${Date.now()}`;
    await page.getByLabel('Product Name', { exact: true }).fill(text);
    await expect.poll(async () => (await savedDraft(page))?.state, { timeout: 15_000 }).toBe('synced');
    await expect.poll(async () => (await deviceData(page)).products).toBeGreaterThan(0);
    expect((await deviceData(page)).json).toContain(text);

    const dialogs = acceptDialogs(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    // Nothing was unsent, so no question before the spec's alert.
    expect(dialogs).toEqual(['are you logout']);

    await expect.poll(async () => (await deviceData(page)).json.includes(text)).toBe(false);
    expect((await deviceData(page)).products).toBe(0);
  });
});

test.describe('Logout while a pull is on its way', () => {
  // The pull is held at the network; the service worker would take it out of the page's sight.
  test.use({ serviceWorkers: 'block' });

  test('when the first pull of the staff data is answered after logout, then none of it is written to the device', async ({
    page,
    loginAs,
  }) => {
    let pullSent: () => void = () => undefined;
    const sent = new Promise<void>((resolve) => (pullSent = resolve));
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/sync\/products\?/, async (route) => {
      const response = await route.fetch();
      pullSent();
      await released;
      await route.fulfill({ response });
    });
    await loginAs('DATA_CURATOR');
    await page.goto('/AdminDashboard');
    await sent;

    const dialogs = acceptDialogs(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(dialogs).toEqual(['are you logout']);

    release();
    // The sync run that sent the pull holds this lock until what it pulled is written (or not).
    await page.evaluate((name) => navigator.locks.request(name, () => undefined), SYNC_LOCK_NAME);
    const device = await deviceData(page);
    expect(device.products).toBe(0);
    expect(device.json).not.toContain('replica:cursor');
  });
});
