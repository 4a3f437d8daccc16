// A page whose timers run only when its test moves Playwright's clock (clock.runFor), never by waiting.
import type { Page } from '@playwright/test';

/**
 * Installs the page's clock at `start` and stops it, before the page opens. From install to pause the clock
 * runs in real time, and Playwright refuses to pause it in the past: the pause is a minute on, where a busy
 * machine once took longer than the second these tests used to allow between the two calls.
 */
export async function pauseClock(page: Page, start = Date.now()): Promise<void> {
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 60_000);
}
