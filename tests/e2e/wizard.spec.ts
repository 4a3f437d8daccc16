// The eight-step product wizard (admin-area.md §2, §5, §8) against the built app: steps, validation,
// saving, edit mode, and drafts that survive a reload.
import type { Page } from '@playwright/test';
import { WIZARD_STEPS } from '../../shared/product-fields.ts';
import { deviceNetwork, savedDraft } from './offline.ts';
import { expect, test, type StaffLogin } from './fixtures.ts';

// Not about the service worker: without it each test skips installing the precache (docs/testing.md).
test.use({ serviceWorkers: 'block' });

const ADD = '/AdminDashboard/products/add';
const SEEDED = 'SBOVZ-B12-TCBL';
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let session: StaffLogin;
test.beforeEach(async ({ loginAs }) => {
  // A staff member per test: drafts sync to the server and follow their owner into every browser.
  session = await loginAs('PRODUCT_MANAGER');
});

const stepHeading = (page: Page, n: number) =>
  page.getByRole('heading', { level: 2, name: `Step ${n} of 8: ${WIZARD_STEPS[n - 1]}` });
const stepButton = (page: Page, n: number) =>
  page.getByRole('button', { name: `Step ${n}: ${WIZARD_STEPS[n - 1]}` });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
const unique = () => `E2E-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/** Fills step 1, adds the first existing ingredient and a new process, and goes to step 8. */
async function fillRequired(page: Page, code: string, name: string, processCode: string) {
  await page.getByLabel('Product Code', { exact: true }).fill(code);
  await page.getByLabel('Product Name', { exact: true }).fill(name);
  await next(page).click();
  await stepButton(page, 5).click();
  const picker = page.getByLabel('Select Existing Ingredient');
  await expect(picker.locator('option')).not.toHaveCount(1);
  await picker.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Ingredient 1' })).toBeVisible();
  await next(page).click();
  await expect(stepHeading(page, 6)).toBeVisible();
  await expect(page.getByText('No processes added yet. Use the options above to add.')).toBeVisible();
  await page.getByRole('button', { name: 'Add New Process' }).click();
  await page.getByLabel('Process Code', { exact: true }).fill(processCode);
  await page.getByLabel('Process Description', { exact: true }).fill('Low-heat drying');
  await next(page).click();
  await expect(page.getByLabel('Accelerated Stability')).toBeVisible();
  await page.getByLabel('Shelf Life').fill('24 months');
  await next(page).click();
  await expect(stepHeading(page, 8)).toBeVisible();
}

test.describe('Product wizard', () => {
  test('when the wizard opens, then its eight steps show in order with progress 1/8 and no Back', async ({
    page,
  }) => {
    await page.goto(ADD);
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Product' })).toBeVisible();
    const steps = page.getByRole('navigation', { name: 'Wizard steps' }).getByRole('button');
    await expect(steps).toHaveCount(WIZARD_STEPS.length);
    await expect(steps.locator('.wizard__step-number')).toHaveText(WIZARD_STEPS.map((_, i) => `${i + 1}`));
    await expect(steps.locator('.wizard__step-title')).toHaveText([...WIZARD_STEPS]);
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);

    await stepButton(page, 4).click();
    await expect(stepHeading(page, 4)).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '4');
    // Step 4's groups after the first are folded, each saying how far it is filled.
    await expect(page.getByText('Arsenic', { exact: true })).toBeHidden();
    await page.locator('summary').filter({ hasText: 'Heavy Metals' }).click();
    await expect(page.getByText('Arsenic', { exact: true })).toBeVisible();
    await page.locator('summary').filter({ hasText: 'Microbiology' }).click();
    await expect(page.getByText('Clostridium spp', { exact: true })).toBeVisible();
    const allergens = page.locator('summary').filter({ hasText: 'Allergen Information' });
    await expect(allergens).toContainText(/0 of 1[0-9] filled/);
    await allergens.click();
    await page.getByRole('button', { name: 'Set all to No' }).click();
    await expect(allergens).toContainText(/^Allergen Information(\d+) of \1 filled$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(stepHeading(page, 3)).toBeVisible();
    await expect(page.getByLabel('Non-GMO Validation')).toBeVisible();
    await stepButton(page, 7).click();
    await expect(page.getByText('No processes added yet. Please go back.')).toBeVisible();
    await stepButton(page, 8).click();
    await expect(
      page.getByText('No processes added yet. Please go back to the "Process Specification" step.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Application' })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '8');
  });

  test('when Next is pressed on an empty step 1, then it stays with the messages, and editing clears one', async ({
    page,
  }) => {
    await page.goto(ADD);
    await next(page).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Product Code is required');
    await expect(alert).toContainText('Product Name is required');
    await expect(stepHeading(page, 1)).toBeVisible();
    const code = page.getByLabel('Product Code', { exact: true });
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await code.fill('NEW-1');
    await expect(code).not.toHaveAttribute('aria-invalid');
    await expect(page.getByText('Product Code is required')).toHaveCount(0);
    await expect(page.getByText('Product Name is required')).toHaveCount(2);

    await page.getByLabel('Product Name', { exact: true }).fill('New');
    await next(page).click();
    await expect(stepHeading(page, 2)).toBeVisible();
    await stepButton(page, 5).click();
    await next(page).click();
    await expect(page.getByRole('alert')).toHaveText(
      'At least one Ingredient (Code, Common Name, Scientific Name) is required',
    );
    await page.getByRole('button', { name: '+ Add New Ingredient' }).click();
    await next(page).click();
    await expect(page.getByRole('alert')).toContainText('Ingredient 1: Common Name is required');
  });

  test('when every required field is filled and submitted, then the product is added and the list opens', async ({
    page,
    request,
  }) => {
    const code = unique();
    await page.goto(ADD);
    await fillRequired(page, code, 'E2E Amla', `${code}-P`);
    await page.getByLabel('Study Type').fill('In vitro');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('✅ Product added successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/AdminDashboard\/products$/, { timeout: 5000 });

    const res = await request.get(`/api/products/${code}`, {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(res.status()).toBe(200);
    const product = (await res.json()) as {
      productName: string;
      ingredients: unknown[];
      processes: { processCode: string; shelfLife: string; studyType: string }[];
    };
    expect(product.productName).toBe('E2E Amla');
    expect(product.ingredients).toHaveLength(1);
    expect(product.processes[0]).toMatchObject({
      processCode: `${code}-P`,
      shelfLife: '24 months',
      studyType: 'In vitro',
    });
  });

  test('when the code already exists, then the duplicate message shows and the typing is kept', async ({
    page,
  }) => {
    await page.goto(ADD);
    await fillRequired(page, SEEDED, 'Copy', `${unique()}-P`);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText(`Product with productCode "${SEEDED}" already exists.`)).toBeVisible();
    await stepButton(page, 1).click();
    await expect(page.getByLabel('Product Name', { exact: true })).toHaveValue('Copy');
  });

  test('when a seeded product is edited, then it loads with code and name locked', async ({ page }) => {
    await page.goto(`/AdminDashboard/products/${SEEDED}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();
    await expect(page.getByLabel('Product Code', { exact: true })).toHaveValue(SEEDED);
    await expect(page.getByLabel('Product Code', { exact: true })).toBeDisabled();
    await expect(page.getByLabel('Product Name', { exact: true })).toHaveValue('B12-Corrinoids');
    await expect(page.getByLabel('Product Name', { exact: true })).toBeDisabled();
    await stepButton(page, 5).click();
    await expect(page.getByRole('heading', { name: 'Ingredient 1' })).toBeVisible();
  });

  test('when an edited product is submitted, then it is saved with the change and the edit message shows', async ({
    page,
    request,
  }) => {
    const code = unique();
    const auth = { Authorization: `Bearer ${session.token}` };
    const created = await request.post('/api/products', {
      headers: auth,
      data: {
        productCode: code,
        productName: 'To edit',
        ingredients: [
          { ingredientCode: `${code}-I`, commonName: 'Amla', scientificName: 'Phyllanthus emblica' },
        ],
        processes: [{ processCode: `${code}-P`, processDescription: 'Drying' }],
      },
    });
    expect(created.status()).toBe(201);
    await page.goto(`/AdminDashboard/products/${code}/edit`);
    await page.getByLabel('Origin', { exact: true }).fill('Kerala, India');
    await stepButton(page, 8).click();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('✅ Product edited successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/AdminDashboard\/products$/, { timeout: 5000 });
    const product = (await (await request.get(`/api/products/${code}`, { headers: auth })).json()) as {
      origin: string;
      version: number;
    };
    expect(product).toMatchObject({ origin: 'Kerala, India', version: 2 });
  });

  test('when the page reloads mid-way, then the draft resumes at the same step with its values and banner', async ({
    page,
  }) => {
    await page.goto(ADD);
    await page.getByLabel('Product Name', { exact: true }).fill('Draft Moringa');
    await expect(page).toHaveURL(/\?draft=[0-9a-f-]{36}$/);
    await page
      .getByLabel('Banner Image')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Banner preview' })).toHaveAttribute('src', /^blob:/);
    await stepButton(page, 3).click();
    await page.getByLabel('Organic Stewardship').check();
    const url = page.url();
    // Wait for the last change to reach IndexedDB (debounced), not for a fixed time.
    await expect.poll(async () => (await savedDraft(page))?.data?.organicStewardship).toBe(true);
    expect((await savedDraft(page))?.step).toBe(2);
    await page.reload();
    expect(page.url()).toBe(url);
    await expect(stepHeading(page, 3)).toBeVisible();
    await expect(page.getByLabel('Organic Stewardship')).toBeChecked();
    await stepButton(page, 1).click();
    await expect(page.getByLabel('Product Name', { exact: true })).toHaveValue('Draft Moringa');
    await expect(page.getByRole('img', { name: 'Banner preview' })).toHaveAttribute('src', /^blob:/);
    expect(
      await page
        .getByRole('img', { name: 'Banner preview' })
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBe(1);
  });

  test('when a file is not an image, then it is refused with a message', async ({ page }) => {
    await page.goto(ADD);
    await page
      .getByLabel('Banner Image')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByRole('alert')).toContainText('Please choose an image file');
    await expect(page.getByRole('img', { name: 'Banner preview' })).toHaveCount(0);
  });

  test('when drafts exist, then the list shows them and Discard removes one', async ({ page }) => {
    await page.goto(ADD);
    await page.getByLabel('Product Name', { exact: true }).fill('Listed draft');
    await stepButton(page, 2).click();
    await expect(page).toHaveURL(/\?draft=/);
    await expect.poll(async () => (await savedDraft(page))?.step).toBe(1);

    await page.goto(ADD);
    const list = page.getByRole('region', { name: 'Your drafts' });
    await expect(list).toContainText('Listed draft');
    await expect(list).toContainText('New product · Step 2 of 8');
    await list.getByRole('link', { name: 'Resume Listed draft' }).click();
    await expect(stepHeading(page, 2)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your drafts' })).toHaveCount(0);

    await page.goto(ADD);
    page.on('dialog', (d) => {
      expect(d.message()).toContain('Discard this draft?');
      void d.accept();
    });
    await page.getByRole('button', { name: 'Discard Listed draft' }).click();
    await expect(page.getByRole('region', { name: 'Your drafts' })).toHaveCount(0);
  });

  test('when a draft waits, then the products list shows it too, with Resume', async ({ page }) => {
    await page.goto(ADD);
    await page.getByLabel('Product Name', { exact: true }).fill('Draft on the list page');
    await expect.poll(async () => (await savedDraft(page))?.data?.productName).toBe('Draft on the list page');
    await page.goto('/AdminDashboard/products');
    const list = page.getByRole('region', { name: 'Your drafts' });
    await expect(list).toContainText('Draft on the list page');
    await list.getByRole('link', { name: 'Resume Draft on the list page' }).click();
    await expect(page.getByLabel('Product Name', { exact: true })).toHaveValue('Draft on the list page');
  });
});

test.describe('the product code checked as it is typed', () => {
  test('when a code that exists is typed, then step 1 says the code already exists; a new code clears it', async ({
    page,
  }) => {
    await page.goto('/AdminDashboard/products/add');
    const code = page.getByLabel('Product Code', { exact: true });
    await code.fill('SBOVZ-B12-TCBL');
    await expect(page.getByText('Product with productCode "SBOVZ-B12-TCBL" already exists.')).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await code.fill('E2E-FRESH-CODE-1');
    await expect(page.getByText(/already exists\.$/)).toHaveCount(0);
  });

  test('when the device is offline, then the code is checked against the product list on the device', async ({
    page,
  }) => {
    // Online once: the list reaches the device's replica.
    await page.goto('/AdminDashboard/products');
    await expect(page.locator('.product-card[data-product-code="SBOVZ-B12-TCBL"]')).toBeVisible();
    await page.getByRole('link', { name: '+ Add Product' }).click();
    const network = await deviceNetwork(page);
    await network.offline();
    await page.getByLabel('Product Code', { exact: true }).fill('SBOVZ-B12-TCBL');
    await expect(page.getByText('Product with productCode "SBOVZ-B12-TCBL" already exists.')).toBeVisible();
    await network.online();
  });
});

test('when steps are passed and a required field is then emptied, then the indicator marks them done, and that one as having errors', async ({
  page,
}) => {
  await page.goto('/AdminDashboard/products/add');
  await page.getByLabel('Product Code', { exact: true }).fill('E2E-STEPS-1');
  await page.getByLabel('Product Name', { exact: true }).fill('Steps');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  const steps = page.getByRole('navigation', { name: 'Wizard steps' });
  await expect(steps.getByRole('button', { name: 'Step 1: Product Overview, done' })).toBeVisible();
  await expect(steps.getByRole('button', { name: 'Step 2: Intended Use, done' })).toBeVisible();
  await expect(
    steps.getByRole('button', { name: 'Step 4: Product Specification', exact: true }),
  ).toBeVisible();

  await steps.getByRole('button', { name: /^Step 1:/ }).click();
  await page.getByLabel('Product Name', { exact: true }).fill('');
  await steps.getByRole('button', { name: /^Step 3:/ }).click();
  await expect(steps.getByRole('button', { name: 'Step 1: Product Overview, has errors' })).toBeVisible();
});

test.describe('the wizard from the keyboard', () => {
  test('when Enter is pressed on a step with a problem, then the first field with it takes the focus; when it is fixed, Enter goes on', async ({
    page,
  }) => {
    await page.goto('/AdminDashboard/products/add');
    const code = page.getByLabel('Product Code', { exact: true });
    await code.focus();
    await page.keyboard.press('Enter');
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute('aria-invalid', 'true');

    await page.keyboard.type('E2E-KEYS-1');
    await page.keyboard.press('Tab');
    const name = page.getByLabel('Product Name', { exact: true });
    await expect(name).toBeFocused();
    await page.keyboard.type('Typed only');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: /^Step 2 of 8/ })).toBeVisible();
  });
});

test('when an image is dropped on the banner zone, then it shows as the preview; Replace and Remove are offered', async ({
  page,
}) => {
  await page.goto('/AdminDashboard/products/add');
  await expect(page.getByText('Drop an image here')).toBeVisible();
  const drop = await page.evaluateHandle(
    async (bytes) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], 'dropped.png', { type: 'image/png' }));
      return data;
    },
    [...PNG],
  );
  await page.locator('.wizard-banner__zone').dispatchEvent('drop', { dataTransfer: drop });
  await expect(page.getByRole('img', { name: 'Banner preview' })).toHaveAttribute('src', /^blob:/);
  await expect(page.getByText('Replace image')).toBeVisible();
  await page.getByRole('button', { name: 'Remove image' }).click();
  await expect(page.getByRole('img', { name: 'Banner preview' })).toHaveCount(0);
  await expect(page.getByText('Drop an image here')).toBeVisible();
});
