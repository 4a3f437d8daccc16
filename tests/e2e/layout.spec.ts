// Every public route at a phone's width (375 px) and a laptop's (1280 px): a screenshot of each is kept
// with the test's output, and the page fails when it is wider than the screen (a sideways scroll) or when a
// link, button or field in the first screenful is hidden under the header or the support chat's button (its
// middle under it, or a quarter of it or more: a large card may pass under the corner button).
import { expect, test } from './fixtures.ts';
import { PUBLIC_PAGES } from '../../shared/site-pages.ts';

const ROUTES = [...PUBLIC_PAGES.map((p) => p.path), '/product/SBOVZ-B12-TCBL'];
const WIDTHS = [375, 1280];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 740 : 900 } });

    for (const route of ROUTES) {
      test(`when ${route} opens, then nothing is wider than the screen or hidden under the header or the chat button`, async ({
        page,
      }, testInfo) => {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
        await expect(page.getByRole('button', { name: 'Open support chat' })).toBeVisible();
        // Fonts and images in place before measuring.
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await page.screenshot({
          path: testInfo.outputPath(`${width}${route.replace(/\//g, '_') || '_home'}.png`),
          fullPage: false,
        });

        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);

        const found = await page.evaluate(() => {
          const rect = (el: Element) => {
            const r = el.getBoundingClientRect();
            return { x: r.x, y: r.y, width: r.width, height: r.height };
          };
          const header = document.querySelector('.frame-header');
          const chat = document.querySelector('.support-chat__launcher');
          const controls = [
            ...document.querySelectorAll('main a[href], main button, main input, main select, main textarea'),
          ].filter((el) => {
            const r = el.getBoundingClientRect();
            const style = getComputedStyle(el);
            return (
              r.width > 0 &&
              r.height > 0 &&
              style.visibility !== 'hidden' &&
              r.top >= 0 &&
              r.bottom <= window.innerHeight &&
              r.left >= 0 &&
              r.right <= window.innerWidth
            );
          });
          return {
            header: header ? rect(header) : undefined,
            chat: chat ? rect(chat) : undefined,
            controls: controls.map((el) => ({
              name: (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().slice(0, 40),
              box: rect(el),
            })),
          };
        });
        const covered = (a: Box, b: Box) => {
          const w = Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x));
          const h = Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
          const middle = { x: a.x + a.width / 2, y: a.y + a.height / 2 };
          const middleUnder =
            middle.x >= b.x && middle.x <= b.x + b.width && middle.y >= b.y && middle.y <= b.y + b.height;
          return middleUnder || (w * h) / (a.width * a.height) >= 0.25;
        };
        const hidden = found.controls.filter((c) =>
          [found.header, found.chat].some((over) => over && covered(c.box, over)),
        );
        expect(
          hidden.map((c) => c.name),
          'controls under the header or the chat button',
        ).toEqual([]);
      });
    }
  });
}
