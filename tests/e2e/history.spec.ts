// Staff trust the record (issue #15 §1–2): a product's History lists who changed it and when, compares two
// versions field by field and restores one as a new version; an ADMIN reads it all in the audit log.
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type StaffLogin } from './fixtures.ts';
import { acceptDialogs } from './dialogs.ts';

// Not about the service worker: without it each test skips installing the precache (docs/testing.md).
test.use({ serviceWorkers: 'block' });

function product(code: string, description: string) {
  return {
    productCode: code,
    productName: `History ${code}`,
    productCategory: 'Deficiencies line',
    productDescription: description,
    drying: 'Spray dried',
    excipients: 'None',
    ingredients: [
      { ingredientCode: `ING-${code}`, commonName: 'Guava leaf', scientificName: 'Psidium guajava' },
    ],
    processes: [{ processCode: `PRC-${code}`, processDescription: 'Aqueous extraction' }],
  };
}

async function write(request: APIRequestContext, session: StaffLogin, code: string, description: string) {
  const auth = { Authorization: `Bearer ${session.token}` };
  const existing = await request.get(`/api/products/${code}`, { headers: auth });
  const res =
    existing.status() === 404
      ? await request.post('/api/products', { data: product(code, description), headers: auth })
      : await request.put(`/api/products/${code}`, {
          data: { ...(await existing.json()), productDescription: description },
          headers: auth,
        });
  expect(res.ok(), await res.text()).toBe(true);
}

test('when a product was changed, then its History compares the versions and restores the first as a new version', async ({
  page,
  request,
  loginAs,
  newStaff,
}) => {
  const code = `E2E-HIST-${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
  const manager = await newStaff('PRODUCT_MANAGER');
  await write(request, manager, code, 'Grown in the first field.');
  await write(request, manager, code, 'Grown in the second field.');

  const curator = await loginAs('DATA_CURATOR');
  const dialogs = acceptDialogs(page);
  await page.goto(`/AdminDashboard/products/${code}`);
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `History of ${code}` })).toBeVisible();

  const rows = page.getByRole('table').first().getByRole('row');
  await expect(rows).toHaveCount(3); // the header and two versions
  await expect(rows.nth(1)).toContainText('Changed');
  await expect(rows.nth(1)).toContainText(manager.username);
  await expect(rows.nth(2)).toContainText('Created');

  const diff = page.getByRole('region', { name: 'Changes from version 1 to version 2' });
  const change = diff.getByRole('row', { name: /Product Description/ });
  await expect(change).toContainText('Grown in the first field.');
  await expect(change).toContainText('Grown in the second field.');

  await page.getByRole('button', { name: 'Restore this version 1' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'restored' })).toHaveText(
    'Version 1 restored: the product is now at version 3.',
  );
  expect(dialogs).toEqual(['Restore version 1? Its content becomes a new version; nothing is lost.']);
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('Restored');
  await expect(rows.nth(1)).toContainText('from version 1');
  await expect(rows.nth(1)).toContainText(curator.username);

  const now = await request.get(`/api/products/${code}`, {
    headers: { Authorization: `Bearer ${curator.token}` },
  });
  expect(((await now.json()) as { productDescription: string }).productDescription).toBe(
    'Grown in the first field.',
  );
});

test('when an ADMIN opens Settings, then the audit log lists product changes with who and from where, and filters by kind', async ({
  page,
  request,
  loginAs,
  newStaff,
}) => {
  const code = `E2E-AUD-${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
  const manager = await newStaff('PRODUCT_MANAGER');
  await write(request, manager, code, 'First.');
  await write(request, manager, code, 'Second.');

  await loginAs('ADMIN');
  await page.goto('/AdminDashboard/settings');
  const log = page.getByRole('region', { name: 'Audit log' });
  const created = log.getByRole('row').filter({ hasText: code }).filter({ hasText: 'Product created' });
  await expect(created).toHaveCount(1);
  await expect(created).toContainText(manager.username);
  await expect(created).toContainText(/127\.0\.0\.1/);
  await expect(
    log.getByRole('row').filter({ hasText: code }).filter({ hasText: 'Product changed' }),
  ).toContainText('Product Description');

  await log.getByLabel('Kind').selectOption({ label: 'Product created' });
  await log.getByRole('button', { name: 'Filter' }).click();
  await expect(log.getByRole('row').filter({ hasText: 'Product changed' })).toHaveCount(0);
  await expect(log.getByRole('row').filter({ hasText: code })).toHaveCount(1);
});

test('when someone other than an ADMIN opens Settings, then there is no audit log', async ({
  page,
  loginAs,
}) => {
  await loginAs('PRODUCT_MANAGER');
  await page.goto('/AdminDashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'System Settings' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Audit log' })).toHaveCount(0);
});
