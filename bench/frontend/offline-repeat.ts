// A repeat visit answered by the service worker with the network off, against the same repeat visit
// online: one online visit installs the worker and warms the catalogue, then each page is reloaded `runs`
// times online and `runs` times offline. Timed from navigation start to the load event (the navigation
// entry) and to the first h1 with text (the page's content, which the SPA renders after load).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newContext } from './browser.ts';
import type { PageGlobals } from './page-globals.ts';
import { median } from './table.ts';

export interface RepeatTimes {
  /** Medians in ms, per path. */
  load: number;
  h1: number;
}

async function watchHeading(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const g = globalThis as unknown as PageGlobals;
    const observer = new g.MutationObserver(() => {
      if (g.__h1At === undefined && g.document.querySelector('h1')?.textContent?.trim()) {
        g.__h1At = g.performance.now();
        observer.disconnect();
      }
    });
    observer.observe(g.document, { childList: true, subtree: true });
  });
}

async function timed(page: Page): Promise<{ load: number; h1: number }> {
  await page.reload({ waitUntil: 'load' });
  await page.waitForFunction(() => {
    const g = globalThis as unknown as PageGlobals;
    const [nav] = g.performance.getEntriesByType('navigation');
    return nav !== undefined && nav.loadEventEnd > 0 && g.__h1At !== undefined;
  });
  return page.evaluate(() => {
    const g = globalThis as unknown as PageGlobals;
    const nav = g.performance.getEntriesByType('navigation')[0]!;
    return { load: nav.loadEventEnd - nav.startTime, h1: g.__h1At! };
  });
}

async function series(page: Page, path: string, runs: number): Promise<RepeatTimes> {
  await page.goto(path, { waitUntil: 'load' });
  const samples: { load: number; h1: number }[] = [];
  for (let i = 0; i < runs; i++) samples.push(await timed(page));
  return { load: median(samples.map((s) => s.load)), h1: median(samples.map((s) => s.h1)) };
}

export async function repeatVisits(
  browser: Browser,
  baseURL: string,
  paths: string[],
  runs: number,
): Promise<{ online: Map<string, RepeatTimes>; offline: Map<string, RepeatTimes> }> {
  const context = await newContext(browser, { baseURL });
  try {
    await watchHeading(context);
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForFunction(
      () => {
        const g = globalThis as unknown as PageGlobals;
        return (
          g.navigator.serviceWorker.controller !== null &&
          g.document.documentElement.dataset.catalogueWarm === 'done'
        );
      },
      undefined,
      { timeout: 120_000 },
    );
    const online = new Map<string, RepeatTimes>();
    for (const path of paths) online.set(path, await series(page, path, runs));
    await context.setOffline(true);
    const offline = new Map<string, RepeatTimes>();
    for (const path of paths) offline.set(path, await series(page, path, runs));
    return { online, offline };
  } finally {
    await context.close();
  }
}
