// What a page's layout shifts moved, as the browser reports them: a `layout-shift` observer set up before
// the page's own scripts run. The browser reports a shift once it has drawn the frame that has it.
import type { Page } from '@playwright/test';

/**
 * From the next navigation on, records each element a layout shift moved (only those inside `within`, when
 * given); the function returned reads them.
 */
export async function watchLayoutShifts(page: Page, within?: string): Promise<() => Promise<string[]>> {
  await page.addInitScript((selector) => {
    const moved: string[] = [];
    (window as unknown as { moved: string[] }).moved = moved;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        for (const { node } of (entry as unknown as { sources: { node?: Node }[] }).sources) {
          const element = node instanceof Element ? node : node?.parentElement;
          if (selector !== null && !element?.closest(selector)) continue;
          moved.push(element?.outerHTML.slice(0, 160) ?? '(a node no longer in the page)');
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, within ?? null);
  return () => page.evaluate(() => (window as unknown as { moved: string[] }).moved);
}
