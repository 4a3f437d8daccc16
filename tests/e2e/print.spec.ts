// The printable specification sheet (issue #15 §4, #35 §7): Print specification on the public product page and
// the admin detail gives a sheet of the product alone: every section of the admin detail that has a value, in
// its order, with the version and the dates on every page and nothing else. Printed here to PDF by Chromium
// and read back as text, page by page.
import type { Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, test } from './fixtures.ts';
import { uniqueCode } from './offline.ts';

// Not about the service worker: without it each test skips installing the precache (docs/testing.md).
test.use({ serviceWorkers: 'block' });

/** The text of each printed page, its white space made single spaces. */
async function printedPages(page: Page): Promise<string[]> {
  const pdf = await page.pdf({ format: 'A4' });
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text.map((t) => t.replace(/\s+/g, ' '));
}

const today = () => new Date().toISOString().slice(0, 10);
const oneLine = (s: string) => s.replace(/\s+/g, ' ');

interface Printed {
  version: number;
  updatedAt: string;
  directionsForUse: string;
  disclaimer: string;
  ingredients: { commonName: string; scientificName?: string; plantPartUsed: string; coordinates: string }[];
  processes: { shelfLife: string }[];
}

/** Every page carries the brand, the product's code, its version with its date, and the day of printing. */
function expectStampOnEveryPage(pages: string[], code: string, record: Printed): void {
  expect(pages.length, 'a sheet of more than one page').toBeGreaterThan(1);
  const stamp = `Product code ${code} · Version ${record.version} of ${record.updatedAt.slice(0, 10)} · Printed ${today()}`;
  pages.forEach((text, i) => {
    expect(text, `page ${i + 1}`).toContain('Veda Vitals');
    expect(text, `page ${i + 1}`).toContain(stamp);
    expect(text, `page ${i + 1}`).toContain(`Page ${i + 1} of ${pages.length}`);
  });
}

test('when a visitor prints a product’s page, then every section with data is on it, the version and date on every page, and nothing of the site', async ({
  page,
  request,
}) => {
  const code = 'SBOVZ-B12-TCBL';
  const record = (await (await request.get(`/api/products/${code}`)).json()) as Printed;
  // The browser's print dialog, as the test sees it: the moment the page asks for it.
  await page.addInitScript(() => {
    window.print = () => document.documentElement.setAttribute('data-test-print-asked', '');
  });
  await page.goto(`/product/${code}`);
  // Tapped as soon as it shows: before the app runs, the tap is held and replayed once it does, and the
  // page then asks the browser to print; the sheet is drawn as printing starts.
  await page.getByRole('button', { name: 'Print specification' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-test-print-asked', '');
  const pages = await printedPages(page);
  expectStampOnEveryPage(pages, code, record);
  const text = pages.join(' ');
  for (const heading of ['OVERVIEW', 'USE', 'MANUFACTURING', 'FLAGS', 'INGREDIENTS', 'PROCESSES', 'ACTIVES'])
    expect(text, heading).toContain(heading);
  for (const heading of ['HEAVY METALS', 'MICROBIOLOGY', 'ALLERGEN INFORMATION', 'PRODUCT COMPLIANCE'])
    expect(text, heading).toContain(heading);
  const ingredient = record.ingredients[0]!;
  for (const expected of [
    'B12-Corrinoids',
    `Directions For Use ${oneLine(record.directionsForUse)}`,
    `Disclaimer ${oneLine(record.disclaimer)}`,
    ingredient.commonName,
    `Plant Part Used ${ingredient.plantPartUsed}`,
    `Coordinates ${ingredient.coordinates}`,
    `Shelf Life ${oneLine(record.processes[0]!.shelfLife)}`,
  ])
    expect(text, expected).toContain(expected);
  // The site's frame is not printed: no navigation, no footer, no chat.
  for (const absent of ['Quick Links', 'Open support chat', 'Subscribe']) expect(text).not.toContain(absent);
});

test('when staff print the admin detail, then the whole record is on it, botanical source included, with the version on every page', async ({
  page,
  request,
  loginAs,
  newStaff,
}) => {
  const code = 'SBOVZ-B12-TCBL';
  const session = await newStaff('DATA_CURATOR');
  const headers = { Authorization: `Bearer ${session.token}` };
  const record = (await (await request.get(`/api/products/${code}`, { headers })).json()) as Printed;
  await loginAs(session);
  await page.goto(`/AdminDashboard/products/${code}`);
  await expect(page.getByRole('button', { name: 'Print specification' })).toBeVisible();
  const pages = await printedPages(page);
  expectStampOnEveryPage(pages, code, record);
  const text = pages.join(' ');
  const ingredient = record.ingredients[0]!;
  for (const expected of [
    `Scientific Name ${ingredient.scientificName!}`,
    `Plant Part Used ${ingredient.plantPartUsed}`,
    `Directions For Use ${oneLine(record.directionsForUse)}`,
    `Disclaimer ${oneLine(record.disclaimer)}`,
    `Shelf Life ${oneLine(record.processes[0]!.shelfLife)}`,
    'Key features',
    'NUTRITIONAL INFORMATION',
  ])
    expect(text, expected).toContain(expected);
  expect(text).not.toContain('Product Management');
});

test('when a product holds little, then its sheet prints only the sections that have a value, on one page', async ({
  page,
  request,
  loginAs,
  newStaff,
}) => {
  const session = await newStaff('DATA_CURATOR');
  const headers = { Authorization: `Bearer ${session.token}` };
  const code = uniqueCode();
  const product = {
    productCode: code,
    productName: 'A sparse product',
    origin: 'India',
    ingredients: [
      { ingredientCode: `ING-${code}`, commonName: 'Guava leaf', scientificName: 'Psidium guajava' },
    ],
    processes: [{ processCode: `PRC-${code}`, processDescription: 'Aqueous extraction' }],
    heavyMetals: [{ metal: 'Lead', specification: 'NMT 1 ppm', method: 'ICP-MS' }],
  };
  expect((await request.post('/api/products', { data: product, headers })).ok()).toBe(true);
  const record = (await (await request.get(`/api/products/${code}`, { headers })).json()) as Printed;
  await loginAs(session);
  await page.goto(`/AdminDashboard/products/${code}`);
  await expect(page.getByRole('button', { name: 'Print specification' })).toBeVisible();
  const pages = await printedPages(page);
  expect(pages).toHaveLength(1);
  const text = pages[0]!;
  expect(text).toContain(`Version ${record.version} of ${record.updatedAt.slice(0, 10)}`);
  for (const expected of [
    'OVERVIEW Origin India',
    'INGREDIENTS Guava leaf · ING-',
    'Scientific Name Psidium guajava',
    'PROCESSES Aqueous extraction · PRC-',
    'HEAVY METALS Metal Specification Method Lead NMT 1 ppm ICP-MS',
  ])
    expect(text, expected).toContain(expected);
  // No heading without a value under it: the sections this product has nothing for are not printed at all.
  for (const empty of [
    'USE',
    'MANUFACTURING',
    'FLAGS',
    'ACTIVES',
    'MICROBIOLOGY',
    'ALLERGEN INFORMATION',
    '—',
  ])
    expect(text, empty).not.toContain(empty);
});
