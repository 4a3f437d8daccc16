// Product Management and the admin product detail view (admin-area.md §2, §7, §8) against the built app
// and its seeded catalogue.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type StaffLogin } from './fixtures.ts';
import { acceptDialogs } from './dialogs.ts';

// Not about the service worker: without it each test skips installing the precache (docs/testing.md).
test.use({ serviceWorkers: 'block' });

const SEEDED_PRODUCTS = 27;

/**
 * A small valid product for POST /api/products. (tests/factories/products.ts has the full shape but uses
 * Node's Buffer in a way the DOM-typed e2e project does not accept.)
 */
function newProduct() {
  const suffix = Math.random().toString(36).slice(2, 8).toUpperCase();
  return {
    productCode: `E2E-DEL-${suffix}`,
    productName: `Delete Me ${suffix}`,
    productCategory: 'Deficiencies line',
    drying: 'Spray dried',
    excipients: 'None',
    ingredients: [
      { ingredientCode: `ING-DEL-${suffix}`, commonName: 'Guava leaf', scientificName: 'Psidium guajava' },
    ],
    processes: [{ processCode: `PRC-DEL-${suffix}`, processDescription: 'Aqueous extraction' }],
  };
}

async function productCodes(request: APIRequestContext, session: StaffLogin): Promise<string[]> {
  const res = await request.get('/api/products', { headers: { Authorization: `Bearer ${session.token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { productCode: string }[]).map((p) => p.productCode);
}

const cards = (page: Page) => page.locator('.product-card');
const card = (page: Page, code: string) => page.locator(`.product-card[data-product-code="${code}"]`);

test.describe('Product Management list', () => {
  test('when an ADMIN opens it, then one card per product of GET /api/products shows', async ({
    page,
    request,
    loginAs,
  }) => {
    const session = await loginAs('ADMIN');
    await page.goto('/AdminDashboard/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Product Management' })).toBeVisible();
    await expect(page.getByText('Loading products...')).toHaveCount(0);
    // Other test files may add products meanwhile, so compare against a fresh answer until both agree.
    await expect(async () => {
      const codes = await productCodes(request, session);
      expect(codes.length).toBeGreaterThanOrEqual(SEEDED_PRODUCTS);
      await page.reload();
      await expect(cards(page)).toHaveCount(codes.length, { timeout: 5_000 });
    }).toPass({ timeout: 20_000 });
    const b12 = card(page, 'SBOVZ-B12-TCBL');
    await expect(b12.getByRole('heading', { name: 'B12-Corrinoids' })).toBeVisible();
    await expect(b12).toContainText('SBOVZ-B12-TCBL');
    // The card's image is the smallest rendition of the stored banner, not the upload.
    const image = b12.locator('.product-card__image img');
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        image.evaluate((img: HTMLImageElement) =>
          img.complete && img.naturalWidth > 0 ? img.currentSrc : '',
        ),
      )
      .toMatch(/\/media\/[a-f0-9]{64}-480w\.webp$/);
    await expect(page.getByRole('link', { name: '+ Add Product' })).toHaveAttribute(
      'href',
      '/AdminDashboard/products/add',
    );
    await expect(b12.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/AdminDashboard/products/SBOVZ-B12-TCBL/edit',
    );
  });

  test('when a name is searched, then the grid narrows, and No products found when nothing matches', async ({
    page,
    loginAs,
  }) => {
    await loginAs('DATA_CURATOR');
    await page.goto('/AdminDashboard/products');
    await expect(card(page, 'SBOVZ-B12-TCBL')).toBeVisible();
    const search = page.getByPlaceholder('Search products...');
    await search.fill('b12-corrinoids');
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, 'SBOVZ-B12-TCBL')).toBeVisible();
    await search.fill('no such product zzz');
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText('No products found')).toBeVisible();
  });

  test('when a card image is clicked, then the detail view opens; Edit points at the wizard', async ({
    page,
    loginAs,
  }) => {
    await loginAs('ADMIN');
    await page.goto('/AdminDashboard/products');
    await card(page, 'SBOVZ-B12-TCBL').getByRole('link', { name: 'View B12-Corrinoids' }).click();
    await expect(page).toHaveURL(/\/AdminDashboard\/products\/SBOVZ-B12-TCBL$/);
    await expect(page.getByRole('heading', { level: 1, name: 'B12-Corrinoids' })).toBeVisible();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/AdminDashboard\/products$/);
  });

  test('when a DATA_CURATOR opens the list, then no card offers Delete, and the server refuses one anyway', async ({
    page,
    request,
    loginAs,
  }) => {
    const curator = await loginAs('DATA_CURATOR');
    await page.goto('/AdminDashboard/products');
    const b12 = card(page, 'SBOVZ-B12-TCBL');
    await expect(b12.getByRole('link', { name: 'Edit' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    const refused = await request.delete('/api/products/SBOVZ-B12-TCBL', {
      headers: { Authorization: `Bearer ${curator.token}` },
    });
    expect(refused.status()).toBe(403);
    await expect(b12).toBeVisible();
  });

  test('when a PRODUCT_MANAGER confirms deleting its product, then the card and the product are gone', async ({
    page,
    request,
    loginAs,
    newStaff,
  }) => {
    const session = await newStaff('PRODUCT_MANAGER');
    const product = newProduct();
    const created = await request.post('/api/products', {
      data: product,
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(created.ok(), await created.text()).toBe(true);
    await loginAs(session);
    const dialogs = acceptDialogs(page);
    await page.goto('/AdminDashboard/products');
    const mine = card(page, product.productCode);
    await expect(mine).toBeVisible();
    await mine.getByRole('button', { name: 'Delete' }).click();
    await expect(mine).toHaveCount(0);
    expect(dialogs).toEqual([`Are you sure you want to delete ${product.productCode}?`]);
    expect(await productCodes(request, session)).not.toContain(product.productCode);
  });

  test('when the stored token is no longer valid, then the session alert shows and /login opens', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('token', 'expired.invalid.token');
      localStorage.setItem('username', 'someone');
      localStorage.setItem('role', 'ADMIN');
    });
    const dialogs = acceptDialogs(page);
    await page.goto('/AdminDashboard/products');
    await expect(page).toHaveURL(/\/login$/);
    expect(dialogs).toEqual(['Session expired. Please login again.']);
  });
});

test.describe('Admin product detail view', () => {
  test('when a staff member opens a seeded product, then its field groups show', async ({
    page,
    loginAs,
  }) => {
    await loginAs('ADMIN');
    await page.goto('/AdminDashboard/products/SBOVZ-B12-TCBL');
    await expect(page.getByRole('heading', { level: 1, name: 'B12-Corrinoids' })).toBeVisible();
    for (const h of ['Overview', 'Use', 'Manufacturing', 'Flags', 'Ingredients', 'Processes', 'Actives'])
      await expect(page.getByRole('heading', { level: 2, name: h, exact: true })).toBeVisible();
    await expect(page.getByText('Deficiencies line / B12-Corrinoids')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Heavy Metals' })).toContainText('Lead');
    await expect(page.getByRole('region', { name: 'Microbiology' })).toContainText('Salmonella');
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/AdminDashboard/products/SBOVZ-B12-TCBL/edit',
    );
  });

  test('when the code is unknown, then Product not found. shows with Go Back', async ({ page, loginAs }) => {
    await loginAs('ADMIN');
    await page.goto('/AdminDashboard/products/NO-SUCH-CODE');
    await expect(page.getByText('Product not found.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  });
});

test.describe('Duplicate', () => {
  test('when Duplicate is clicked on a card, then the wizard opens a new product with every field of it but its code and name', async ({
    page,
    loginAs,
  }) => {
    await loginAs('DATA_CURATOR');
    await page.goto('/AdminDashboard/products');
    await page.getByRole('link', { name: 'Duplicate B12-Corrinoids' }).click();
    await expect(page).toHaveURL(/\/AdminDashboard\/products\/add\?from=SBOVZ-B12-TCBL$/);
    await expect(page.getByLabel('Product Code', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Product Name', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Product Description', { exact: true })).toHaveValue(
      /whole-food vitamin B12 complex/,
    );
    // Typing makes it a draft of its own, named in the address; the copy's content stays.
    await page.getByLabel('Product Code', { exact: true }).fill('E2E-DUP-1');
    await expect(page).toHaveURL(/\/add\?draft=[0-9a-f-]{36}$/);
    await expect(page.getByLabel('Product Description', { exact: true })).toHaveValue(
      /whole-food vitamin B12 complex/,
    );
  });

  test('when Duplicate is clicked on the admin detail, then the same copy opens', async ({
    page,
    loginAs,
  }) => {
    await loginAs('PRODUCT_MANAGER');
    await page.goto('/AdminDashboard/products/SBOVZ-B12-TCBL');
    await page.getByRole('link', { name: 'Duplicate' }).click();
    await expect(page.getByLabel('Product Code', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Product Description', { exact: true })).toHaveValue(
      /whole-food vitamin B12 complex/,
    );
  });
});

test('when the admin detail opens, then its index links to every section and a click scrolls there', async ({
  page,
  loginAs,
}) => {
  await loginAs('DATA_CURATOR');
  await page.goto('/AdminDashboard/products/SBOVZ-B12-TCBL');
  const index = page.getByRole('navigation', { name: 'Sections' });
  await expect(index.getByRole('link')).toHaveCount(15);
  await index.getByRole('link', { name: 'Microbiology' }).click();
  await expect(page).toHaveURL(/#detail-microbiology$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Microbiology' })).toBeInViewport();
});
