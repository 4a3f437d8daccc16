// The end-to-end tests' own Chromium (tests/e2e/chromium.ts): the switches Playwright gives it are kept,
// and the address bar's popups, which no test uses, are not opened in each test's window.
import { chromium, expect, test, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, OMNIBOX_POPUP_FEATURES } from './chromium.ts';

/** A Chromium started as Playwright starts one, without the tests' own switches. */
function launchPlain(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    args: CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--disable-features=')),
  });
}

/** The features `browser` was started without: the last `--disable-features`, the one Chromium reads. */
async function disabledFeatures(browser: Browser): Promise<string[]> {
  const page = await browser.newPage();
  await page.goto('chrome://version');
  const line = await page.locator('#command_line').innerText();
  await page.close();
  return ([...line.matchAll(/--disable-features=(\S+)/g)].at(-1)?.[1] ?? '').split(',');
}

/** The address bar's popups open in `browser` now (WebUI pages, one process each). */
async function omniboxPopups(browser: Browser): Promise<string[]> {
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  await cdp.detach();
  return targetInfos.filter((t) => t.url.startsWith('chrome://omnibox-popup')).map((t) => t.url);
}

test('when the tests’ Chromium starts, then every feature Playwright switches off is off, and the omnibox popups too', async ({
  browser,
}) => {
  const plain = await launchPlain();
  try {
    const playwrights = await disabledFeatures(plain);
    expect(playwrights.length, 'Playwright switches some off').toBeGreaterThan(5);
    const ours = await disabledFeatures(browser);
    expect(ours).toEqual(expect.arrayContaining([...playwrights, ...OMNIBOX_POPUP_FEATURES]));
  } finally {
    await plain.close();
  }
});

test('when a test opens a page, then Chromium opens no omnibox popup beside it, where it otherwise opens two', async ({
  browser,
  baseURL,
}) => {
  const plain = await launchPlain();
  try {
    const page = await plain.newPage();
    await page.goto(new URL('/Stories', baseURL).href);
    // What the switches are for: in a window of their own, the popups come with the page.
    await expect.poll(() => omniboxPopups(plain)).toHaveLength(2);
  } finally {
    await plain.close();
  }
  const page = await browser.newPage();
  await page.goto(new URL('/Stories', baseURL).href);
  await expect(page.getByRole('heading', { name: 'Our Stories' })).toBeVisible();
  expect(await omniboxPopups(browser)).toEqual([]);
  await page.close();
});
