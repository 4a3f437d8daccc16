// /product/{productCode} (public-area.md §2.11) against the built app and its seeded catalogue.
import { expect, test } from './fixtures.ts';

// page.route does not see requests a service worker answers.
test.use({ serviceWorkers: 'block' });

test.describe('Product page', () => {
  test('when a seeded product opens, then its spec sheet shows every public field group', async ({
    page,
  }) => {
    await page.goto('/product/SBOVZ-B12-TCBL');
    await expect(page.getByRole('heading', { level: 1, name: 'B12-Corrinoids' })).toBeVisible();
    await expect(page.getByText('Loading product details…')).toHaveCount(0);
    await expect(page.getByText(/^A whole-food vitamin B12 complex/)).toBeVisible();
    const facts = page.locator('.product-sheet__summary');
    for (const label of ['Category', 'Origin', 'Form', 'Scope', 'Type', 'Function']) {
      await expect(facts.locator('dt', { hasText: new RegExp(`^${label}$`) })).toBeVisible();
    }
    await expect(facts).toContainText('Deficiencies line / B12-Corrinoids');
    await expect(facts).toContainText('India');
    for (const heading of [
      'Uses',
      'Benefits',
      'Allergens',
      'Actives',
      'Ingredient composition',
      'Ingredients',
      'Quality control, shelf life and handling',
      'Compliance',
      'Heavy metals',
      'Microbiology',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Actives' })).toContainText('B12 0.1%');
    await expect(page.getByRole('region', { name: 'Ingredient composition' })).toContainText(
      'Fermented mung bean',
    );
    await expect(page.getByRole('region', { name: 'Ingredients' })).toContainText('° N');
    await expect(page.getByRole('region', { name: 'Compliance' })).toContainText('Ionisation/Radiation');
    await expect(page.getByRole('region', { name: 'Heavy metals' })).toContainText('Lead');
    await expect(page.getByRole('region', { name: 'Microbiology' })).toContainText('Salmonella');
    const uses = page.locator('.sheet-section', { has: page.getByRole('heading', { name: 'Uses' }) });
    for (const label of ['Functional use', 'Recommended use', 'Intended use', 'Directions for use']) {
      await expect(uses.locator('dt', { hasText: label })).toBeVisible();
    }
    const quality = page.locator('.sheet-section', {
      has: page.getByRole('heading', { name: 'Quality control, shelf life and handling' }),
    });
    for (const label of ['Quality control', 'Shelf life', 'Handling']) {
      await expect(quality.locator('dt', { hasText: new RegExp(`^${label}$`) })).toBeVisible();
    }
    // The seed stores each product's banner as media; the page loads it from the server by its path.
    const banner = page.getByRole('img', { name: 'B12-Corrinoids' });
    await expect(banner).toHaveAttribute('src', /^\/media\/[a-f0-9]{64}\.webp$/);
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('when a staff session is stored, then its token goes with the request as a bearer token', async ({
    page,
  }) => {
    await page.goto('/About');
    await page.evaluate(() => {
      localStorage.setItem('token', 'not-a-real-token');
      localStorage.setItem('username', 'stale');
      localStorage.setItem('role', 'DATA_CURATOR');
    });
    const sent = page.waitForRequest('**/api/products/SBOVZ-D3');
    await page.goto('/product/SBOVZ-D3');
    expect((await sent).headers().authorization).toBe('Bearer not-a-real-token');
    // A stale token is treated as anonymous: the public record still shows.
    await expect(page.getByRole('heading', { level: 1, name: 'Lichen D3' })).toBeVisible();
  });

  test('when the code is unknown, then "Product not found." shows and Go Back returns', async ({ page }) => {
    await page.goto('/Portfolio');
    await page.goto('/product/NO-SUCH-PRODUCT');
    await expect(page.getByText('Product not found.', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/Portfolio$/);
    await expect(page.getByRole('tab', { name: 'Deficiencies line' })).toBeVisible();
  });

  test('when the API fails, then "Failed to load product details." shows with Go Back', async ({ page }) => {
    await page.route('**/api/products/**', (route) => route.abort());
    // A product the server does not prerender (not in the catalogue): the page has only the API to ask.
    await page.goto('/product/STAFF-MADE-1');
    await expect(page.getByText('Failed to load product details.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  });

  test('when the API fails on a catalogue product’s page, then the record the page came with stays shown', async ({
    page,
  }) => {
    await page.route('**/api/products/**', (route) => route.abort());
    // The page logs a failed fetch before it decides what to show.
    const refreshFailed = page.waitForEvent('console', (m) => m.text().startsWith('Failed to load product'));
    await page.goto('/product/SBOVZ-B12-TCBL');
    await expect(page.getByRole('heading', { level: 1, name: 'B12-Corrinoids' })).toBeVisible();
    // The refresh from the API has been tried and failed; what the page shows did not change.
    await refreshFailed;
    await expect(page.getByRole('heading', { level: 1, name: 'B12-Corrinoids' })).toBeVisible();
    await expect(page.getByText('Failed to load product details.')).toHaveCount(0);
  });

  test('when Back is clicked, then the previous page shows again', async ({ page }) => {
    await page.goto('/About');
    await page.goto('/product/SBOVZ-B12-TCBL');
    await expect(page.getByRole('heading', { level: 1, name: 'B12-Corrinoids' })).toBeVisible();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/About$/);
  });

  test('when the page is 375 px wide, then it does not scroll sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/product/SBOVZ-B12-TCBL');
    await expect(page.getByRole('heading', { level: 1, name: 'B12-Corrinoids' })).toBeVisible();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  });
});
