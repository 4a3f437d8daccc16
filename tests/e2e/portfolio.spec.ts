// The Portfolio page (public-area.md §2.4, §2.5) in Chromium against the built app. Timers run only when
// a test moves Playwright's clock; nothing waits on the wall clock.
import type { Page } from '@playwright/test';
import { pauseClock } from './clock.ts';
import { expect, test } from './fixtures.ts';
import { watchLayoutShifts } from './layout-shifts.ts';
import { catalogueProducts, findCatalogueProduct } from '../../shared/catalogue.ts';
import { certificateNames } from '../../pwa/src/content/catalogue-display.ts';
import { CERTIFICATE_LOGOS, PLACEHOLDER_SRC, PRODUCT_BANNERS } from '../../pwa/src/content/images.ts';
import { slugify } from '../../pwa/src/public/portfolio/portfolio-selection.ts';

// page.route does not see requests a service worker answers.
test.use({ serviceWorkers: 'block' });

const T0 = new Date('2025-03-01T09:00:00Z').getTime();

/** Opens a page with the clock paused, so every timer runs only when a test says so. */
async function openPaused(page: Page, path: string) {
  await pauseClock(page, T0);
  await page.goto(path);
}

/** The portfolio address of a catalogue product. */
function portfolioPath(productCode: string): string {
  const ref = findCatalogueProduct(productCode);
  if (!ref) throw new Error(`${productCode} is not in the catalogue`);
  const params = new URLSearchParams({ category: slugify(ref.line), subcategory: slugify(ref.subcategory) });
  if (ref.product) params.set('product', slugify(ref.product));
  return `/Portfolio?${params}`;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Our product lines' });
const currentSlide = (page: Page) => banner(page).locator('.banner-carousel__slide[data-current]');
const typed = (page: Page) => currentSlide(page).locator('.banner-carousel__typed');
const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
const field = (page: Page, label: string) =>
  page
    .locator('.product-info__field')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
const carousel = (page: Page) => page.locator('.product-carousel');

test.describe('Portfolio banner', () => {
  test('when the portfolio opens, then until it has loaded only the shown slide’s image is fetched; the next one after', async ({
    page,
  }) => {
    const requested: { path: string; beforeLoad: boolean }[] = [];
    let loaded = false;
    page.on('load', () => (loaded = true));
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/images/banners/')) requested.push({ path: pathname, beforeLoad: !loaded });
    });
    await page.goto('/Portfolio');
    await expect
      .poll(() => requested.filter((r) => !r.beforeLoad).map((r) => r.path))
      .toEqual([expect.stringMatching(/^\/images\/banners\/conditions-line-\d+\.avif$/)]);
    expect(requested.filter((r) => r.beforeLoad).map((r) => r.path)).toEqual([
      expect.stringMatching(/^\/images\/banners\/deficiencies-line-\d+\.avif$/),
    ]);
    // The slides after the next keep no image until the carousel comes near them.
    await expect(banner(page).locator('.banner-carousel__slide').nth(2).locator('img')).toHaveCount(0);
  });

  test('when the subtitle types, then nothing in it shifts', async ({ page }) => {
    // On the wall clock: the browser reports a layout shift only once it has drawn the frame that has it.
    const moved = await watchLayoutShifts(page, '.banner-carousel__subtitle');
    await page.goto('/Portfolio');
    await expect(typed(page)).toHaveText('B12-Corrinoids');
    await expect(typed(page)).not.toHaveText('B12-Corrinoids');
    expect(await moved()).toEqual([]);
  });

  test('when 15 s pass, then the banner advances, and its subtitle types 70 ms a character', async ({
    page,
  }) => {
    await openPaused(page, '/Portfolio');
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 4: Deficiencies line');
    await expect(typed(page)).toHaveText('');
    await page.clock.runFor(70 * 5);
    await expect(typed(page)).toHaveText('B12-C');
    await page.clock.runFor(70 * 9);
    await expect(typed(page)).toHaveText('B12-Corrinoids');

    await page.clock.runFor(15_000 - 70 * 14 - 1);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 4: Deficiencies line');
    await page.clock.runFor(1);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '2 of 4: Conditions line');
    await expect(currentSlide(page).getByRole('heading', { name: 'Conditions line' })).toBeVisible();
    await page.clock.runFor(70 * 3);
    await expect(typed(page)).toHaveText('Neu');
  });

  test('when a category tab is clicked, then the banner moves to it and stops advancing', async ({
    page,
  }) => {
    await openPaused(page, '/Portfolio');
    await page.getByRole('tab', { name: 'Regenerative Health line' }).click();
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '3 of 4: Regenerative Health line');
    for (let i = 0; i < 4; i++) await page.clock.runFor(15_000);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '3 of 4: Regenerative Health line');
  });

  test('when the visitor prefers reduced motion, then nothing advances and the whole subtitle shows', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPaused(page, '/Portfolio');
    await expect(currentSlide(page).locator('.banner-carousel__subtitle')).toHaveText(
      /^B12-Corrinoids · Lichen D3 · .* · Vitamin K2-7 Menaquinone$/,
    );
    for (let i = 0; i < 4; i++) await page.clock.runFor(15_000);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 4: Deficiencies line');
  });
});

test.describe('Portfolio navigation', () => {
  test('when categories, subcategories and products are chosen, then the reset rules and breadcrumb follow', async ({
    page,
  }) => {
    await page.goto('/Portfolio');
    await expect(breadcrumb(page)).toHaveText(['Portfolio', 'Deficiencies line', 'B12-Corrinoids']);
    await expect(page.getByRole('heading', { level: 2, name: 'B12-Corrinoids' })).toBeVisible();
    await expect(page.getByRole('group', { name: /: products$/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'D- Phytosterols' }).click();
    const products = page.getByRole('group', { name: 'D- Phytosterols: products' });
    await expect(products.getByRole('button', { name: 'Lichen D3' })).toHaveAttribute('aria-pressed', 'true');
    await products.getByRole('button', { name: 'Mushroom D2' }).click();
    await expect(breadcrumb(page)).toHaveText([
      'Portfolio',
      'Deficiencies line',
      'D- Phytosterols',
      'Mushroom D2',
    ]);
    await expect(page.getByRole('heading', { level: 2, name: 'Mushroom D2' })).toBeVisible();

    // A new subcategory resets the product to its first.
    await page.getByRole('button', { name: 'Natural K' }).click();
    await expect(breadcrumb(page)).toHaveText([
      'Portfolio',
      'Deficiencies line',
      'Natural K',
      'Vitamin-K1 Phylloquinone',
    ]);

    // A new category resets subcategory and product to the first.
    await page.getByRole('tab', { name: 'Conditions line' }).click();
    await expect(page.getByRole('tab', { name: 'Conditions line' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Neuroix-12' })).toHaveAttribute('aria-pressed', 'true');
    await expect(breadcrumb(page)).toHaveText(['Portfolio', 'Conditions line', 'Neuroix-12']);

    // Back and forward walk the choices.
    await page.goBack();
    await expect(breadcrumb(page)).toHaveText([
      'Portfolio',
      'Deficiencies line',
      'Natural K',
      'Vitamin-K1 Phylloquinone',
    ]);
    await page.goForward();
    await expect(breadcrumb(page)).toHaveText(['Portfolio', 'Conditions line', 'Neuroix-12']);
  });

  test('when a visitor goes on choosing after a first tap, then each tab, pill or search match shows in the very next frame', async ({
    page,
  }) => {
    await page.goto('/Portfolio');
    // The first tap, as soon as the page is painted, may come before the app runs: the page holds it and
    // answers it when the app starts (early-input.spec.ts times that on a slow phone). The app draws the
    // choices that follow, and those are timed here.
    await page.getByRole('button', { name: 'E-Tocochromanols' }).click();
    await expect(page.getByRole('button', { name: 'E-Tocochromanols' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Each control acts on a click, but a search match on the press (before the box's blur closes the list).
    const steps: [string, 'click' | 'mousedown', () => Promise<void>, string[]][] = [
      [
        'a tab',
        'click',
        () => page.getByRole('tab', { name: 'Conditions line' }).click(),
        ['Conditions line', 'Neuroix-12', 'Neuroix-12'],
      ],
      [
        'a pill',
        'click',
        () => page.getByRole('button', { name: 'Cartilazen' }).click(),
        ['Conditions line', 'Cartilazen', 'Cartilazen'],
      ],
      [
        'a search match',
        'mousedown',
        async () => {
          await page.getByRole('combobox', { name: 'Search the catalogue' }).fill('sbovz-zinc');
          await page.getByRole('option').filter({ hasText: 'Natural Zinc' }).click();
        },
        ['Deficiencies line', 'Natural Zinc', 'Natural Zinc'],
      ],
    ];
    for (const [what, event, tap, shown] of steps) {
      await test.step(what, async () => {
        // What the first frame after the tap paints: the selected tab, the pressed pill, the product's name.
        await page.evaluate((event) => {
          const read = () =>
            [
              '[role=tab][aria-selected=true]',
              '[aria-label$="subcategories"] [aria-pressed=true]',
              'article h2',
            ].map((selector) => document.querySelector(selector)?.textContent ?? '');
          (window as unknown as { frameAfterTap: Promise<string[]> }).frameAfterTap = new Promise((resolve) =>
            document.addEventListener(event, () => requestAnimationFrame(() => resolve(read())), {
              capture: true,
              once: true,
            }),
          );
        }, event);
        await tap();
        expect(
          await page.evaluate(
            () => (window as unknown as { frameAfterTap: Promise<string[]> }).frameAfterTap,
          ),
        ).toEqual(shown);
      });
    }
  });

  test('when a product is searched by code and its match is clicked, then it is selected and links to its own page', async ({
    page,
  }) => {
    await page.goto('/Portfolio');
    const box = page.getByRole('combobox', { name: 'Search the catalogue' });
    await box.fill('sbovz-zinc');
    const match = page.getByRole('option').first();
    await expect(match).toContainText('Natural Zinc');
    await match.click();
    const view = page.getByRole('article');
    await expect(view.getByRole('heading', { level: 2, name: 'Natural Zinc' })).toBeVisible();
    await expect(page).toHaveURL(/category=.+&subcategory=.+/);
    await view.getByRole('link', { name: 'Full specification' }).click();
    await expect(page).toHaveURL(/\/product\/SBOVZ-Zinc$/);
  });

  test('when an entry has no data, then the being-updated message names it', async ({ page }) => {
    await page.goto('/Portfolio');
    await page.getByRole('tab', { name: 'Conditions line' }).click();
    await page.getByRole('button', { name: 'Dermvit' }).click();
    await expect(
      page.getByText(
        'Details for Dermvit are currently being updated. Please check back soon or contact us for immediate assistance!',
        { exact: true },
      ),
    ).toBeVisible();
    await expect(breadcrumb(page)).toHaveText(['Portfolio', 'Conditions line', 'Dermvit']);
    await expect(page.getByRole('heading', { name: 'Product Information' })).toHaveCount(0);
  });

  test('when the tabs are used with the keyboard, then the arrows move focus and selection', async ({
    page,
  }) => {
    await page.goto('/Portfolio');
    await page.getByRole('tab', { name: 'Deficiencies line' }).focus();
    await page.keyboard.press('ArrowRight');
    const conditions = page.getByRole('tab', { name: 'Conditions line' });
    await expect(conditions).toBeFocused();
    await expect(conditions).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Life cycle line' })).toBeFocused();
    await expect(page.getByText(/^Details for Kids are currently being updated/)).toBeVisible();
  });

  test('when the page is 375 px wide, then it does not scroll sideways; the pill rows scroll inside', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/Portfolio');
    await expect(page.getByRole('heading', { level: 2, name: 'B12-Corrinoids' })).toBeVisible();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    const row = page.getByRole('group', { name: 'Deficiencies line: subcategories' });
    const overflow = await row.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(overflow).toBe(true);
    await row.getByRole('button', { name: 'Natural K' }).click();
    await expect(row.getByRole('button', { name: 'Natural K' })).toBeInViewport();
  });
});

test.describe('Product detail view', () => {
  test('when B12-Corrinoids shows, then every field and all three footer links are there', async ({
    page,
  }) => {
    await page.goto('/Portfolio');
    const view = page.getByRole('article');
    await expect(view.getByRole('heading', { level: 2, name: 'B12-Corrinoids' })).toBeVisible();
    await expect(view.getByText('Product Code')).toBeVisible();
    await expect(view.getByText('SBOVZ-B12-TCBL', { exact: true })).toBeVisible();
    await expect(view.getByRole('heading', { name: 'Overview' })).toBeVisible();
    await expect(view.getByRole('heading', { name: 'Product Information' })).toBeVisible();
    for (const label of ['Product Name', 'Ingredients', 'Assay', 'Co-nutrients', 'Studies', 'Benefits']) {
      await expect(field(page, label)).toBeVisible();
    }
    await expect(field(page, 'Assay').locator('dd')).toHaveText('B12 0.1%');
    const uses = field(page, 'Functional Use');
    await expect(uses.getByRole('img', { name: 'Energy' })).toHaveAttribute('title', 'Energy');
    await expect(uses.getByRole('img', { name: 'Nervous system' })).toBeVisible();
    await expect(uses).toContainText('Vegan B12 in its food matrix');
    for (const name of ['Enquiry', 'FAQs', 'Sustainability Story']) {
      await expect(view.getByRole('link', { name, exact: true })).toHaveAttribute('href', '#');
    }
  });

  test('when another product shows, then FAQs and Sustainability Story are absent', async ({ page }) => {
    await page.goto(portfolioPath('SBOVZ-MVM'));
    const view = page.getByRole('article');
    await expect(view.getByRole('heading', { level: 2, name: 'Multivitamin' })).toBeVisible();
    await expect(view.getByRole('link', { name: 'Enquiry' })).toBeVisible();
    await expect(view.getByRole('link', { name: 'FAQs' })).toHaveCount(0);
    await expect(view.getByRole('link', { name: 'Sustainability Story' })).toHaveCount(0);
  });

  test('when a text is longer than 200 characters, then it spans the full width; shorter ones half', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(portfolioPath('SBOVZ-MVM'));
    // The address's product is selected once the page has hydrated: measure that product's fields.
    await expect(field(page, 'Benefits')).toBeVisible();
    await expect(field(page, 'Product Name')).toContainText(
      findCatalogueProduct('SBOVZ-MVM')!.data.productName,
    );
    const grid = await page.locator('.product-info__fields').boundingBox();
    const benefits = await field(page, 'Benefits').boundingBox();
    const name = await field(page, 'Product Name').boundingBox();
    expect(findCatalogueProduct('SBOVZ-MVM')?.data.benefits?.length).toBeGreaterThan(200);
    expect(benefits!.width).toBeCloseTo(grid!.width, 0);
    expect(name!.width).toBeLessThan(grid!.width * 0.55);
    expect(name!.width).toBeGreaterThan(grid!.width * 0.4);
  });

  test('when a banner path is empty-named (the catalogue’s Metabolein quirk), then its slide shows the placeholder', async ({
    page,
  }) => {
    const broken = PRODUCT_BANNERS['SBOVZ-Metabolein'] ?? [];
    expect(broken.length, 'Metabolein has no empty-named banner path').toBeGreaterThanOrEqual(2);
    await page.goto(portfolioPath('SBOVZ-Metabolein'));
    const images = carousel(page).locator('img');
    await expect(images).toHaveCount(broken.length);
    await expect(images.first()).toHaveAttribute('src', broken[0]!);
    await expect(images.last()).toHaveAttribute('src', PLACEHOLDER_SRC);
  });
});

test.describe('Product images', () => {
  const multi = catalogueProducts().find((p) => (PRODUCT_BANNERS[p.data.productCode] ?? []).length >= 2);

  test('when 3 s pass, then the next image shows; swipes change it and it wraps around', async ({ page }) => {
    expect(multi, 'no product has two banner images').toBeTruthy();
    const count = PRODUCT_BANNERS[multi!.data.productCode]!.length;
    await openPaused(page, portfolioPath(multi!.data.productCode));
    await expect(carousel(page)).toHaveAttribute('data-index', '0');
    await page.clock.runFor(2999);
    await expect(carousel(page)).toHaveAttribute('data-index', '0');
    await page.clock.runFor(1);
    await expect(carousel(page)).toHaveAttribute('data-index', '1');

    await carousel(page).scrollIntoViewIfNeeded();
    const box = (await carousel(page).boundingBox())!;
    const y = box.y + box.height / 2;
    const swipe = async (from: number, to: number) => {
      await page.mouse.move(box.x + from, y);
      await page.mouse.down();
      await page.mouse.move(box.x + to, y, { steps: 4 });
      await page.mouse.up();
    };
    await swipe(200, 170); // 30 px: below the threshold
    await expect(carousel(page)).toHaveAttribute('data-index', '1');
    await swipe(100, 200); // to the right: the previous image
    await expect(carousel(page)).toHaveAttribute('data-index', '0');
    await swipe(100, 200); // before the first comes the last
    await expect(carousel(page)).toHaveAttribute('data-index', String(count - 1));
    await swipe(200, 150); // 50 px to the left: after the last comes the first
    await expect(carousel(page)).toHaveAttribute('data-index', '0');
  });

  test('when the carousel has keyboard focus, then the arrow keys change the image', async ({ page }) => {
    expect(multi, 'no product has two banner images').toBeTruthy();
    const count = PRODUCT_BANNERS[multi!.data.productCode]!.length;
    await openPaused(page, portfolioPath(multi!.data.productCode));
    await carousel(page).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(carousel(page)).toHaveAttribute('data-index', String(count - 1));
    await page.keyboard.press('ArrowRight');
    await expect(carousel(page)).toHaveAttribute('data-index', '0');
  });

  test('when images fail to load, then banners are tried 3 times and certificates 2, then the placeholder', async ({
    page,
  }) => {
    const product = catalogueProducts().find(
      (p) =>
        (PRODUCT_BANNERS[p.data.productCode] ?? []).some(Boolean) &&
        certificateNames(p.data.productCode).some((n) => CERTIFICATE_LOGOS[n]),
    );
    expect(product, 'no product has both a banner image and a certificate logo').toBeTruthy();
    const code = product!.data.productCode;
    const bannerSrc = PRODUCT_BANNERS[code]!.find(Boolean)!;
    const logoName = certificateNames(code).find((n) => CERTIFICATE_LOGOS[n])!;
    const logoSrc = CERTIFICATE_LOGOS[logoName]!;

    const requests = new Map<string, string[]>();
    await page.route(
      (url) => url.pathname === bannerSrc || url.pathname === logoSrc,
      (route) => {
        const url = new URL(route.request().url());
        requests.set(url.pathname, [...(requests.get(url.pathname) ?? []), url.search]);
        return route.abort();
      },
    );
    await page.goto(portfolioPath(code));
    const bannerImg = carousel(page).locator('img').first();
    const logo = page.getByRole('list', { name: 'Certifications' }).getByRole('img', { name: logoName });
    await expect(bannerImg).toHaveAttribute('src', PLACEHOLDER_SRC);
    await expect(logo).toHaveAttribute('src', PLACEHOLDER_SRC);
    expect(requests.get(bannerSrc)).toEqual(['', '?retry=1', '?retry=2']);
    expect(requests.get(logoSrc)).toEqual(['', '?retry=1']);
    expect((await logo.boundingBox())!.height).toBeCloseTo(50, 0);
  });
});
