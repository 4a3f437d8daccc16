// The public site as the server sends it (issue #14 §1): every public page and every catalogue product's
// page holds its content before any script runs (read here with JavaScript off: text, images, navigation),
// and the browser then takes the server's markup over (hydration) instead of drawing the page again.
import type { Page } from '@playwright/test';
import { expect, test, whenHydrated } from './fixtures.ts';
import { watchLayoutShifts } from './layout-shifts.ts';
import { catalogueProducts } from '../../shared/catalogue.ts';
import { BRAND_TYPEFACE } from '../../shared/page-start.ts';
import { PUBLIC_PAGES } from '../../shared/site-pages.ts';

const PAGES = PUBLIC_PAGES.map((p) => p.path);
const PRODUCTS = catalogueProducts().map((p) => p.data);

/** Every <img> on the page has loaded (a broken or missing image has no natural width). */
async function expectImagesLoaded(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((img) => img.loading !== 'lazy' || img.getBoundingClientRect().top < innerHeight)
          .filter((img) => !(img.complete && img.naturalWidth > 0))
          .map((img) => img.currentSrc || img.src),
      ),
    )
    .toEqual([]);
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, serviceWorkers: 'block' });

  // One page opens every route in turn: each is a document of its own, loaded from the server.
  test('when each public page is opened, then its heading, text, images and the site’s navigation are there', async ({
    page,
  }) => {
    for (const path of PAGES) {
      await test.step(path, async () => {
        const answer = await page.goto(path);
        expect(answer?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // More than the heading, but on Our Stories, whose only content the spec says is its title.
        const [heading, text] = await Promise.all([
          page.getByRole('heading', { level: 1 }).first().innerText(),
          page.locator('main').innerText(),
        ]);
        if (path === '/Stories') expect(text.trim()).toBe(heading.trim());
        else expect(text.length, 'the page has its text').toBeGreaterThan(heading.length);
        const nav = page.getByRole('navigation', { name: 'Main' });
        for (const name of ['Home', 'About', 'Portfolio', 'Services', 'Contact']) {
          await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', /^\//);
        }
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await expectImagesLoaded(page);
      });
    }
  });

  test('when a page is opened, then its text is set in the brand typeface all the same', async ({ page }) => {
    await page.goto('/About');
    const family = await page
      .getByRole('heading', { level: 1 })
      .evaluate((h) => getComputedStyle(h).fontFamily);
    expect(family).toMatch(new RegExp(`^"?${BRAND_TYPEFACE}"?,`));
  });

  test('when the Portfolio is opened, then its default selection is shown: the first line’s first product', async ({
    page,
  }) => {
    await page.goto('/Portfolio');
    const first = PRODUCTS[0]!;
    await expect(page.getByRole('heading', { name: first.productName }).first()).toBeVisible();
    await expect(page.getByText(first.assay).first()).toBeVisible();
  });

  for (const width of [375, 1280]) {
    test(`when the Portfolio is scrolled at ${width} px before its script runs, then its pill rows stick under the site header, not behind it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/Portfolio');
      const rows = page.getByRole('group', { name: /: subcategories$/ });
      await expect(rows).toBeVisible();
      await page.mouse.move(width / 2, 600);
      await page.mouse.wheel(0, 900);
      // Scrolled: the search above the tabs has gone up past the top of the screen.
      await expect
        .poll(async () => (await page.getByRole('combobox').boundingBox())!.y, 'the search, scrolled away')
        .toBeLessThan(-100);
      const [bar, row] = await Promise.all([page.getByRole('banner').boundingBox(), rows.boundingBox()]);
      // Just under the header: the sticky block's top padding (0.75rem) above the row.
      const below = row!.y - (bar!.y + bar!.height);
      expect(below, 'the subcategory row’s distance below the header').toBeGreaterThanOrEqual(0);
      expect(below).toBeLessThanOrEqual(16);
    });
  }

  test('when every catalogue product’s page is opened, then it shows the product’s name, code and sheet', async ({
    page,
  }) => {
    // One navigation per catalogue product (two dozen), each the first render of its page on the server.
    test.setTimeout(90_000);
    expect(PRODUCTS.length).toBeGreaterThan(10);
    for (const product of PRODUCTS) {
      const answer = await page.goto(`/product/${product.productCode}`);
      expect(answer?.status(), product.productCode).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
      await expect(page.getByText(product.productCode, { exact: true }).first()).toBeVisible();
      await expect(page.getByText('Loading product details…')).toHaveCount(0);
    }
  });

  test('when an unknown address is opened, then it answers 404 with the error inside the site’s frame and a way home', async ({
    page,
  }) => {
    const answer = await page.goto('/no-such-page');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});

test.describe('hydration', () => {
  test.use({ serviceWorkers: 'block' });

  // One page opens every route in turn: each load is a document of its own, hydrated from scratch.
  test('when each public page, a product’s and the 404 are opened, then the browser keeps the server’s markup and reports no mismatch', async ({
    page,
  }) => {
    let errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    // The first element the server put in #root, marked before any script runs: hydration keeps it, a
    // render from scratch (what a mismatch falls back to) replaces it.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const first = document.getElementById('root')?.firstElementChild;
        if (first) (window as unknown as { serverNode: Element }).serverNode = first;
      });
    });
    for (const path of [...PAGES, `/product/${PRODUCTS[0]!.productCode}`, '/no-such-page']) {
      await test.step(path, async () => {
        errors = [];
        await page.goto(path);
        await whenHydrated(page);
        // Hydrated: the app answers a click without loading a page (the chat opens).
        await page.getByRole('button', { name: 'Open support chat' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        const kept = await page.evaluate(
          () =>
            (window as unknown as { serverNode?: Element }).serverNode ===
            document.getElementById('root')?.firstElementChild,
        );
        expect(kept, 'the server’s markup is the page’s').toBe(true);
        expect(errors).toEqual([]);
        // Every public page's CSS is the one stylesheet linked after its content: a chunk brings none of its
        // own (a chunk's CSS would be a link the app added to the head once hydrated).
        const stylesheets = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map(
            (link) => new URL(link.href).pathname,
          ),
        );
        expect(stylesheets).toHaveLength(1);
        expect(stylesheets[0]).toMatch(/^\/assets\/index-[\w-]+\.css$/);
      });
    }
  });
});

test.describe('the brand typeface', () => {
  test('when a page opens, then its text is set in the self-hosted Nunito Sans, fetched from this site only', async ({
    page,
  }) => {
    const fontRequests: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'font') fontRequests.push(r.url());
    });
    await page.goto('/About');
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, ''));
    });
    expect(loaded).toContain(BRAND_TYPEFACE);
    const family = await page
      .getByRole('heading', { level: 1 })
      .evaluate((h) => getComputedStyle(h).fontFamily);
    expect(family).toMatch(new RegExp(`^"?${BRAND_TYPEFACE}"?,`));
    expect(fontRequests.length).toBeGreaterThan(0);
    for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  });

  test('when the typeface arrives, then text set in its stand-in keeps its width at every weight the site uses', async ({
    page,
  }) => {
    await page.goto('/About');
    const widths = await page.evaluate(async (brand) => {
      // The header's links, the portfolio's tabs and a sentence: what moved when the typeface arrived.
      const text =
        'Home About Us Portfolio Services Sustainability Contact Deficiencies line Conditions line ' +
        'Regenerative Health line Life cycle line. Plant-based vitamins and minerals for manufacturers.';
      const width = (weight: number, family: string) => {
        const span = document.createElement('span');
        span.style.cssText = `font: ${weight} 16px ${family}; white-space: nowrap; position: absolute`;
        span.textContent = text;
        document.body.append(span);
        const { width: w } = span.getBoundingClientRect();
        span.remove();
        return w;
      };
      const out: Record<number, number> = {};
      for (const weight of [400, 600, 700, 800]) {
        // Loaded at this weight before it is measured (the page may not have used it yet).
        await document.fonts.load(`${weight} 16px "${brand}"`);
        out[weight] =
          width(weight, `"${brand.replace(/ Variable$/, '')} Fallback"`) / width(weight, `"${brand}"`);
      }
      return out;
    }, BRAND_TYPEFACE);
    for (const [weight, ratio] of Object.entries(widths)) {
      expect(Math.abs(ratio - 1), `weight ${weight}: stand-in ÷ typeface = ${ratio}`).toBeLessThan(0.01);
    }
  });

  // Lighthouse's phone: what it reported moving were the Portfolio's third tab and the product page's print
  // button, each a few pixels, from the widths of the names before them or of its own.
  for (const path of ['/', '/Portfolio', '/product/SBOVZ-B12-TCBL']) {
    test(`when the typeface arrives on ${path} at a phone’s width, then nothing on the page moves`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      const moved = await watchLayoutShifts(page);
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      // The frames that draw the typeface, then the task that reports their shifts.
      await page.evaluate(
        () =>
          new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))),
      );
      expect(await moved()).toEqual([]);
    });
  }

  // The whole stylesheet, applied after the first paint, must declare no face: declared a second time, the
  // browser resolved every element's font and shaped and laid out all the text again. On a prerendered page
  // (whose stylesheet is linked after its content), and on the app shell (the staff area).
  for (const path of ['/product/SBOVZ-B12-TCBL', '/AdminDashboard']) {
    test(`when ${path} has applied the whole stylesheet, then each of the typeface’s faces is declared once, and its text is set in the typeface`, async ({
      page,
    }) => {
      await page.goto(path);
      // The whole stylesheet applies, and declares no face.
      await expect
        .poll(() =>
          page.evaluate(() => {
            const link = document.querySelector<HTMLLinkElement>('link[rel=stylesheet][href^="/assets/"]');
            if (!link?.sheet) return 'not applied';
            // Any face declared there, even one the page does not declare itself, re-resolves every font.
            return [...link.sheet.cssRules].filter((rule) => rule instanceof CSSFontFaceRule).length;
          }),
        )
        .toBe(0);
      const faces = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].map((f) => `${f.family.replace(/"/g, '')} ${f.weight} ${f.style}`);
      });
      expect(faces).toContain(`${BRAND_TYPEFACE} 200 1000 normal`);
      expect(faces.filter((face) => face.startsWith(BRAND_TYPEFACE)).length).toBe(1);
      expect(faces.length).toBeGreaterThan(1); // the stand-in's faces
      expect(new Set(faces).size).toBe(faces.length);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCSS(
        'font-family',
        new RegExp(`^"?${BRAND_TYPEFACE}"?,`),
      );
    });
  }
});

test.describe('the tab’s icon', () => {
  test('when a page is asked for, then the icon it names is a PNG this site serves, not an SVG', async ({
    request,
  }) => {
    // An SVG icon costs Chromium a whole SVG document built on the page's main thread at every page load.
    const html = await (await request.get('/Portfolio')).text();
    const icons = [...html.matchAll(/<link rel="icon" href="([^"]+)"[^>]*>/g)].map((m) => m[1] ?? '');
    expect(icons).toHaveLength(1);
    const answer = await request.get(icons[0] ?? '');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
    expect((await answer.body()).subarray(1, 4).toString()).toBe('PNG');
  });
});

test.describe('the web app manifest', () => {
  test('when a prerendered page is asked for, then its head links the web app manifest, which this site serves', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const href = /<link rel="manifest" href="([^"]+)">/.exec(head)?.[1];
    expect(href).toBeDefined();
    expect((await request.get(href ?? '')).headers()['content-type']).toContain('application/manifest+json');
  });
});

test.describe('the largest image', () => {
  test('when a product page is asked for, then its HTML preloads the product’s banner at the width the screen needs, fetched first', async ({
    request,
  }) => {
    const html = await (await request.get('/product/SBOVZ-B12-TCBL')).text();
    const banner =
      /<img class="product-sheet__banner" src="([^"]+)" srcSet="([^"]+)" sizes="([^"]+)"[^>]*>/.exec(html);
    expect(banner?.[1]).toMatch(/^\/media\/[a-f0-9]{64}\.webp$/);
    expect(banner?.[2]).toBe(
      [480, 720, 960].map((w) => `${banner?.[1]?.replace(/\.webp$/, '')}-${w}w.webp ${w}w`).join(', '),
    );
    expect(banner?.[0]).toMatch(/fetchpriority="high"/i);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      `<link rel="preload" as="image" imagesrcset="${banner?.[2]}" imagesizes="${banner?.[3]}" fetchpriority="high" />`,
    );
  });

  test('when a product page opens on a phone, then its banner is the rendition that fits, and the upload itself is never fetched', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      serviceWorkers: 'block',
    });
    try {
      const page = await context.newPage();
      const media: string[] = [];
      page.on('request', (r) => {
        const { pathname } = new URL(r.url());
        if (pathname.startsWith('/media/')) media.push(pathname.replace(/^\/media\/[a-f0-9]{64}/, ''));
      });
      await page.goto('/product/SBOVZ-B12-TCBL');
      const banner = page.getByRole('img', { name: 'B12-Corrinoids', exact: true });
      // 379 px wide at 1.75 device pixels per px: 663 pixels, so the 720 px rendition.
      await expect
        .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect(await banner.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-720w\.webp$/);
      expect(media).toEqual(['-720w.webp']);
    } finally {
      await context.close();
    }
  });

  for (const screen of [
    {
      name: 'a phone',
      viewport: { width: 412, height: 823 },
      scale: 1.75,
      poster: 'hero-poster-square-780.avif',
    },
    { name: 'a desktop', viewport: { width: 1280, height: 800 }, scale: 1, poster: 'hero-poster-1280.avif' },
  ]) {
    test(`when Home opens on ${screen.name}, then the hero's poster is the one cut for that screen, and the only one fetched`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: screen.viewport,
        deviceScaleFactor: screen.scale,
        serviceWorkers: 'block',
      });
      try {
        const page = await context.newPage();
        const posters: string[] = [];
        page.on('request', (r) => {
          const name = new URL(r.url()).pathname.split('/').pop() ?? '';
          if (name.startsWith('hero-poster')) posters.push(name);
        });
        await page.goto('/');
        const poster = page.locator('img.hero__media');
        await expect
          .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
        const shown = await poster.evaluate((img: HTMLImageElement) => img.currentSrc);
        expect(new URL(shown).pathname).toBe(`/images/hero/${screen.poster}`);
        // The server's preload (one per cut, each for its own screens) and the <picture> agree.
        expect(posters).toEqual([screen.poster]);
        // Either way the poster covers the hero's box.
        const [box, hero] = await Promise.all([poster.boundingBox(), page.locator('.hero').boundingBox()]);
        expect(box).toEqual(hero);
      } finally {
        await context.close();
      }
    });
  }

  test('when a prerendered page is asked for, then its script is an ordinary module script in its head, asked for at once, with the page’s own chunk preloaded', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/product/SBOVZ-B12-TCBL')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
    expect(head).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/product-page-[\w-]+\.js">/);
    // The image's preload comes before the script in the head, at a higher priority.
    expect(head.indexOf('rel="preload" as="image"')).toBeLessThan(head.indexOf('<script type="module"'));
    // Asked for before the banner has arrived: nothing waits for a paint.
    const events: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') events.push('script asked');
    });
    page.on('requestfinished', (r) => {
      if (r.url().includes('/media/')) events.push('banner arrived');
    });
    await page.goto('/product/SBOVZ-B12-TCBL');
    await expect.poll(() => events.includes('banner arrived')).toBe(true);
    expect(events.indexOf('script asked')).toBeLessThan(events.indexOf('banner arrived'));
  });
});

test.describe('the address’s state', () => {
  test('when a shared Portfolio link names a line and subcategory, then the page is prerendered showing them, and hydration keeps them without a mismatch', async ({
    page,
    request,
  }) => {
    const path = '/Portfolio?category=conditions-line&subcategory=cartilazen';
    const html = await (await request.get(path)).text();
    expect(html).toMatch(/aria-selected="true"[^>]*>Conditions line</);
    expect(html).toMatch(/aria-pressed="true"[^>]*>Cartilazen</);
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
    });
    await page.goto(path);
    await whenHydrated(page);
    await expect(page.getByRole('tab', { name: 'Conditions line' })).toHaveAttribute('aria-selected', 'true');
    expect(errors).toEqual([]);
  });
});

test.describe('scroll position', () => {
  // Not about the service worker: its 'Ready to work offline' row, in the page's flow, would move the page
  // between the two looks.
  test.use({ serviceWorkers: 'block' });

  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 375, height: 740 },
  ]) {
    test(`when a visitor at ${viewport.width} px scrolls down Home, moves to another page from the footer and comes Back, then that page opens at its top and Back shows the footer where it was`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const footerLink = page.locator('footer').getByRole('link', { name: 'Portfolio' }).first();
      const top = async () => (await footerLink.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
      // A wheel turn at a time, as a person scrolls: the sections laid out only near the screen are laid out
      // on the way, as the visitor sees them.
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      for (let turn = 0; turn < 100 && (await top()) > viewport.height / 2; turn++)
        await page.mouse.wheel(0, 300);
      await expect.poll(top).toBeLessThan(viewport.height / 2);
      const before = await top();

      await footerLink.click();
      await expect(page).toHaveURL(/\/Portfolio$/);
      await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      await expect.poll(async () => Math.abs((await top()) - before)).toBeLessThan(2);
    });
  }
});
