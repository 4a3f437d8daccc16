// Front end (issue #32 §5) against the production build, as a person on a phone feels it: (a) first visits
// of /, /Portfolio and a product page in a real Chromium with Lighthouse's mobile profile applied (network
// and CPU throttled through the DevTools protocol, not simulated), median of USER_RUNS (default 5): first and
// largest contentful paint, CLS, hydration, a tap 500 ms after the first paint and when it is answered, its
// INP, and the scripts as sent; reference: a minimal HTML page under the same throttling; (b) Lighthouse's
// scores beside, default mobile configuration (its simulation), median of LH_RUNS (default 3), reference
// the same minimal page; (c) a repeat visit served offline by the service worker, against the same repeat
// visit online; (d) a first visit on the phone's slow link until the site works offline, against the link's
// own time for the files precached (bench/frontend/first-install.ts). FRONTEND_PARTS=user,lighthouse,offline,
// install picks parts.
import os from 'node:os';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './frontend/browser.ts';
import { startBuiltServer, type BuiltServer } from './frontend/built-server.ts';
import { CATEGORIES, lighthouseMedians, preset } from './frontend/lighthouse-runs.ts';
import { startMinimalPage } from './frontend/minimal-page.ts';
import { firstInstalls } from './frontend/first-install.ts';
import { repeatVisits } from './frontend/offline-repeat.ts';
import { printTable, type Row } from './frontend/table.ts';
import { userFigures, type Subject } from './frontend/user-figures.ts';
import type { Control } from './frontend/user-visits.ts';

const USER_RUNS = Number(process.env.USER_RUNS ?? 5);
const LH_RUNS = Number(process.env.LH_RUNS ?? 3);
const REPEAT_RUNS = Number(process.env.REPEAT_RUNS ?? 5);
const INSTALL_RUNS = Number(process.env.INSTALL_RUNS ?? 3);
const PARTS = (process.env.FRONTEND_PARTS ?? 'user,lighthouse,offline,install').split(',');
const PRODUCT = '/product/SBOVZ-B12-TCBL';

/**
 * The first tap of each page: a control on the first screen whose answer is certain and needs no network.
 * The product page's own buttons navigate (Back) or print, and its chat button fetches the chat panel's
 * chunk on the first open, which would time the throttled network rather than the page: there the header's
 * menu button is tapped, as on Home.
 */
const MENU: Control = {
  name: "the header's menu button",
  selector: '.frame-nav__toggle',
  attribute: 'aria-expanded',
  value: 'true',
};
const CONTROLS: Record<string, Control> = {
  '/': MENU,
  '/Portfolio': {
    name: 'the second product line tab',
    selector: '.portfolio-tabs__tab:nth-child(2)',
    attribute: 'aria-selected',
    value: 'true',
  },
  [PRODUCT]: MENU,
};
const PAGES = Object.keys(CONTROLS);

const cleanups: (() => Promise<unknown>)[] = [];
async function cleanUp(): Promise<void> {
  for (const stop of cleanups.splice(0).reverse()) await stop().catch(() => undefined);
}
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

async function minimalPage(): Promise<string> {
  const minimal = await startMinimalPage();
  cleanups.push(minimal.stop);
  return minimal.url;
}

async function userPart(browser: Browser, server: BuiltServer, minimal: string): Promise<void> {
  const subjects: Subject[] = [
    {
      path: 'minimal page',
      url: minimal,
      app: false,
      control: { name: 'its menu button', selector: 'button', attribute: 'aria-expanded', value: 'true' },
    },
    ...PAGES.map((path) => ({ path, url: `${server.url}${path}`, app: true, control: CONTROLS[path]! })),
  ];
  await userFigures(browser, subjects, USER_RUNS);
}

async function lighthousePart(server: BuiltServer, minimal: string): Promise<void> {
  const results = await lighthouseMedians([minimal, ...PAGES.map((p) => `${server.url}${p}`)], LH_RUNS);
  const floor = results.get(minimal)!.medians;
  console.log(`\nminimal page fails: ${results.get(minimal)!.failing.join(', ') || 'nothing'}`);
  for (const page of PAGES) {
    const { medians: r, failing } = results.get(`${server.url}${page}`)!;
    const rows: Row[] = [
      ...CATEGORIES.map((c) => ({
        figure: `${c} score`,
        value: r[c],
        unit: '/100',
        reference: floor[c],
        target: '≥ 95',
      })),
      { figure: 'LCP (simulated)', value: r.lcp, unit: 'ms', reference: floor.lcp },
      { figure: 'TBT (simulated)', value: r.tbt, unit: 'ms', reference: floor.tbt },
      { figure: 'CLS', value: r.cls, unit: '', reference: floor.cls, digits: 3 },
    ];
    printTable(
      `(b) Lighthouse ${page}, its default ${preset()} config: simulated, reported beside; ` +
        `median of ${LH_RUNS} (ref: minimal HTML page)`,
      'minimal page',
      rows,
    );
    console.log(`failing audits (a11y, best practices, SEO): ${failing.join(', ') || 'none'}`);
  }
}

async function offlinePart(browser: Browser, server: BuiltServer): Promise<void> {
  const paths = ['/', PRODUCT];
  const { online, offline } = await repeatVisits(browser, server.url, paths, REPEAT_RUNS);
  const rows: Row[] = paths.flatMap((p) => [
    {
      figure: `${p} offline, start → load`,
      value: offline.get(p)!.load,
      unit: 'ms',
      reference: online.get(p)!.load,
    },
    {
      figure: `${p} offline, start → h1`,
      value: offline.get(p)!.h1,
      unit: 'ms',
      reference: online.get(p)!.h1,
    },
  ]);
  printTable(
    `(c) Repeat visit served by the service worker offline, not throttled, median of ${REPEAT_RUNS} reloads`,
    'online repeat',
    rows,
  );
}

async function installPart(browser: Browser, server: BuiltServer): Promise<void> {
  const r = await firstInstalls(browser, server.url, '/About', INSTALL_RUNS);
  printTable(
    `(d) First visit of /About on the phone's slow link until it works offline, median of ${INSTALL_RUNS}; ` +
      `the precache: ${r.files} files, ${Math.round(r.bytes / 1024)} KiB over the link`,
    'link, 6 at a time',
    [
      { figure: "start → 'Ready to work offline'", value: r.ready, unit: 'ms', reference: r.linkTime },
      { figure: 'start → load', value: r.load, unit: 'ms' },
    ],
  );
}

try {
  console.log(`${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`);
  const server = await startBuiltServer();
  cleanups.push(server.stop);
  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  console.log(`Chromium ${browser.version()}`);
  const minimal = await minimalPage();
  if (PARTS.includes('user')) await userPart(browser, server, minimal);
  if (PARTS.includes('lighthouse')) await lighthousePart(server, minimal);
  if (PARTS.includes('offline')) await offlinePart(browser, server);
  if (PARTS.includes('install')) await installPart(browser, server);
} finally {
  await cleanUp();
}
