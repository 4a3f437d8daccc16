// The printable specification sheet (issue #15 §4): Print specification on the public product page and the
// admin detail gives a sheet of the product alone (brand header, version, date and every section), printed
// here to PDF by Chromium and read back as text.
import type { Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, test, whenHydrated } from './fixtures.ts';

async function printedText(page: Page): Promise<string> {
  const pdf = await page.pdf({ format: 'A4' });
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const today = () => new Date().toISOString().slice(0, 10);

test('when a visitor prints a product’s page, then the sheet holds the product’s specification and nothing of the site around it', async ({
  page,
}) => {
  await page.goto('/product/SBOVZ-B12-TCBL');
  await expect(page.getByRole('button', { name: 'Print specification' })).toBeVisible();
  // The sheet is drawn by the app as the browser starts printing: printed before the app runs, the page
  // prints as it is shown (the Print specification button itself is held and replayed once it runs).
  await whenHydrated(page);
  const text = await printedText(page);
  for (const expected of [
    'Veda Vitals',
    'Product specification',
    'B12-Corrinoids',
    'Product code SBOVZ-B12-TCBL',
    `Printed ${today()}`,
    'IDENTITY',
    'OVERVIEW',
    'ACTIVES',
    'HEAVY METALS',
    'MICROBIOLOGY',
    'ALLERGEN INFORMATION',
    'COMPLIANCE',
  ])
    expect(text, expected).toContain(expected);
  // The site's frame is not printed: no navigation, no footer, no chat.
  for (const absent of ['Quick Links', 'Open support chat', 'Subscribe']) expect(text).not.toContain(absent);
});

test('when staff print the admin detail, then the sheet carries the version and the first process’s stability', async ({
  page,
  request,
  loginAs,
  newStaff,
}) => {
  const session = await newStaff('DATA_CURATOR');
  const record = (await (
    await request.get('/api/products/SBOVZ-B12-TCBL', {
      headers: { Authorization: `Bearer ${session.token}` },
    })
  ).json()) as { version: number; processes: { shelfLife: string }[] };
  await loginAs(session);
  await page.goto('/AdminDashboard/products/SBOVZ-B12-TCBL');
  await expect(page.getByRole('button', { name: 'Print specification' })).toBeVisible();
  const text = await printedText(page);
  expect(text).toContain(`Version ${record.version}`);
  expect(text).toContain('STABILITY AND SHELF LIFE');
  expect(text).toContain(record.processes[0]!.shelfLife.replace(/\s+/g, ' '));
  expect(text).not.toContain('Product Management');
});
