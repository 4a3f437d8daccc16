// Storage that warns first (issue #15 §5): the admin header says how much the device stores, whether the
// browser may clear it and how many drafts have not reached the server, and keeps a copy of those drafts in
// a file that can be imported again (the same file twice adds nothing).
import { readFile } from 'node:fs/promises';
import { deviceNetwork, savedDraftName } from './offline.ts';
import { expect, test } from './fixtures.ts';

test('when a draft waits offline, then Device storage counts it, exports it with its content, and importing the file again adds nothing', async ({
  page,
  loginAs,
}) => {
  await loginAs('DATA_CURATOR');
  await page.goto('/AdminDashboard/products/add');
  await expect(page.getByLabel('Product Code', { exact: true })).toBeVisible();
  const network = await deviceNetwork(page);
  await network.offline();
  const code = `E2E-STORE-${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
  await page.getByLabel('Product Code', { exact: true }).fill(code);
  await page.getByLabel('Product Name', { exact: true }).fill('Kept in a file');
  await expect.poll(() => savedDraftName(page)).toBe('Kept in a file');

  await page.getByText('Device storage').click();
  await expect(page.getByTestId('storage-usage')).toHaveText(
    /^Using \d[\d.]* (B|KB|MB|GB) of \d[\d.]* (KB|MB|GB|TB) on this device\.$/,
  );
  await expect(page.getByTestId('storage-persisted')).toHaveText(/browser (will not|may) clear it/);
  await expect(page.getByTestId('storage-unsynced')).toHaveText('1 draft has not reached the server yet.');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export unsynced drafts' }).click();
  const file = await (await download).path();
  const content = JSON.parse(await readFile(file, 'utf8')) as {
    format: string;
    drafts: { productCode: string; productName: string }[];
  };
  expect(content.format).toBe('veda-vitals-drafts');
  expect(content.drafts.map((d) => [d.productCode, d.productName])).toEqual([[code, 'Kept in a file']]);

  await page.getByLabel('Import drafts').setInputFiles(file);
  await expect(page.getByRole('status').filter({ hasText: 'imported' })).toHaveText(
    '0 drafts imported, 1 already here.',
  );
  await network.online();
});
