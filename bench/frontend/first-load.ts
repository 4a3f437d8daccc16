// What a page really downloads on a first visit: a fresh Chromium context opens it and every JS and CSS
// file the page itself requests (not the service worker's background precache) is recorded until its
// service worker is active and the network idle; each is gzipped at level 9 and summed, and its body as
// the server sent it (brotli to a browser) is summed too. The precache's
// total size is read from the built service worker.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { newContext, signIn } from './browser.ts';
import { DIST_PWA, type Session } from './built-server.ts';
import type { PageGlobals } from './page-globals.ts';

export interface FileSize {
  url: string;
  raw: number;
  gzip: number;
  /** The body as the server sent it to this browser (its Content-Encoding); on a page's load only. */
  sent?: number;
}

export interface Sizes {
  files: FileSize[];
  raw: number;
  gzip: number;
  sent: number;
}

const gzipSize = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

function total(files: FileSize[]): Sizes {
  return {
    files,
    raw: files.reduce((s, f) => s + f.raw, 0),
    gzip: files.reduce((s, f) => s + f.gzip, 0),
    sent: files.reduce((s, f) => s + (f.sent ?? 0), 0),
  };
}

/** How long no script or stylesheet must arrive for the page's first load to count as done. */
const QUIET_MS = 1500;

/**
 * The JS and CSS the page at `url` loads, until no script or stylesheet has arrived for QUIET_MS (lazy
 * chunks included). Not "network idle": a signed-in page keeps its live sync stream open.
 */
export async function firstLoad(browser: Browser, url: string, session?: Session): Promise<Sizes> {
  const context = await newContext(browser);
  try {
    if (session) await signIn(context, session);
    const page = await context.newPage();
    const pending: Promise<FileSize | undefined>[] = [];
    // Restarts the quiet window below, once it is open: each script or stylesheet that arrives.
    let arrived = () => {};
    page.on('response', (response) => {
      const request = response.request();
      if (request.serviceWorker() || !['script', 'stylesheet'].includes(request.resourceType())) return;
      const name = new URL(response.url()).pathname;
      // The service worker's own script is fetched by the browser on registration, after load.
      if (/^\/(sw|workbox-[^/]+)\.js$/.test(name)) return;
      arrived();
      pending.push(
        Promise.all([response.body(), request.sizes()]).then(
          ([body, sizes]) => ({
            url: name,
            raw: body.length,
            gzip: gzipSize(body),
            sent: sizes.responseBodySize,
          }),
          () => undefined,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'load' });
    // The app registers its service worker after load (workbox-window, imported then): wait for it, so the
    // figure does not depend on whether that import fell inside the network-idle window.
    await page.evaluate(async () => {
      await (globalThis as unknown as PageGlobals).navigator.serviceWorker.ready;
    });
    // Done once QUIET_MS pass with no script or stylesheet arriving.
    await new Promise<void>((resolve) => {
      let timer = setTimeout(resolve, QUIET_MS);
      arrived = () => {
        clearTimeout(timer);
        timer = setTimeout(resolve, QUIET_MS);
      };
    });
    const files = (await Promise.all(pending)).filter((f): f is FileSize => f !== undefined);
    const unique = [...new Map(files.map((f) => [f.url, f])).values()];
    return total(unique.sort((a, b) => a.url.localeCompare(b.url)));
  } finally {
    await context.close();
  }
}

/** Every file the built service worker precaches, read from dist/pwa (raw and gzipped sizes). */
export async function precacheSize(): Promise<Sizes> {
  const sw = await readFile(path.join(DIST_PWA, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/\{url:"([^"]+)",revision:/g)].map((m) => m[1]!);
  const files: FileSize[] = [];
  for (const url of urls) {
    const file = path.join(DIST_PWA, url);
    if (!(await stat(file).catch(() => undefined))) continue;
    const bytes = await readFile(file);
    files.push({ url, raw: bytes.length, gzip: gzipSize(bytes) });
  }
  return total(files);
}
