// Background Sync (issue #35, item 4; decision 033): a product submitted offline reaches the server when the
// network comes back, with the app closed; the service worker sends it. The app, opened afterwards, shows the
// truth: nothing waits, the product is in the list.
// The `sync` event here is the browser's own, not one dispatched through the DevTools protocol: Playwright's
// `context.setOffline` also emulates the network of the context's service worker, and Chromium holds a sync
// registration while its worker is emulated offline and fires it when the emulation is lifted, as it does
// when a device's connectivity returns (Chromium 156, headless; the test fails if the worker ignores the event).
import type { APIRequestContext, Page } from '@playwright/test';
import { ADD, fillProduct, QUEUED, submitButton, uniqueCode, visitOnce, waiting } from './offline.ts';
import { expect, test, type StaffLogin } from './fixtures.ts';

async function productCount(request: APIRequestContext, session: StaffLogin, code: string): Promise<number> {
  const res = await request.get('/api/products', { headers: { Authorization: `Bearer ${session.token}` } });
  const products = (await res.json()) as { productCode: string }[];
  return products.filter((p) => p.productCode === code).length;
}

/** The Background Sync tags waiting in the page's service worker registration. */
function syncTags(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync?: { getTags(): Promise<string[]> };
    };
    return registration.sync ? registration.sync.getTags() : [];
  });
}

test.describe('Background Sync of the drafts outbox', () => {
  // A whole working session: online visit, offline work, the page closed, the network back.
  test.describe.configure({ timeout: 60_000 });

  test('when a product is submitted offline and the app is closed, then it reaches the server once the network is back, without reopening the app', async ({
    page,
    context,
    request,
    loginAs,
  }) => {
    const session = await loginAs('PRODUCT_MANAGER');
    await visitOnce(page, ADD);

    await context.setOffline(true);
    const code = uniqueCode();
    await fillProduct(page, code, 'Sent in the background');
    await submitButton(page).click();
    await expect(page.getByText(QUEUED)).toBeVisible();
    // The app asked the browser to wake the service worker when connectivity returns.
    await expect.poll(() => syncTags(page)).toContain('outbox');

    // The app closes; the browser (this context) and its service worker stay.
    await page.close();
    expect(context.pages()).toHaveLength(0);
    expect(await productCount(request, session, code)).toBe(0);

    await context.setOffline(false);
    await expect.poll(() => productCount(request, session, code), { timeout: 20_000 }).toBe(1);
    expect(context.pages()).toHaveLength(0);

    // Opened again, the app shows the product as the server's, and nothing waiting.
    const reopened = await context.newPage();
    await reopened.goto('/AdminDashboard/products');
    await expect(reopened.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(reopened.getByText('Sent in the background').first()).toBeVisible();
    await expect(waiting(reopened)).toHaveCount(0);
    await expect(reopened.locator('.drafts-list__item', { hasText: 'Sent in the background' })).toHaveCount(
      0,
    );
    expect(await productCount(request, session, code)).toBe(1);
  });
});
