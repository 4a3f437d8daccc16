// Issue #35 §8: the product list's Export CSV and Import CSV, online (preview → apply) and offline (the
// rows become drafts that sync), and a file with a bad row (its line and field shown, nothing applied).
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import Papa from 'papaparse';
import { deviceNetwork, visitOnce, waiting } from './offline.ts';
import { expect, test as base, type StaffLogin } from './fixtures.ts';

const LIST = '/AdminDashboard/products';

function newProduct(prefix: string, n: number) {
  return {
    productCode: `E2E-CSV-${prefix}-${n}`,
    productName: `Csv ${prefix} ${n}`,
    productCategory: 'Deficiencies line',
    ingredients: [
      {
        ingredientCode: `ING-CSV-${prefix}-${n}`,
        commonName: 'Guava leaf',
        scientificName: 'Psidium guajava',
      },
    ],
    processes: [{ processCode: `PRC-CSV-${prefix}-${n}`, processDescription: 'Aqueous extraction' }],
  };
}

async function createTwo(request: APIRequestContext, session: StaffLogin): Promise<string> {
  const prefix = Math.random().toString(36).slice(2, 8).toUpperCase();
  for (const n of [1, 2]) {
    const res = await request.post('/api/products', {
      data: newProduct(prefix, n),
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  return prefix;
}

async function product(request: APIRequestContext, session: StaffLogin, code: string) {
  const res = await request.get(`/api/products/${code}`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  return { status: res.status(), body: (await res.json()) as { productName: string; origin: string } };
}

/** Searches the list for `prefix`, exports it and answers the file's text. */
async function exportShown(page: Page, prefix: string): Promise<string> {
  await page.getByRole('searchbox', { name: 'Search products by name' }).fill(`Csv ${prefix}`);
  await expect(page.locator('.product-grid > li')).toHaveCount(2);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  return readFile(await (await download).path(), 'utf8');
}

/** The file with cells changed: `edit` gets each row as an object by column. */
function edited(csv: string, edit: (row: Record<string, string>) => void): Buffer {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
  });
  parsed.data.forEach(edit);
  return Buffer.from(Papa.unparse(parsed.data, { columns: parsed.meta.fields! }));
}

const chooseFile = (page: Page, buffer: Buffer) =>
  page.getByTestId('csv-import-file').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer });
const count = (page: Page, kind: string) => page.locator(`[data-count="${kind}"]`);

/**
 * `exportTwo`: a new PRODUCT_MANAGER with two new products, signed in on the list (`offline`: visited once so
 * it opens offline too), and the file Export CSV gives for the two.
 */
const test = base.extend<{
  exportTwo: (o: { offline: boolean }) => Promise<{ session: StaffLogin; prefix: string; csv: string }>;
}>({
  exportTwo: async ({ page, request, loginAs, newStaff }, use) => {
    await use(async ({ offline }) => {
      const session = await newStaff('PRODUCT_MANAGER');
      const prefix = await createTwo(request, session);
      await loginAs(session);
      if (offline) await visitOnce(page, LIST);
      else await page.goto(LIST);
      const csv = await exportShown(page, prefix);
      return { session, prefix, csv };
    });
  },
});

test.describe('Product CSV', () => {
  test.describe.configure({ timeout: 60_000 });

  test('when an exported file is edited in two cells and imported, then the preview shows one update and Apply changes the list', async ({
    page,
    request,
    exportTwo,
  }) => {
    const { session, prefix, csv } = await exportTwo({ offline: false });
    expect(csv.split('\r\n')[0]).toMatch(/^\uFEFF?productCode,productName,/);
    const file = edited(csv, (row) => {
      if (row.productCode === `E2E-CSV-${prefix}-2`) {
        row.productName = `Csv ${prefix} 2 renamed`;
        row.origin = 'Kerala, India';
      }
    });
    await chooseFile(page, file);
    await expect(count(page, 'updated')).toHaveText('1');
    await expect(count(page, 'unchanged')).toHaveText('1');
    await expect(count(page, 'created')).toHaveText('0');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Import applied.')).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText(`Csv ${prefix} 2 renamed`).first()).toBeVisible();
    const after = await product(request, session, `E2E-CSV-${prefix}-2`);
    expect(after.body.origin).toBe('Kerala, India');
  });

  test('when the file is imported offline, then each row becomes a waiting draft that syncs when online', async ({
    page,
    request,
    exportTwo,
  }) => {
    const { session, prefix, csv } = await exportTwo({ offline: true });
    const file = edited(csv, (row) => {
      if (row.productCode === `E2E-CSV-${prefix}-1`) row.productName = `Csv ${prefix} 1 offline`;
    });
    const network = await deviceNetwork(page);
    await network.offline();
    await chooseFile(page, file);
    await expect(page.getByText('You are offline')).toBeVisible();
    await expect(count(page, 'updated')).toHaveText('1');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Saved as drafts')).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('.drafts-list__item', { hasText: `Csv ${prefix} 1 offline` })).toBeVisible();
    await expect(waiting(page)).toBeVisible();
    expect((await product(request, session, `E2E-CSV-${prefix}-1`)).body.productName).toBe(`Csv ${prefix} 1`);

    await network.online();
    await expect(waiting(page)).toHaveCount(0, { timeout: 15_000 });
    await expect
      .poll(async () => (await product(request, session, `E2E-CSV-${prefix}-1`)).body.productName)
      .toBe(`Csv ${prefix} 1 offline`);
  });

  test('when a row is bad, then its line and field show and nothing is applied', async ({
    page,
    request,
    exportTwo,
  }) => {
    const { session, prefix, csv } = await exportTwo({ offline: false });
    const file = edited(csv, (row) => {
      if (row.productCode === `E2E-CSV-${prefix}-1`) row.productName = `Csv ${prefix} 1 changed`;
      if (row.productCode === `E2E-CSV-${prefix}-2`) row.igar = 'maybe';
    });
    await chooseFile(page, file);
    const errors = page.getByRole('table', { name: 'Rows with errors' });
    await expect(errors.locator('tbody tr')).toHaveCount(1);
    await expect(errors.locator('tbody tr td')).toHaveText(['3', 'igar', 'Must be true or false']);
    await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect((await product(request, session, `E2E-CSV-${prefix}-1`)).body.productName).toBe(`Csv ${prefix} 1`);
  });

  test('when a row imported offline is refused by the server, then after sync its draft shows the server’s reason', async ({
    page,
    request,
    exportTwo,
  }) => {
    const { session, prefix, csv } = await exportTwo({ offline: true });
    // The second row becomes a product new to this device…
    const code = `E2E-CSV-${prefix}-3`;
    const file = edited(csv, (row) => {
      if (row.productCode !== `E2E-CSV-${prefix}-2`) return;
      row.productCode = code;
      row.productName = `Csv ${prefix} 3 offline`;
    });
    const network = await deviceNetwork(page);
    await network.offline();
    // …that someone else creates on the server while this device is offline: valid here, refused there.
    const other = await request.post('/api/products', {
      data: newProduct(prefix, 3),
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(other.status()).toBe(201);
    await chooseFile(page, file);
    await expect(page.getByText('You are offline')).toBeVisible();
    await expect(count(page, 'created')).toHaveText('1');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Saved as drafts')).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    const draft = page.locator('.drafts-list__item', { hasText: `Csv ${prefix} 3 offline` });
    await expect(draft.locator('.draft-state')).toHaveText('queued');

    await network.online();
    await expect(draft.locator('.draft-state')).toHaveText('rejected', { timeout: 15_000 });
    await expect(draft.getByRole('alert')).toContainText(
      `Product with productCode "${code}" already exists.`,
    );
    expect((await product(request, session, code)).body.productName).toBe(`Csv ${prefix} 3`);
  });
});
