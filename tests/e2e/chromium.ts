// Finds Chromium: CHROME_PATH, then Debian's /usr/bin/chromium, then Playwright's own browser cache.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export function findChromium(): string {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    chromium.executablePath(),
  ];
  const found = candidates.find((p): p is string => Boolean(p) && existsSync(p!));
  if (!found) {
    throw new Error(
      'No Chromium found for the end-to-end tests. Install one (Debian: `apt-get install chromium`) ' +
        'or set CHROME_PATH to a Chromium or Chrome executable.',
    );
  }
  return found;
}

export const CHROMIUM_ARGS = [
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-gpu',
  '--no-first-run',
];
