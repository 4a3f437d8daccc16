// A slow phone, as Lighthouse's mobile profile describes one, applied to a real Chromium (not simulated):
// the CPU 4× slower, 1.6 Mbps down, 750 Kbps up, 150 ms round trips, a 412 × 823 touch screen. And a
// person on it, who acts as soon as the page is painted, without waiting for anything the app says.
import type { Page } from '@playwright/test';

/** The context options of the phone (use with `test.use`). */
export const SLOW_PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;

/** Slows `page`'s CPU and network down to the phone's, through the DevTools protocol. */
export async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Opens `path` and resolves once the page has painted its content (the browser's first contentful paint),
 * with that moment on the page's clock (performance.now()).
 */
export async function openPainted(page: Page, path: string): Promise<number> {
  await page.goto(path, { waitUntil: 'commit' });
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
