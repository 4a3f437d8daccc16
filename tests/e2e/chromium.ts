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

/**
 * The features Playwright (1.65) switches off in the Chromium it launches. Chromium reads only the last
 * `--disable-features` on its command line, so the one below repeats them; `chromium.spec.ts` fails when a
 * Playwright upgrade switches off one more.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium (156) preloads its address bar's two popups, each a WebUI page in a renderer process of its own,
 * in every window, and each browser context (a test's) is a window of its own: two processes a test that
 * no page of ours uses. Without them, a test's context and first page took a third less CPU
 * (docs/decisions/043-test-browser-without-omnibox-popups.md).
 */
export const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const CHROMIUM_ARGS = [
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-gpu',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
];
