// Keystroke-to-paint latency: for every key typed, the time from the keydown event (its timestamp, so time
// the key waited in the queue counts) to the next animation frame after the input's value changed — the
// frame that shows the character. An init script records it; page.keyboard.type types the text.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { PageGlobals, PageEvent } from '../frontend/page-globals.ts';

export async function instrumentKeystrokes(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const g = globalThis as unknown as PageGlobals;
    g.__latencies = [];
    g.document.addEventListener(
      'keydown',
      (event: PageEvent) => {
        g.__keydownAt = event.timeStamp;
      },
      true,
    );
    // Bubbling at the document: after React's own listener at its root has handled the change.
    g.document.addEventListener('input', () => {
      const start = g.__keydownAt;
      if (start === undefined) return;
      g.__keydownAt = undefined;
      g.requestAnimationFrame(() => g.__latencies!.push(g.performance.now() - start));
    });
  });
}

/** Types `text` into `field` and returns each key's latency in ms. */
export async function typeAndMeasure(
  page: Page,
  field: Locator,
  text: string,
  delay: number,
): Promise<number[]> {
  await field.click();
  await page.evaluate(() => {
    (globalThis as unknown as PageGlobals).__latencies = [];
  });
  await page.keyboard.type(text, { delay });
  await page.waitForFunction(
    (n) => ((globalThis as unknown as PageGlobals).__latencies?.length ?? 0) >= n,
    text.length,
  );
  return page.evaluate(() => [...((globalThis as unknown as PageGlobals).__latencies ?? [])]);
}
