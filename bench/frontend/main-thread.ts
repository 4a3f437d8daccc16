// The main thread of a first visit on a phone's CPU, measured in a real Chromium: the CPU slowed 4× (as in
// Lighthouse's mobile preset), the network not throttled, no Lighthouse. Lighthouse's TBT is a simulation
// built from one trace, and its single runs of one build spread wider than two builds differ
// (docs/performance.md, seventh round); this counts the long tasks the browser itself reports, over
// several fresh visits.
// - Blocking time: each long task's time beyond 50 ms, from the first contentful paint until SETTLE_MS
//   after the app has hydrated, or after the load event without it (a `longtask` PerformanceObserver), as
//   TBT counts it.
// - Hydrated: navigation start to `<html data-hydrated>`, the app's first commit, when taps work.
// The reference is the same page without the app: its scripts under /assets/ refused, so what is left is the
// prerendered HTML, its CSS, the loader and the typeface (the whole stylesheet and the font still apply).
import type { Browser } from 'playwright-core';
import { newContext, PHONE_SCREEN } from './browser.ts';
import type { PageGlobals } from './page-globals.ts';
import { median } from './table.ts';

/** Lighthouse's mobile preset slows the CPU by this much. */
const CPU_SLOWDOWN = 4;
/** How long after hydration long tasks are still counted (the hydration of parts near the first screen). */
const SETTLE_MS = 1500;

export interface MainThread {
  /** Medians in ms over the visits. */
  blocking: number;
  firstPaint: number;
  /** NaN for a page without the app. */
  hydrated: number;
}

async function visit(browser: Browser, url: string, app: boolean): Promise<MainThread> {
  const { width, height, deviceScaleFactor } = PHONE_SCREEN;
  const context = await newContext(browser, { viewport: { width, height }, deviceScaleFactor });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (!app) await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.addInitScript(() => {
      const g = globalThis as unknown as PageGlobals;
      g.__longTasks = [];
      new g.PerformanceObserver((list) => {
        for (const entry of list.getEntries()) g.__longTasks!.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
      // The root element may not exist yet when this runs (the type says otherwise): watch the whole
      // document for the attribute.
      const observer = new g.MutationObserver(() => {
        if (
          (g.document.documentElement as typeof g.document.documentElement | null)?.dataset.hydrated !==
          undefined
        ) {
          g.__hydratedAt = g.performance.now();
          observer.disconnect();
        }
      });
      observer.observe(g.document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
    });
    await page.goto(url, { waitUntil: 'load' });
    // The window closes SETTLE_MS after hydration (without the app, after the load event), on the page's
    // own clock.
    await page.waitForFunction(
      ({ settle, app }) => {
        const g = globalThis as unknown as PageGlobals;
        const from = app ? g.__hydratedAt : g.performance.getEntriesByType('navigation')[0]?.loadEventEnd;
        return from !== undefined && from > 0 && g.performance.now() >= from + settle;
      },
      { settle: SETTLE_MS, app },
      { timeout: 60_000, polling: 100 },
    );
    return await page.evaluate(() => {
      const g = globalThis as unknown as PageGlobals;
      const firstPaint = g.performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const blocking = g
        .__longTasks!.filter(([start]) => start >= firstPaint)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
      return { blocking, firstPaint, hydrated: g.__hydratedAt ?? Number.NaN };
    });
  } finally {
    await context.close();
  }
}

const medians = (samples: MainThread[]): MainThread => ({
  blocking: median(samples.map((v) => v.blocking)),
  firstPaint: median(samples.map((v) => v.firstPaint)),
  hydrated: median(samples.map((v) => v.hydrated)),
});

/**
 * `runs` fresh visits to each URL with its app and as many without, taken in turn (one visit of each, then
 * the next round), so that the machine's slower moments fall on all of them alike.
 */
export async function mainThread(
  browser: Browser,
  urls: string[],
  runs: number,
): Promise<{ app: MainThread; withoutApp: MainThread }[]> {
  const samples = urls.map(() => ({ app: [] as MainThread[], withoutApp: [] as MainThread[] }));
  for (let i = 0; i < runs; i++) {
    for (const [n, url] of urls.entries()) {
      samples[n]!.app.push(await visit(browser, url, true));
      samples[n]!.withoutApp.push(await visit(browser, url, false));
    }
  }
  return samples.map((s) => ({ app: medians(s.app), withoutApp: medians(s.withoutApp) }));
}
