// Every public route at a small phone's width (320 px), a phone's (375 px) and a laptop's (1280 px), on a
// first visit (the 'Ready to work offline' prompt showing once the service worker is in) and then with the
// network off (the offline badge too). The service worker is installed once for each width; the visit then
// moves from route to route within the app, as a visitor does, so the prompt stays over each page. A
// screenshot of each state is kept with the test's output, and a route fails when its page is wider than
// the screen (a sideways scroll), when a link, button, field or tab is covered by another element (the
// prompt, the badge, the header, the support chat's button: whatever is on top at the control's middle) or
// runs off the screen's right edge, or when a control in the first screenful is hidden under the header or
// the chat button (its middle under it, or a quarter of it or more: a large card may pass under the corner
// button).
import type { Page, TestInfo } from '@playwright/test';
import { pauseClock } from './clock.ts';
import { expect, test } from './fixtures.ts';
import { expectNothingOverflowsOrCovered } from './covered.ts';
import { deviceNetwork } from './offline.ts';
import { moveToPublicPage } from './move-within-app.ts';
import { PUBLIC_PAGES } from '../../shared/site-pages.ts';

const ROUTES = [...PUBLIC_PAGES.map((p) => p.path), '/product/SBOVZ-B12-TCBL'];
const WIDTHS = [320, 375, 1280];
/** RELOAD_PROMPT_TEXT.offlineReady (pwa/src/app/reload-prompt.tsx, which the test cannot import). */
const OFFLINE_READY = 'Ready to work offline';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function expectNothingHidden(page: Page, testInfo: TestInfo, shot: string): Promise<void> {
  await expectNothingOverflowsOrCovered(page, testInfo, shot);

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
    `${shot}: controls under the header or the chat button`,
  ).toEqual([]);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 740 : 900 } });
    // The first visit installs the service worker, which precaches the site before it says it is ready;
    // then twelve routes, each measured twice.
    test.describe.configure({ timeout: 240_000 });

    test(`when each public route opens online and then offline, with 'Ready to work offline' showing, then nothing is wider than the screen, covered or past its edge`, async ({
      page,
    }, testInfo) => {
      // The page's timers wait for the test's clock: the prompt, which closes by itself after 8 s, stays
      // until every route is measured, however slow the machine.
      await pauseClock(page);
      await page.goto(ROUTES[0]!);
      const prompt = page.locator('.reload-prompt').filter({ hasText: OFFLINE_READY });
      await expect(prompt).toBeVisible({ timeout: 60_000 });
      const network = await deviceNetwork(page);

      for (const route of ROUTES) {
        await test.step(route, async () => {
          const name = `${width}${route.replace(/\//g, '_') || '_home'}`;
          if (route !== ROUTES[0]) await moveToPublicPage(page, route);
          await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
          await expect(page.getByRole('button', { name: 'Open support chat' })).toBeVisible();
          // Fonts and images in place before measuring.
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          await expect(prompt).toBeVisible();
          await expectNothingHidden(page, testInfo, `${name}-online`);

          await network.offline();
          await expect(page.locator('.offline-badge')).toBeVisible();
          await expect(prompt).toBeVisible();
          await expectNothingHidden(page, testInfo, `${name}-offline`);
          await expect(
            prompt,
            'the prompt was still there when the offline state was measured',
          ).toBeVisible();
          await network.online();
          await expect(page.locator('.offline-badge')).toHaveCount(0);
        });
      }
    });
  });
}
