// Front end (issue #7 §2) against the production build: (a) the JS and CSS a first visit downloads,
// gzipped, for Home and for the admin wizard, and the bytes of a product page's banner on a phone and a
// desktop against the upload; (b) Lighthouse 12, median of LH_RUNS runs (default 5), for
// /, /Portfolio and a product page, against a minimal HTML page; (c) a repeat visit served offline by the
// service worker, against the same repeat visit online; (d) the main thread of a first visit with the CPU
// slowed 4× in a real Chromium, median of CPU_RUNS (default 9), against the same page without its app.
// FRONTEND_PARTS=sizes,lighthouse,offline,cpu picks parts.
import os from 'node:os';
import type { Browser } from 'playwright-core';
import { launchBrowser, PHONE_SCREEN } from './frontend/browser.ts';
import { BENCH_ADMIN, startBuiltServer, type BuiltServer } from './frontend/built-server.ts';
import { firstLoad, precacheSize, type Sizes } from './frontend/first-load.ts';
import { largestImageBytes } from './frontend/largest-image.ts';
import { CATEGORIES, lighthouseMedians, preset } from './frontend/lighthouse-runs.ts';
import { mainThread } from './frontend/main-thread.ts';
import { startMinimalPage } from './frontend/minimal-page.ts';
import { repeatVisits } from './frontend/offline-repeat.ts';
import { kib, printTable, type Row } from './frontend/table.ts';

const LH_RUNS = Number(process.env.LH_RUNS ?? 5);
const REPEAT_RUNS = Number(process.env.REPEAT_RUNS ?? 5);
const CPU_RUNS = Number(process.env.CPU_RUNS ?? 9);
const PARTS = (process.env.FRONTEND_PARTS ?? 'sizes,lighthouse,offline,cpu').split(',');
const PRODUCT = '/product/SBOVZ-B12-TCBL';
const WIZARD = '/AdminDashboard/products/add';

const cleanups: (() => Promise<unknown>)[] = [];
async function cleanUp(): Promise<void> {
  for (const stop of cleanups.splice(0).reverse()) await stop().catch(() => undefined);
}
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

function split(sizes: Sizes, ext: 'js' | 'css', form: 'gzip' | 'sent' = 'gzip'): number {
  return sizes.files.filter((f) => f.url.endsWith(`.${ext}`)).reduce((s, f) => s + (f[form] ?? 0), 0);
}

async function sizesPart(browser: Browser, server: BuiltServer): Promise<void> {
  const admin = await server.login(BENCH_ADMIN.email, BENCH_ADMIN.password);
  const home = await firstLoad(browser, `${server.url}/`);
  const wizard = await firstLoad(browser, `${server.url}${WIZARD}`, admin);
  const precache = await precacheSize();
  const desktopScreen = { width: 1280, height: 800, deviceScaleFactor: 1 };
  const banner = { selector: '.product-sheet__banner', prefix: '/media/' };
  const phone = await largestImageBytes(browser, `${server.url}${PRODUCT}`, PHONE_SCREEN, banner);
  const desktop = await largestImageBytes(browser, `${server.url}${PRODUCT}`, desktopScreen, banner);
  const hero = await largestImageBytes(browser, `${server.url}/`, PHONE_SCREEN, {
    selector: 'img.hero__media',
    prefix: '/images/hero/hero-poster',
    reference: '/images/hero/hero-poster-1280.avif',
  });
  for (const [name, sizes] of [
    ['Home', home],
    ['Wizard', wizard],
  ] as const) {
    console.log(
      `\n${name} loads: ${sizes.files.map((f) => `${f.url} (${kib(f.gzip).toFixed(1)} KiB gz)`).join(', ')}`,
    );
  }
  const kb = (bytes: number) => ({ value: kib(bytes), unit: 'KiB', digits: 1 });
  const rows: Row[] = [
    { figure: 'Home JS, gzip', ...kb(split(home, 'js')) },
    { figure: 'Home CSS, gzip', ...kb(split(home, 'css')) },
    {
      figure: 'Home JS, as the server sends it to Chromium (ref: gzip)',
      ...kb(split(home, 'js', 'sent')),
      reference: kib(split(home, 'js')),
    },
    {
      figure: 'Home JS+CSS, gzip (ref: whole precache, gzip)',
      ...kb(home.gzip),
      reference: kib(precache.gzip),
    },
    { figure: 'Home JS+CSS, raw (ref: whole precache, raw)', ...kb(home.raw), reference: kib(precache.raw) },
    {
      figure: 'Wizard JS, gzip (ref: Home JS)',
      ...kb(split(wizard, 'js')),
      reference: kib(split(home, 'js')),
    },
    {
      figure: 'Wizard CSS, gzip (ref: Home CSS)',
      ...kb(split(wizard, 'css')),
      reference: kib(split(home, 'css')),
    },
    { figure: 'Wizard JS+CSS, gzip (ref: Home)', ...kb(wizard.gzip), reference: kib(home.gzip) },
    { figure: 'Wizard JS+CSS, raw (ref: Home)', ...kb(wizard.raw), reference: kib(home.raw) },
    {
      figure: 'Wizard extra over Home, gzip (ref: Home)',
      ...kb(wizard.gzip - home.gzip),
      reference: kib(home.gzip),
    },
    {
      figure: `Product banner, 412 px phone at 1.75×: ${phone.chosen} (ref: the upload)`,
      ...kb(phone.fetched),
      reference: kib(phone.reference),
    },
    {
      figure: `Product banner, 1280 px desktop: ${desktop.chosen} (ref: the upload)`,
      ...kb(desktop.fetched),
      reference: kib(desktop.reference),
    },
    {
      figure: `Home hero, 412 px phone at 1.75×: ${hero.chosen} (ref: the 16:9 hero-poster-1280.avif)`,
      ...kb(hero.fetched),
      reference: kib(hero.reference),
    },
  ];
  printTable(
    `(a) First-load JS and CSS (gzip -9 per file; precache: ${precache.files.length} files)`,
    'reference',
    rows,
  );
}

async function lighthousePart(server: BuiltServer): Promise<void> {
  const minimal = await startMinimalPage();
  cleanups.push(minimal.stop);
  const pages = ['/', '/Portfolio', PRODUCT];
  const results = await lighthouseMedians([minimal.url, ...pages.map((p) => `${server.url}${p}`)], LH_RUNS);
  const floor = results.get(minimal.url)!.medians;
  console.log(`\nminimal page fails: ${results.get(minimal.url)!.failing.join(', ') || 'nothing'}`);
  for (const page of pages) {
    const { medians: r, failing } = results.get(`${server.url}${page}`)!;
    const rows: Row[] = [
      ...CATEGORIES.map((c) => ({ figure: `${c} score`, value: r[c], unit: '/100', reference: floor[c] })),
      { figure: 'LCP', value: r.lcp, unit: 'ms', reference: floor.lcp },
      { figure: 'TBT', value: r.tbt, unit: 'ms', reference: floor.tbt },
      { figure: 'CLS', value: r.cls, unit: '', reference: floor.cls, digits: 3 },
    ];
    printTable(
      `(b) Lighthouse ${page}, ${preset()} config, median of ${LH_RUNS} (ref: minimal HTML page)`,
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
    `(c) Repeat visit served by the service worker offline, median of ${REPEAT_RUNS} reloads`,
    'online repeat',
    rows,
  );
}

async function cpuPart(browser: Browser, server: BuiltServer): Promise<void> {
  const pages = ['/', '/Portfolio', PRODUCT];
  const results = await mainThread(
    browser,
    pages.map((p) => `${server.url}${p}`),
    CPU_RUNS,
  );
  const rows: Row[] = pages.flatMap((page, i) => {
    const { app, withoutApp } = results[i]!;
    return [
      {
        figure: `${page} blocking time after first paint`,
        value: app.blocking,
        unit: 'ms',
        reference: withoutApp.blocking,
      },
      {
        figure: `${page} start → first paint`,
        value: app.firstPaint,
        unit: 'ms',
        reference: withoutApp.firstPaint,
      },
      {
        figure: `${page} start → hydrated (ref: without the app, first paint)`,
        value: app.hydrated,
        unit: 'ms',
        reference: withoutApp.firstPaint,
      },
    ];
  });
  printTable(
    `(d) Main thread of a first visit, CPU 4× slower, network not throttled, median of ${CPU_RUNS} (ref: the same page without its app's scripts)`,
    'without app',
    rows,
  );
}

try {
  console.log(`${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`);
  const server = await startBuiltServer();
  cleanups.push(server.stop);
  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  if (PARTS.includes('sizes')) await sizesPart(browser, server);
  if (PARTS.includes('offline')) await offlinePart(browser, server);
  if (PARTS.includes('lighthouse')) await lighthousePart(server);
  if (PARTS.includes('cpu')) await cpuPart(browser, server);
} finally {
  await cleanUp();
}
