// The public frame of public-area.md §2.2 in a real browser: navbar, footer, newsletter, back-to-top and
// the support chat. Timers are driven by Playwright's clock, never by waiting.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import type { Locator, Page } from '@playwright/test';
import { CHAT_GREETING, CHAT_REPLIES } from '../../shared/chat-replies.ts';
import { ADDRESSES, NAV_LINKS, PARTNER_OFFICES, SITE } from '../../pwa/src/content/site-config.ts';

// Not about the service worker: without it each test skips installing the precache (docs/testing.md).
test.use({ serviceWorkers: 'block' });

const T0 = new Date('2025-03-01T10:00:00Z').getTime();
const ACTIVE_GREEN = 'rgb(70, 125, 33)';
const INK = 'rgb(31, 41, 51)';

/** Opens a page with the clock installed, then stops it, so every timer runs only when a test says so. */
async function openWithPausedClock(page: Page, path: string) {
  await page.clock.install({ time: T0 });
  await page.goto(path);
  await page.clock.pauseAt(T0 + 60_000);
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const footer = (page: Page) => page.getByRole('contentinfo');

test.describe('navbar', () => {
  test('when a page opens, then the logo, the six links, Admin and Login show, the current link in green', async ({
    page,
  }) => {
    await page.goto('/');
    const logo = page.getByRole('link', { name: 'Veda Vitals home' });
    await expect(logo).toHaveAttribute('href', '/');
    expect((await logo.locator('img').boundingBox())?.height).toBe(90);

    const nav = mainNav(page);
    // The list itself is pinned to the spec by site-header.test.tsx.
    for (const { label, to } of NAV_LINKS)
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', to);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveCSS('color', ACTIVE_GREEN);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'About' })).toHaveCSS('color', INK);

    await nav.getByRole('link', { name: 'Sustainability' }).click();
    await expect(page).toHaveURL(/\/Sustainability$/);
    await expect(nav.getByRole('link', { name: 'Sustainability' })).toHaveCSS('color', ACTIVE_GREEN);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveCSS('color', INK);
  });

  test('when Admin or Login is clicked, then the matching login screen opens', async ({ page }) => {
    await page.goto('/');
    await mainNav(page).getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/AdminLogin$/);
    await mainNav(page).getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/ExternalUserLogin$/);
  });

  test('when the screen is 375 px wide, then the menu folds behind a toggle that opens, closes on Escape and on navigation', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const nav = mainNav(page);
    const toggle = nav.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'About' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await toggle.click();
    const close = nav.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'About' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'About' })).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await nav.getByRole('link', { name: 'Portfolio' }).click();
    await expect(page).toHaveURL(/\/Portfolio$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Portfolio' })).toBeHidden();
  });
});

test.describe('footer', () => {
  test('when a page opens, then the footer gives the addresses, offices, contact, links and 2025 copyright', async ({
    page,
  }) => {
    await page.goto('/About');
    const f = footer(page);
    for (const address of ADDRESSES) {
      await expect(f.getByRole('heading', { name: address.title, exact: true })).toBeVisible();
      for (const line of address.lines) await expect(f.getByText(line)).toBeVisible();
    }
    for (const office of PARTNER_OFFICES)
      await expect(f.getByRole('heading', { name: office.country })).toBeVisible();
    await expect(f.getByRole('link', { name: SITE.email })).toHaveAttribute('href', `mailto:${SITE.email}`);
    await expect(f.getByText(SITE.phone)).toBeVisible();
    await expect(f.getByText('Hyderabad, India')).toBeVisible();
    const quick = f.getByRole('navigation', { name: 'Quick Links' }).getByRole('link');
    await expect(quick).toHaveText(['Home', 'About', 'Portfolio', 'Services', 'Contact']);
    for (const name of ['Facebook', 'Instagram', 'LinkedIn', 'YouTube', 'Privacy', 'Terms', 'Cookies']) {
      await expect(f.getByRole('link', { name, exact: true })).toHaveAttribute('href', '#');
    }
    await expect(f).toContainText('© 2025 Veda Vitals');
  });

  test('when Services is clicked in the footer, then the browser loads a new document, unlike Portfolio', async ({
    page,
  }) => {
    await page.goto('/contact');
    const quick = footer(page).getByRole('navigation', { name: 'Quick Links' });
    const mark = () => page.evaluate(() => ((window as unknown as { frameMark?: number }).frameMark = 1));
    const marked = () => page.evaluate(() => (window as unknown as { frameMark?: number }).frameMark === 1);

    await mark();
    await quick.getByRole('link', { name: 'Portfolio' }).click();
    await expect(page).toHaveURL(/\/Portfolio$/);
    expect(await marked()).toBe(true);

    await Promise.all([page.waitForEvent('load'), quick.getByRole('link', { name: 'Services' }).click()]);
    await expect(page).toHaveURL(/\/Services$/);
    expect(await marked()).toBe(false);
  });

  test('when an email is subscribed, then the thanks shows for 3 s and the input empties; empty does nothing', async ({
    page,
  }) => {
    await openWithPausedClock(page, '/contact');
    const f = footer(page);
    const input = f.getByRole('textbox', { name: 'Email address' });
    const thanks = f.getByText('Thank you for subscribing!');
    await expect(input).toHaveAttribute('type', 'email');

    await f.getByRole('button', { name: 'Subscribe' }).click();
    await expect(thanks).toHaveCount(0);
    expect(await input.evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(true);

    await input.fill('buyer@example.com');
    await f.getByRole('button', { name: 'Subscribe' }).click();
    await expect(thanks).toBeVisible();
    await expect(input).toHaveValue('');
    await page.clock.runFor(2999);
    await expect(thanks).toBeVisible();
    await page.clock.runFor(1);
    await expect(thanks).toHaveCount(0);
  });

  test('when Back to top is clicked at the bottom, then the page returns to the top', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await footer(page).getByRole('button', { name: 'Back to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('when the visitor asks for reduced motion, then Back to top jumps at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await footer(page).getByRole('button', { name: 'Back to top' }).click();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('focus ring', () => {
  /** The ring the element shows once the keyboard reaches it: Tab from the element before it. */
  async function ringOf(page: Page, before: Locator) {
    await before.focus();
    await page.keyboard.press('Tab');
    return page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
    });
  }

  test('when the keyboard reaches a link, then a 3 px ring shows it: blue on the white header, green on the dark footer', async ({
    page,
  }) => {
    await page.goto('/About');
    const nav = mainNav(page);
    expect(await ringOf(page, nav.getByRole('link', { name: 'Home' }))).toBe('solid 3px rgb(57, 76, 146)');
    await expect(nav.getByRole('link', { name: 'About' })).toBeFocused();
    const legal = footer(page).getByRole('link', { name: 'Privacy' });
    expect(await ringOf(page, legal)).toBe('solid 3px rgb(145, 201, 73)');
    await expect(footer(page).getByRole('link', { name: 'Terms' })).toBeFocused();
  });
});

test.describe('support chat', () => {
  // The chat is part of every public page's frame; About is one of the lighter pages to open.
  const CHAT_PAGE = '/About';
  const textarea = (page: Page) => page.getByPlaceholder('Type your message...');
  const panel = (page: Page) => page.getByRole('dialog', { name: 'Support Chat' });
  const lastMessage = (page: Page) => page.getByRole('log').locator('p').last();
  /** Where the panel is, in whole px: [gap to the right edge, gap to the bottom edge, width]. */
  const panelPlace = async (page: Page) => {
    const box = (await panel(page).boundingBox())!;
    const view = page.viewportSize()!;
    return [view.width - box.x - box.width, view.height - box.y - box.height, box.width].map(Math.round);
  };

  async function ask(page: Page, text: string, reply: string) {
    await textarea(page).fill(text);
    await textarea(page).press('Enter');
    await expect(lastMessage(page)).toHaveText(text);
    await page.clock.runFor(800);
    await expect(lastMessage(page)).toHaveText(reply);
  }

  test('when opened, then the panel greets, is 20 px from the corner and puts the focus in the textarea', async ({
    page,
  }) => {
    await openWithPausedClock(page, CHAT_PAGE);
    await page.getByRole('button', { name: 'Open support chat' }).click();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByRole('heading', { name: 'Support Chat' })).toBeVisible();
    await expect(panel(page)).toContainText('Online');
    await expect(page.getByRole('log').locator('p')).toHaveText([CHAT_GREETING]);
    await expect(panel(page)).toContainText('Press Enter to send — Shift+Enter for newline.');
    await expect(textarea(page)).toBeFocused();

    // The panel slides in over 0.18 s of real time (CSS animations do not follow the paused clock);
    // what is asserted is where it comes to rest: [right gap, bottom gap, width].
    await expect.poll(() => panelPlace(page)).toEqual([20, 20, 360]);
  });

  test('when Enter is pressed, then the message is sent, the assistant types with Send disabled, and replies after 800 ms', async ({
    page,
  }) => {
    await openWithPausedClock(page, CHAT_PAGE);
    await page.getByRole('button', { name: 'Open support chat' }).click();
    const send = panel(page).getByRole('button', { name: 'Send' });

    await textarea(page).fill('  hello there  ');
    await textarea(page).press('Enter');
    await expect(lastMessage(page)).toHaveText('hello there');
    await expect(textarea(page)).toHaveValue('');
    await expect(panel(page)).toContainText('Assistant is typing…');
    await expect(send).toBeDisabled();

    await page.clock.runFor(799);
    await expect(lastMessage(page)).toHaveText('hello there');
    await expect(send).toBeDisabled();
    await page.clock.runFor(1);
    await expect(lastMessage(page)).toHaveText(CHAT_REPLIES.greeting);
    await expect(panel(page)).toContainText('Online');
    await expect(send).toBeEnabled();
  });

  test('when Shift+Enter is pressed, then a newline is added instead of sending', async ({ page }) => {
    await openWithPausedClock(page, CHAT_PAGE);
    await page.getByRole('button', { name: 'Open support chat' }).click();
    await textarea(page).fill('line one');
    await textarea(page).press('Shift+Enter');
    await textarea(page).pressSequentially('line two');
    await expect(textarea(page)).toHaveValue('line one\nline two');
    await expect(page.getByRole('log').locator('p')).toHaveCount(1);

    await panel(page).getByRole('button', { name: 'Send' }).click();
    await expect(lastMessage(page)).toHaveText('line one\nline two', { useInnerText: true });
  });

  test('when messages are sent, then the replies follow the rules in order, the hi-in-this quirk included', async ({
    page,
  }) => {
    await openWithPausedClock(page, CHAT_PAGE);
    await page.getByRole('button', { name: 'Open support chat' }).click();
    await ask(page, 'Tell me about this product', CHAT_REPLIES.greeting);
    await ask(page, 'Your product range?', CHAT_REPLIES.product);
    await ask(page, 'Contact details?', CHAT_REPLIES.contact(SITE.email));
    await ask(page, 'OK, bye', CHAT_REPLIES.goodbye);
    await ask(page, 'What about prices?', CHAT_REPLIES.fallback);
    await expect(page.getByRole('log').locator('p')).toHaveCount(11);
  });

  test('when only whitespace is sent, then nothing happens', async ({ page }) => {
    await openWithPausedClock(page, CHAT_PAGE);
    await page.getByRole('button', { name: 'Open support chat' }).click();
    await textarea(page).fill('   ');
    await textarea(page).press('Enter');
    await panel(page).getByRole('button', { name: 'Send' }).click();
    await page.clock.runFor(800);
    await expect(page.getByRole('log').locator('p')).toHaveCount(1);
    await expect(panel(page)).toContainText('Online');
  });

  test('when Escape is pressed, then the panel closes and the focus returns to the round button', async ({
    page,
  }) => {
    await openWithPausedClock(page, CHAT_PAGE);
    await page.getByRole('button', { name: 'Open support chat' }).click();
    await textarea(page).press('Escape');
    await expect(panel(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open support chat' })).toBeFocused();

    await page.getByRole('button', { name: 'Open support chat' }).click();
    await panel(page).getByRole('button', { name: 'Close support chat' }).click();
    await expect(panel(page)).toHaveCount(0);
  });

  test('when the screen is 375 px wide, then the open panel fits on it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openWithPausedClock(page, CHAT_PAGE);
    await page.getByRole('button', { name: 'Open support chat' }).click();
    // Measured once the slide-in is over: at rest the panel is 20 px from the right edge.
    await expect.poll(async () => (await panelPlace(page))[0]).toBe(20);
    const box = (await panel(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('when the chat and the mobile menu are open, then the frame has no axe violations', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    // The menu fades in over 0.18 s; axe judges contrast on what is painted, so it audits the frame at rest.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // A real clock here: axe schedules its own timers.
    await page.goto(CHAT_PAGE);
    await page.getByRole('button', { name: 'Open support chat' }).click();
    await textarea(page).fill('hello');
    await textarea(page).press('Enter');
    await expect(lastMessage(page)).toHaveText(CHAT_REPLIES.greeting);
    await mainNav(page).getByRole('button', { name: 'Open menu' }).click();
    const result = await new AxeBuilder({ page })
      .include('.frame-header')
      .include('.frame-footer')
      .include('.support-chat')
      .analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  });
});
