// A slow phone, as Lighthouse's mobile profile describes one, applied to a real Chromium (not simulated):
// the CPU 4× slower, 1.6 Mbps down, 750 Kbps up, 150 ms round trips, a 412 × 823 touch screen. And a
// person on it, who acts as soon as the page is painted, without waiting for anything the app says.
import type { Page } from '@playwright/test';
import { type LinkProfile, type SlowLink, slowLink } from '../setup/slow-link.ts';

/** The context options of the phone (use with `test.use`). */
export const SLOW_PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;

/** The phone's link: 150 ms round trips, 1.6 Mbps down, 750 Kbps up. */
export const SLOW_PHONE_LINK: LinkProfile = { rttMs: 150, downKbps: 1.6 * 1024, upKbps: 750 };

/**
 * The phone's own link to the server at `baseURL` (a relay, tests/setup/slow-link.ts): open `link.url`
 * instead of the server's address. Not DevTools' network emulation, which now and then stops answering a
 * throttled page.
 */
export function phoneLink(baseURL: string): Promise<SlowLink> {
  return slowLink(baseURL, SLOW_PHONE_LINK);
}

/** Slows `page`'s CPU down to the phone's, through the DevTools protocol. */
export async function throttleCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Opens `url` and resolves once the page has painted its content (the browser's first contentful paint),
 * with that moment on the page's clock (performance.now()).
 */
export async function openPainted(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const painted = await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    undefined,
    { polling: 'raf' },
  );
  return (await painted.jsonValue()) as number;
}

/** Resolves `ms` after the first paint, by the page's own clock: the moment the person acts. */
export async function afterPaint(page: Page, paintedAt: number, ms: number): Promise<void> {
  if (ms <= 0) return;
  await page.waitForFunction((at) => performance.now() >= at, paintedAt + ms, { polling: 'raf' });
}
