// First visits as a person on a phone makes them, in a real Chromium with the mobile profile applied
// (mobile-profile.ts). Two kinds, each in a fresh context:
// - a load visit, untouched (a tap would end the browser's largest-contentful-paint reports and mark the
//   layout shifts after it as input-driven): first contentful paint, largest contentful paint, CLS (the
//   largest session window of shifts without recent input), when the app hydrated (`<html data-hydrated>`,
//   its first commit: from then on it answers input) and the scripts' bytes as sent (encoded bodies);
// - a tap visit: a real touch (DevTools' Input.dispatchTouchEvent) on one control, 500 ms after the first
//   contentful paint, without waiting for hydration; when the control first shows the tap's effect (an
//   attribute's new value, seen by a MutationObserver) and the interaction's Event Timing duration (the
//   INP of a page with one interaction). A tap the page never answers is `effectAt: null`.
// Every time is in ms on the page's clock (from navigation start).
import type { Browser, Page } from 'playwright-core';
import { HYDRATED_ATTRIBUTE } from '../../shared/page-start.ts';
import { MOBILE, mobilePage } from './mobile-profile.ts';
import type { PageEntry, PageGlobals, Vitals } from './page-globals.ts';

/** The control a page's first tap is aimed at, and the attribute value that shows it was answered. */
export interface Control {
  name: string;
  selector: string;
  attribute: string;
  value: string;
}

export interface Point {
  x: number;
  y: number;
}

export interface LoadSample {
  fcp: number;
  lcp: number;
  cls: number;
  /** null for a page without an app. */
  hydratedAt: number | null;
  scriptBytes: number;
}

export interface TapSample {
  fcp: number;
  tapAt: number;
  hydratedAt: number | null;
  /** null: the tap was never answered. */
  effectAt: number | null;
  /** The longest Event Timing duration of the tap's interaction. */
  inp: number;
}

/** The tap comes this long after the first contentful paint (TAP_AFTER_MS: another delay, to try the bench). */
export const TAP_AFTER_FCP_MS = Number(process.env.TAP_AFTER_MS ?? 500);
/** A load visit ends this long after both the load event and hydration; an unanswered tap waits as long. */
const SETTLE_MS = 3000;
const TIMEOUT_MS = 120_000;

interface ObserveOptions {
  watch: Control | null;
  hydrated: string;
}

/** The init script: every observer the figures need, from the document's start. Serialised into the page. */
function observe({ watch, hydrated }: ObserveOptions): void {
  const g = globalThis as unknown as PageGlobals;
  const v: Vitals = { shiftWindows: [], events: [] };
  g.__vitals = v;
  const on = (type: string, handle: (e: PageEntry) => void, durationThreshold?: number) =>
    new g.PerformanceObserver((list) => {
      for (const e of list.getEntries()) handle(e);
    }).observe({ type, buffered: true, ...(durationThreshold ? { durationThreshold } : {}) });
  on('paint', (e) => {
    if (e.name === 'first-contentful-paint') v.fcp = e.startTime;
  });
  on('largest-contentful-paint', (e) => {
    v.lcp = e.startTime;
  });
  // CLS: shifts less than 1 s apart form a window of at most 5 s; the largest window counts.
  on('layout-shift', (e) => {
    if (e.hadRecentInput) return;
    const last = v.shiftWindows.at(-1);
    if (last && e.startTime - last.last < 1000 && e.startTime - last.start < 5000) {
      last.value += e.value ?? 0;
      last.last = e.startTime;
    } else v.shiftWindows.push({ start: e.startTime, last: e.startTime, value: e.value ?? 0 });
  });
  const event = (e: PageEntry) =>
    v.events.push({
      name: e.name,
      startTime: e.startTime,
      duration: e.duration,
      interactionId: e.interactionId ?? 0,
    });
  on('first-input', event);
  on('event', (e) => e.interactionId && event(e), 16);
  g.addEventListener('pointerdown', (e) => (v.tapAt ??= e.timeStamp), { capture: true });
  const shown = () =>
    watch !== null && g.document.querySelector(watch.selector)?.getAttribute(watch.attribute) === watch.value;
  const observer = new g.MutationObserver(() => {
    if (v.hydratedAt === undefined && g.document.querySelector(`html[${hydrated}]`))
      v.hydratedAt = g.performance.now();
    if (v.effectAt === undefined && v.tapAt !== undefined && shown()) v.effectAt = g.performance.now();
    if (v.hydratedAt !== undefined && (watch === null || v.effectAt !== undefined)) observer.disconnect();
  });
  observer.observe(g.document, {
    attributes: true,
    subtree: true,
    childList: watch !== null,
    attributeFilter: [hydrated, ...(watch ? [watch.attribute] : [])],
  });
}

async function open(browser: Browser, watch: Control | null) {
  const visit = await mobilePage(browser);
  await visit.page.addInitScript(observe, { watch, hydrated: HYDRATED_ATTRIBUTE });
  return visit;
}

const vitals = (page: Page): Promise<Vitals> =>
  page.evaluate(() => (globalThis as unknown as PageGlobals).__vitals!);

/**
 * Waits until the visit is over, on the page's clock: a load visit SETTLE_MS after both the load event and
 * hydration (the largest contentful paint reported); a tap visit 1 s after the tap is answered, or SETTLE_MS after
 * both the tap and hydration without an answer.
 */
async function settled(page: Page, kind: 'load' | 'tap', app: boolean): Promise<void> {
  await page.waitForFunction(
    ({ kind, app, settle }) => {
      const g = globalThis as unknown as PageGlobals;
      const v = g.__vitals;
      if (v === undefined || (app && v.hydratedAt === undefined)) return false;
      if (kind === 'tap') {
        // Event Timing reports the interaction once its next frame is presented: wait for that too.
        if (v.effectAt !== undefined) return g.performance.now() > v.effectAt + 1000;
        return v.tapAt !== undefined && g.performance.now() > Math.max(v.tapAt, v.hydratedAt ?? 0) + settle;
      }
      const loaded = g.performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0;
      return (
        v.lcp !== undefined &&
        loaded > 0 &&
        g.performance.now() > Math.max(loaded, v.hydratedAt ?? 0) + settle
      );
    },
    { kind, app, settle: SETTLE_MS },
    { timeout: TIMEOUT_MS, polling: 250 },
  );
}

export async function loadVisit(browser: Browser, url: string, app: boolean): Promise<LoadSample> {
  const { context, page } = await open(browser, null);
  try {
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      const request = response.request();
      if (request.resourceType() === 'script')
        scripts.push(
          request.sizes().then(
            (s) => s.responseBodySize,
            () => 0,
          ),
        );
    });
    await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
    await settled(page, 'load', app);
    const v = await vitals(page);
    return {
      fcp: v.fcp!,
      lcp: v.lcp!,
      cls: Math.max(0, ...v.shiftWindows.map((w) => w.value)),
      hydratedAt: v.hydratedAt ?? null,
      scriptBytes: (await Promise.all(scripts)).reduce((sum, n) => sum + n, 0),
    };
  } finally {
    await context.close();
  }
}

/**
 * Where the control is on the phone's screen (its centre), read ahead on an unthrottled visit: asking the
 * page itself during a throttled visit would wait behind its busy main thread. The page does not move
 * (its CLS is 0), so the place holds from the first paint.
 */
export async function locate(browser: Browser, url: string, control: Control): Promise<Point> {
  const { context, page } = await mobilePage(browser, { throttle: 'none' });
  try {
    await page.goto(url, { waitUntil: 'load' });
    const box = await page.locator(control.selector).boundingBox();
    const at = box && { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    if (!at || at.x < 0 || at.y < 0 || at.x > MOBILE.width || at.y > MOBILE.height)
      throw new Error(`${url}: ${control.name} (${control.selector}) is not on the first screen`);
    return at;
  } finally {
    await context.close();
  }
}

export async function tapVisit(
  browser: Browser,
  url: string,
  app: boolean,
  control: Control,
  at: Point,
): Promise<TapSample> {
  const { context, page, cdp } = await open(browser, control);
  try {
    // The first contentful paint as the browser process learns it, not through the busy page.
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    const painted = new Promise<number>((resolve, reject) => {
      cdp.on('Page.lifecycleEvent', (e) => e.name === 'firstContentfulPaint' && resolve(Date.now()));
      setTimeout(() => reject(new Error(`${url}: no first contentful paint`)), TIMEOUT_MS);
    });
    await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    const paintedAt = await painted;
    await new Promise((r) => setTimeout(r, Math.max(0, paintedAt + TAP_AFTER_FCP_MS - Date.now())));
    await page.touchscreen.tap(at.x, at.y);
    await settled(page, 'tap', app);
    const v = await vitals(page);
    const tap = v.events.filter((e) => e.interactionId > 0 || e.name === 'pointerdown');
    return {
      fcp: v.fcp!,
      tapAt: v.tapAt ?? Number.NaN,
      hydratedAt: v.hydratedAt ?? null,
      effectAt: v.effectAt ?? null,
      inp: Math.max(0, ...tap.map((e) => e.duration)),
    };
  } finally {
    await context.close();
  }
}
