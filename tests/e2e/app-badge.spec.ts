// The installed app's badge (issue #35 §5): the number of drafts not on the server yet, cleared once they are
// all synced. Headless Chromium installs no app, so the Badging API is recorded instead: the page's
// navigator.setAppBadge and clearAppBadge are replaced before any of its scripts runs.
import type { APIRequestContext } from '@playwright/test';
import { ADD, deviceNetwork, submitQueued, uniqueCode, visitOnce, waiting } from './offline.ts';
import { expect, test } from './fixtures.ts';

type BadgeCall = number | 'cleared';

function recordBadge(): void {
  const calls: BadgeCall[] = [];
  (window as unknown as { badgeCalls: BadgeCall[] }).badgeCalls = calls;
  const define = (name: string, value: (n?: number) => Promise<void>) =>
    Object.defineProperty(Navigator.prototype, name, { configurable: true, value });
  define('setAppBadge', (n?: number) => (calls.push(n ?? 0), Promise.resolve()));
  define('clearAppBadge', () => (calls.push('cleared'), Promise.resolve()));
}

async function onServer(request: APIRequestContext, token: string, code: string): Promise<number> {
  return (
    await request.get(`/api/products/${code}`, { headers: { Authorization: `Bearer ${token}` } })
  ).status();
}

test('when two drafts wait offline, then the app badge shows 2, and it is cleared once they are synced', async ({
  page,
  request,
  loginAs,
}) => {
  test.setTimeout(60_000);
  await page.addInitScript(recordBadge);
  const badge = () =>
    page.evaluate(() => (window as unknown as { badgeCalls: BadgeCall[] }).badgeCalls.at(-1));
  const session = await loginAs('PRODUCT_MANAGER');
  await visitOnce(page, ADD);
  await expect.poll(badge).toBe('cleared');

  const network = await deviceNetwork(page);
  await network.offline();
  await network.reload();
  const submitted = uniqueCode();
  await submitQueued(page, submitted, 'Badge one');
  await expect.poll(badge).toBe(1);

  await page.getByRole('link', { name: '+ Add Product' }).click();
  await page.getByLabel('Product Code', { exact: true }).fill(uniqueCode());
  await page.getByLabel('Product Name', { exact: true }).fill('Badge two');
  await expect(waiting(page)).toHaveText('2 drafts wait to sync');
  await expect.poll(badge).toBe(2);

  await network.online();
  await expect(waiting(page)).toBeHidden({ timeout: 20_000 });
  await expect.poll(() => onServer(request, session.token, submitted)).toBe(200);
  await expect.poll(badge).toBe('cleared');
});
