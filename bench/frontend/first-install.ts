// A first visit on a phone's slow link until the site works offline: from navigation start to the load event
// and to the 'Ready to work offline' prompt, which shows once the service worker has precached the site.
// The page and its service worker both go through the slow link (tests/setup/slow-link.ts); the phone's
// screen and CPU are the mobile profile's. Reference, measured in the same run: the same files fetched
// through the same link six at a time, as a browser's six connections to one host can: the link's own time
// for those bytes.
import type { Browser, Page } from 'playwright-core';
import { MOBILE, mobilePage } from './mobile-profile.ts';
import type { PageGlobals } from './page-globals.ts';
import { slowLink } from '../../tests/setup/slow-link.ts';
import { median } from './table.ts';

export interface FirstInstall {
  /** Medians in ms. */
  load: number;
  ready: number;
  /** The precache's files fetched through the link six at a time, in ms. */
  linkTime: number;
  files: number;
  bytes: number;
}

/** The URLs the service worker precached (its cache keys: a file with a revision keeps it in the query). */
function precachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const g = globalThis as unknown as PageGlobals;
    const name = (await g.caches.keys()).find((key) => key.includes('precache'));
    if (!name) throw new Error('no precache');
    return (await (await g.caches.open(name)).keys()).map((request) => request.url);
  });
}

async function visit(browser: Browser, server: string, path: string) {
  const link = await slowLink(server, MOBILE);
  try {
    const { context, page } = await mobilePage(browser, {
      throttle: 'cpu',
      serviceWorkers: 'allow',
      baseURL: link.url,
    });
    try {
      const start = Date.now();
      await page.goto(path, { waitUntil: 'load' });
      const load = Date.now() - start;
      await page
        .locator('.reload-prompt')
        .filter({ hasText: 'Ready to work offline' })
        .waitFor({ timeout: 300_000 });
      const ready = Date.now() - start;
      const urls = (await precachedUrls(page)).map((url) => url.replace(link.url, server));
      return { load, ready, urls };
    } finally {
      await context.close();
    }
  } finally {
    await link.close();
  }
}

async function fetchThroughLink(server: string, urls: string[]): Promise<{ ms: number; bytes: number }> {
  const link = await slowLink(server, MOBILE);
  try {
    const queue = urls.map((url) => url.replace(server, link.url));
    const start = Date.now();
    const next = async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        // As a browser asks, so that the same compressed files cross the link.
        const res = await fetch(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
        await res.arrayBuffer();
      }
    };
    await Promise.all(Array.from({ length: 6 }, next));
    return { ms: Date.now() - start, bytes: link.bytesDown() };
  } finally {
    await link.close();
  }
}

export async function firstInstalls(
  browser: Browser,
  server: string,
  path: string,
  runs: number,
): Promise<FirstInstall> {
  const visits = [];
  for (let i = 0; i < runs; i++) visits.push(await visit(browser, server, path));
  const urls = visits[0]!.urls;
  const fetched = await fetchThroughLink(server, urls);
  return {
    load: median(visits.map((v) => v.load)),
    ready: median(visits.map((v) => v.ready)),
    linkTime: fetched.ms,
    files: urls.length,
    bytes: fetched.bytes,
  };
}
