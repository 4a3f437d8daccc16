import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Not about the service worker: without it each test skips installing the precache (docs/testing.md).
test.use({ serviceWorkers: 'block' });

/**
 * Runs the page's clock `stepMs` at a time until `read` gives `expected`. For a Home section that hydrates
 * when it comes near the screen: its timers start then, and how long after the page that is depends on the
 * machine, so a fixed run of the clock could end before they exist.
 */
async function runClockUntil(
  page: Page,
  read: () => Promise<string | null>,
  expected: string,
  stepMs: number,
) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(stepMs);
        return read();
      },
      { intervals: [50], timeout: 20_000 },
    )
    .toBe(expected);
}

test.describe('Home', () => {
  test('when it opens, then its sections come in their set order', async ({ page }) => {
    await page.goto('/');
    const headings = await page.locator('main h1, main h2').allTextContents();
    const order = [
      'What is',
      'Features',
      'Why',
      'Compliance',
      'USP - Product design',
      'FEATURED',
      'News & Trends',
    ];
    const positions = order.map((title) => headings.findIndex((h) => h.startsWith(title)));
    expect(
      positions.every((p) => p >= 0),
      JSON.stringify(headings),
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    await expect(page.getByRole('heading', { level: 1, name: /^What is .+ \?$/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Why .+ \?$/ })).toBeVisible();
  });

  test('when it opens, then the hero clip is fetched only after the page has loaded, and then plays', async ({
    page,
  }) => {
    // In the order the browser reports them: the page's load event and each request for the clip.
    const order: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/images/hero/hero-loop.webm') order.push('clip');
    });
    page.on('load', () => order.push('load'));
    await page.goto('/');
    const clip = page.locator('video.hero__media');
    await expect(clip).toHaveAttribute('preload', 'none');
    await expect
      .poll(() => clip.evaluate((video: HTMLVideoElement) => !video.paused && video.currentTime > 0))
      .toBe(true);
    expect(order[0]).toBe('load');
    expect(order).toContain('clip');
    // Below the first screen, the banner carousel's images wait until it comes near.
    await expect(page.locator('.home-banner .banner-carousel__image').first()).toHaveAttribute(
      'loading',
      'lazy',
    );
  });

  test('when the visitor scrolls to the banner carousel and 15 s pass, then it moves to the next catalogue line', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const title = page.locator('.home-banner [data-current] .banner-carousel__title');
    await expect(title).toHaveText('Deficiencies line');
    await title.scrollIntoViewIfNeeded();
    // It hydrates as it comes near, a moment after the scroll on a slow machine; its 15 s run from then.
    await runClockUntil(page, () => title.textContent(), 'Conditions line', 1_000);
    await expect(title).toHaveText('Conditions line');
  });

  test('when it opens, then a section far below the first screen waits to hydrate until it is scrolled to or touched', async ({
    page,
  }) => {
    await page.clock.install();
    // The banner carousel's subtitle is typed out by its script: blank in the server's markup, then written
    // a letter at a time, held, deleted, the next word. Read every 300 ms of its clock for 3 s: always blank
    // while the carousel has not hydrated.
    const typed = page.locator('.home-banner [data-current] .banner-carousel__typed');
    const typedOver3s = async () => {
      const seen = new Set<string>();
      for (let i = 0; i < 10; i++) {
        await page.clock.runFor(300);
        seen.add((await typed.textContent()) ?? '');
      }
      return [...seen];
    };

    // Once hydrated it types within a few hundred milliseconds of its clock: run it a little at a time until
    // then, however long the machine takes to hydrate.
    const startsTyping = () =>
      expect
        .poll(
          async () => {
            await page.clock.runFor(300);
            return typed.textContent();
          },
          { intervals: [50], timeout: 15_000 },
        )
        .not.toBe('');

    await page.goto('/');
    expect(await typedOver3s()).toEqual(['']);
    await typed.scrollIntoViewIfNeeded();
    await startsTyping();

    // A touch reaches it before it scrolls in (a fast fling, a screen reader's double tap): it hydrates at once.
    await page.goto('/');
    expect(await typedOver3s()).toEqual(['']);
    await page.locator('.home-banner .banner-carousel__caption').first().dispatchEvent('pointerdown');
    await startsTyping();
  });

  test('when 10 s pass, then Features moves to the next tab; after a click it stays', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const selected = page.locator('.features [role="tab"][aria-selected="true"]');
    await expect(selected).toHaveText('Description');
    // Features is near the first screen, so it hydrates as the page does, a moment later on a slow machine.
    await runClockUntil(page, () => selected.textContent(), 'Broadspectrum Vitamers', 1_000);
    await page.getByRole('tab', { name: 'Green Chemistry' }).click();
    await page.clock.runFor(30_000);
    await expect(selected).toHaveText('Green Chemistry');
    await expect(page.getByRole('tabpanel')).toContainText('Green Chemistry');
  });

  test('when the visitor prefers reduced motion, then Features does not rotate and the ticker stands still', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await page.clock.runFor(25_000);
    await expect(page.locator('.features [role="tab"][aria-selected="true"]')).toHaveText('Description');
    expect(await page.locator('.ticker__track').evaluate((el) => getComputedStyle(el).animationName)).toBe(
      'none',
    );
  });

  test('when the compliance grid is shown, then 14 icons sit 7 to a row and hover names one', async ({
    page,
  }) => {
    await page.goto('/');
    const items = page.locator('.compliance__item');
    await expect(items).toHaveCount(14);
    const tops = await items.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(new Set(tops.slice(0, 7)).size).toBe(1);
    expect(tops[7]).toBeGreaterThan(tops[0]!);
    await items.nth(2).hover();
    await expect(items.nth(2).locator('.compliance__tooltip')).toHaveText('Non-GMO');
    await expect(items.nth(2).locator('.compliance__tooltip')).toHaveCSS('opacity', '1');
  });

  test('when a USP card is hovered, then its points show', async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('article', { name: 'Traceability' });
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator('.usp__overlay')).toHaveCSS('opacity', '0');
    await card.hover();
    await expect(card.locator('.usp__overlay')).toHaveCSS('opacity', '1');
    await expect(card.locator('.usp__overlay li')).toHaveCount(3);
  });

  test('when the featured videos have no source, then their posters show; the ticker has 5 trends and pauses on hover', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('.featured__video figcaption')).toHaveText([
      'Livelihoods',
      'Witnessing Agroecology',
    ]);
    await expect(page.locator('.featured__video iframe')).toHaveCount(0);
    const cards = page.locator('.ticker__card:not([aria-hidden="true"])');
    await expect(cards).toHaveCount(5);
    await expect(cards.first()).toContainText('TRENDING');
    const box = (await cards.first().boundingBox())!;
    expect([Math.round(box.width), Math.round(box.height)]).toEqual([320, 480]);
    expect(
      await page.locator('.ticker__track').evaluate((el) => getComputedStyle(el).animationDuration),
    ).toBe('50s');
    // The track moves, so a card's place read now is stale a moment later (a loaded machine once moved the
    // mouse onto the gap the card had left). Its animation is held still first (Web Animations; the CSS
    // stays 'running'), so hover() finds a card that stays put; the pause then comes from the hover alone.
    const track = page.locator('.ticker__track');
    await track.evaluate((el) => el.getAnimations().forEach((animation) => animation.pause()));
    await expect(track).toHaveCSS('animation-play-state', 'running');
    await cards.nth(2).hover();
    await expect(track).toHaveCSS('animation-play-state', 'paused');
    await page.mouse.move(0, 0);
    await expect(track).toHaveCSS('animation-play-state', 'running');
  });
});

test.describe('About, Services, Sustainability, Certifications, Stories', () => {
  test('when About opens, then the company tab shows; Learn tabs switch; Learn Veda Vitals has its banner only', async ({
    page,
  }) => {
    await page.goto('/About');
    await expect(page.getByRole('tab')).toHaveText([
      'Company & Brand',
      'Learn Vitamins',
      'Learn Veda Vitals',
      'Science Behind',
    ]);
    await expect(page.getByRole('tab', { name: 'Company & Brand' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Company & Brand' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Learn Vitamins' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Learn Veda Vitals' }).click();
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 1 })).toHaveText(
      'Learn Veda Vitals',
    );
    await expect(page.getByRole('tabpanel').locator('section')).toHaveCount(0);
  });

  test('when 3 s pass on Services, then the hero word rotates, and the core services follow', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/Services');
    const word = page.getByTestId('services-hero-word');
    await expect(word).toHaveText('White Label');
    await page.clock.runFor(3000);
    await expect(word).toHaveText('Custom Development');
    await page.clock.runFor(3000);
    await expect(word).toHaveText('Clinical Studies');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Core Services' })).toBeVisible();
    await expect(page.locator('.services__item h2')).toHaveText([
      /White Label/,
      /Custom Development/,
      /Clinical Studies/,
    ]);
    await expect(page.getByText('Enquire for Clinical study support.')).toBeVisible();
  });

  test('when Sustainability opens, then the intro and eight initiative blocks show', async ({ page }) => {
    await page.goto('/Sustainability');
    await expect(page.getByText(/26 crops are grown under our internal control system/)).toBeVisible();
    await expect(page.locator('.initiative')).toHaveCount(8);
    await expect(page.locator('.initiative h2').last()).toHaveText('Carbon footprint programme');
  });

  test('when a certificate is opened, then it shows full size; Escape or a click on the overlay closes it', async ({
    page,
  }) => {
    await page.goto('/Certifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Certifications' })).toBeVisible();
    // The spec's list, written out: the test is the spec's check on the page's own list.
    await expect(page.locator('.certificates h2')).toHaveText([
      'ISO 9001:2015',
      'ISO 9001:2015',
      'ISO 9001:2015',
      'GMP Certified',
      'FSSAI Approved',
      'Organic Certified',
    ]);
    // The three ISO 9001 certificates are told apart by what each covers, on screen and by name.
    await expect(page.locator('.certificates__scope').first()).toHaveText('Registered Office');
    await page
      .getByRole('button', { name: 'View ISO 9001:2015 certificate (R&D Centre) full size', exact: true })
      .click();
    await expect(
      page.getByRole('dialog', { name: 'ISO 9001:2015 certificate (R&D Centre)', exact: true }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'View FSSAI Approved certificate' }).click();
    await page.getByRole('dialog').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('when a certificate is opened on a phone, then it is centred and whole, and the hint says to tap', async ({
    browser,
  }) => {
    const phone = await browser.newContext({
      viewport: { width: 375, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await phone.newPage();
    try {
      // Tapped as soon as it is painted: before hydration the page holds the tap and the app replays it.
      await page.goto('/Certifications');
      await page.getByRole('button', { name: 'View GMP Certified certificate' }).tap();
      const dialog = page.getByRole('dialog', { name: 'GMP Certified certificate' });
      await expect(dialog.locator('img')).toBeVisible();
      // What the screen shows (innerText): the touch hint, not the one about a key a phone lacks.
      await expect(dialog.locator('.certificate-overlay__hint')).toHaveText('Tap anywhere to close', {
        useInnerText: true,
      });
      const box = (await dialog.locator('img').boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(Math.abs(box.x + box.width / 2 - 375 / 2)).toBeLessThanOrEqual(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await dialog.tap();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    } finally {
      await phone.close();
    }
  });

  test('when Stories opens, then it shows its title only', async ({ page }) => {
    await page.goto('/Stories');
    await expect(page.locator('main')).toHaveText('Our Stories');
  });
});

test.describe('Contact and the external login stub', () => {
  test('when the contact form is incomplete, then the browser stops it; complete, it thanks the visitor and clears', async ({
    page,
  }) => {
    await page.goto('/contact');
    const form = page.locator('form.contact-form');
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByLabel('Name').fill('Asha Rao');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Message').fill('Samples of B12-Corrinoids, please.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(await form.getByLabel('Email').evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(
      true,
    );
    expect(alerts).toEqual([]);

    await form.getByLabel('Email').fill('asha@example.com');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => alerts).toEqual(['Thank you! We’ll get in touch soon.']);
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
  });

  test('when Contact shows the office, then phone, email and hours are there, and offline the map is an address card', async ({
    page,
    context,
  }) => {
    await page.goto('/contact');
    await expect(page.locator('.contact__details')).toContainText('Mon–Sat 9am–6pm');
    await expect(page.locator('.contact__social li')).toHaveCount(3);
    await context.setOffline(true);
    await expect(
      page.getByRole('group', { name: 'Office address' }).or(page.locator('address.office-card')),
    ).toContainText('You are offline');
    await context.setOffline(false);
  });

  test('when the external stub toggles to Register, then Confirm appears and mismatched passwords alert', async ({
    page,
  }) => {
    await page.goto('/ExternalUserLogin');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await page.getByRole('button', { name: 'Register' }).first().click();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveCount(0);
    const form = page.locator('.external-login form');
    await form.getByLabel('Email').fill('buyer@example.com');
    await form.getByLabel('Password', { exact: true }).fill('one-password');
    await form.getByLabel('Confirm Password').fill('another-password');
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await form.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => alerts).toEqual(['Passwords do not match']);
  });
});
