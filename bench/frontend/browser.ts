// Chromium for the benchmarks: CHROME_PATH, then Debian's /usr/bin/chromium, with the flags the issue asks
// for; a signed-in page gets the session in localStorage before any of the app's scripts run.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { OMNIBOX_POPUP_FEATURES, PLAYWRIGHT_DISABLED_FEATURES } from '../../tests/e2e/chromium.ts';
import type { Session } from './built-server.ts';
import type { PageGlobals } from './page-globals.ts';

export function chromePath(): string {
  const found = [process.env.CHROME_PATH, '/usr/bin/chromium'].find((p): p is string =>
    Boolean(p && existsSync(p)),
  );
  if (!found) throw new Error('No Chromium: set CHROME_PATH or install /usr/bin/chromium.');
  return found;
}

/** The phone the front-end figures use: Lighthouse's mobile screen (a Moto G Power), 412 × 823 at 1.75×. */
export const PHONE_SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75 };

export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS });
}

/** Puts the staff session under the spec's localStorage keys before the app loads. */
export async function signIn(context: BrowserContext, session: Session): Promise<void> {
  await context.addInitScript((s) => {
    const storage = (globalThis as unknown as PageGlobals).localStorage;
    if (!storage.getItem('token')) {
      storage.setItem('token', s.token);
      storage.setItem('username', s.username);
      storage.setItem('role', s.role);
    }
  }, session);
}

/**
 * A new context whose pages can run the benchmarks' page functions: tsx keeps function names by wrapping
 * named inner functions in `__name(...)`, a helper that exists in Node but not in the page.
 */
export async function newContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
  return context;
}
