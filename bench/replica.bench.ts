// The staff replica at scale (issue #11 §7) in real Chromium against the production build, with
// REPLICA_PRODUCTS (default 10,000) products on the server:
// (1) a fresh device's first sync, against the same browser downloading the spec's GET /api/products once;
// (2) the pull after one change made elsewhere (the engine's own run, and change → visible in the replica),
//     against a GET /api/products/count round trip from the page;
// (3) search as you type over the list, keydown → next frame, against the contact form's input;
// (4) IndexedDB's size after the first sync, against the bytes of GET /api/products.
// Targets (≤ 15 s, ≤ 300 ms, ≤ 2 s, p95 ≤ 50 ms, ≤ 60 MB) are printed next to the figures, never asserted;
// the bench exits non-zero only when the replica does not hold what the server holds.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { startEmbeddedPostgres } from '../server/db/embedded-postgres.ts';
import { createKnex } from '../server/db/knex.ts';
import { migrateLatest } from '../server/db/migrations.ts';
import { runSeeds } from '../server/bootstrap/seed.ts';
import { createLogger } from '../server/logger.ts';
import { fillProducts } from './api/fill-products.ts';
import { launchBrowser, newContext, signIn } from './frontend/browser.ts';
import { startBuiltServer } from './frontend/built-server.ts';
import type { PageGlobals } from './frontend/page-globals.ts';
import { median, percentile, printTable } from './frontend/table.ts';
import { instrumentKeystrokes, typeAndMeasure } from './sync/keystrokes.ts';

const PRODUCTS = Number(process.env.REPLICA_PRODUCTS ?? 10_000);
const KEY_DELAY_MS = Number(process.env.KEY_DELAY_MS ?? 80);
const QUERY = 'corrinoids 1';
const LIST = '/AdminDashboard/products';
const TIMEOUT_MS = 5 * 60_000;

const cleanups: (() => Promise<unknown>)[] = [];
const cleanUp = async () => {
  for (const stop of cleanups.splice(0).reverse()) await stop().catch(() => undefined);
};
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

const failures: string[] = [];
const target = (ok: boolean) => (ok ? 'within target' : 'OVER TARGET');

/** What the replica holds, read from IndexedDB the way the app stores it. */
function replicaCounts(page: Page): Promise<{ products: number; records: number }> {
  return page.evaluate(
    () =>
      new Promise<{ products: number; records: number }>((resolve) => {
        const g = globalThis as unknown as PageGlobals;
        const open = g.indexedDB.open('veda-vitals');
        open.onerror = () => resolve({ products: 0, records: 0 });
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('products')) {
            db.close();
            resolve({ products: 0, records: 0 });
            return;
          }
          const tx = db.transaction(['products', 'records']);
          const products = tx.objectStore('products').count();
          const records = tx.objectStore('records').count();
          tx.oncomplete = () => {
            resolve({ products: products.result, records: records.result });
            db.close();
          };
        };
      }),
  );
}

function replicaName(page: Page, code: string): Promise<string | undefined> {
  return page.evaluate(
    (c) =>
      new Promise<string | undefined>((resolve) => {
        const g = globalThis as unknown as PageGlobals;
        const open = g.indexedDB.open('veda-vitals');
        open.onsuccess = () => {
          const get = open.result.transaction('products').objectStore('products').get(c);
          get.onsuccess = () => {
            resolve((get.result as { productName?: string } | undefined)?.productName);
            open.result.close();
          };
        };
        open.onerror = () => resolve(undefined);
      }),
    code,
  );
}

async function until<T>(probe: () => Promise<T>, ok: (v: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    const value = await probe();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Time and bytes of one request made by the page with the stored token. */
function timedFetch(page: Page, url: string): Promise<{ ms: number; bytes: number }> {
  return page.evaluate(async (u) => {
    const g = globalThis as unknown as PageGlobals & { fetch: typeof fetch; TextEncoder: typeof TextEncoder };
    const started = g.performance.now();
    const res = await g.fetch(u, { headers: { Authorization: `Bearer ${g.localStorage.getItem('token')}` } });
    const text = await res.text();
    return { ms: g.performance.now() - started, bytes: new g.TextEncoder().encode(text).length };
  }, url);
}

try {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vv-bench-replica-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const log = createLogger('silent');
  const pg = await startEmbeddedPostgres({ clusterDir: path.join(dir, 'pg'), database: 'app', log });
  cleanups.push(() => pg.stop());
  const db = createKnex(pg.url);
  cleanups.push(() => db.destroy());
  await migrateLatest(db);
  await runSeeds(db, log);
  const filling = Date.now();
  await fillProducts(db, PRODUCTS);
  const serverCount = Number((await db('products').count<{ n: string }[]>({ n: '*' }))[0]!.n);
  console.log(
    `${serverCount.toLocaleString('en')} products on the server (filled in ${Date.now() - filling} ms)`,
  );

  const server = await startBuiltServer({ databaseUrl: pg.url });
  cleanups.push(() => server.stop());
  const session = await server.staff('ADMIN');
  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  const context = await newContext(browser, { baseURL: server.url });
  cleanups.push(() => context.close());
  await signIn(context, session);
  await instrumentKeystrokes(context);
  const page = await context.newPage();

  // Reference: the same browser downloading every full product once (a public page, so no sync runs).
  await page.goto('/contact');
  const fullList = await timedFetch(page, '/api/products');

  // (1) A fresh device's first sync.
  const started = Date.now();
  await page.goto(LIST);
  await until(
    () => replicaCounts(page),
    (c) => c.products >= serverCount,
    'the replica to fill',
  );
  await page.getByTestId('sync-note').filter({ hasText: 'Up to date' }).waitFor({ timeout: TIMEOUT_MS });
  const firstSyncMs = Date.now() - started;
  const counts = await replicaCounts(page);
  if (counts.products !== serverCount)
    failures.push(`the replica holds ${counts.products} products, the server ${serverCount}`);

  // (4) IndexedDB's size.
  const usage = await page.evaluate(async () => {
    const g = globalThis as unknown as PageGlobals;
    const estimate = await g.navigator.storage.estimate();
    return estimate.usageDetails?.indexedDB ?? estimate.usage ?? 0;
  });

  // (2) One change elsewhere: the engine's run that pulls it, and change → in the replica.
  const countTrips: number[] = [];
  for (let i = 0; i < 5; i++) countTrips.push((await timedFetch(page, '/api/products/count')).ms);
  const runsBefore = await page.evaluate(
    () => (globalThis as unknown as PageGlobals).performance.getEntriesByName('sync-run').length,
  );
  const code = 'SBOVZ-B12-TCBL'; // a seeded product: it has ingredients and processes, as a PUT needs
  const auth = { Authorization: `Bearer ${session.token}` };
  const current = (await (
    await fetch(`${server.url}/api/products/${code}`, { headers: auth })
  ).json()) as Record<string, unknown>;
  const renamed = `Renamed elsewhere ${Date.now()}`;
  const changedAt = Date.now();
  const put = await fetch(`${server.url}/api/products/${code}`, {
    method: 'PUT',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...current, productName: renamed }),
  });
  if (!put.ok) throw new Error(`the change answered ${put.status}: ${await put.text()}`);
  await until(
    () => replicaName(page, code),
    (n) => n === renamed,
    'the change to reach the replica',
  );
  const visibleMs = Date.now() - changedAt;
  // The run that wrote the change ends a little after the write (it also reads the users count):
  // wait for its measure.
  const runs = await until(
    () =>
      page.evaluate(
        (n) =>
          (globalThis as unknown as PageGlobals).performance
            .getEntriesByName('sync-run')
            .slice(n)
            .map((e) => e.duration),
        runsBefore,
      ),
    (durations) => durations.length > 0,
    'the sync run that pulled the change to end',
  );
  const pullMs = runs.length > 0 ? Math.min(...runs) : Number.NaN;

  // (3) Search as you type over the whole list.
  const search = await typeAndMeasure(page, page.getByPlaceholder('Search products...'), QUERY, KEY_DELAY_MS);
  await page.goto('/contact');
  const contact = await typeAndMeasure(page, page.getByLabel('Name', { exact: true }), QUERY, KEY_DELAY_MS);

  const mb = (bytes: number) => bytes / 1e6;
  printTable(
    `(1) First sync of ${serverCount.toLocaleString('en')} products (ref: GET /api/products once)`,
    'full list',
    [
      {
        figure: `first sync (${target(firstSyncMs <= 15_000)}: ≤ 15 s)`,
        value: firstSyncMs,
        unit: 'ms',
        reference: fullList.ms,
      },
      { figure: 'summaries kept', value: counts.products, unit: '' },
      { figure: 'full records kept', value: counts.records, unit: '' },
    ],
  );
  printTable(
    '(2) One change made elsewhere (ref: GET /api/products/count from the page, median of 5)',
    'count trip',
    [
      {
        figure: `incremental pull, engine run (${target(pullMs <= 300)}: ≤ 300 ms)`,
        value: pullMs,
        unit: 'ms',
        reference: median(countTrips),
        digits: 1,
      },
      {
        figure: `change → in the replica (poke, pull) (${target(visibleMs <= 2_000)}: ≤ 2 s)`,
        value: visibleMs,
        unit: 'ms',
        reference: median(countTrips),
        digits: 1,
      },
    ],
  );
  printTable(
    `(3) Search as you type, ${QUERY.length} keys ${KEY_DELAY_MS} ms apart, keydown → next frame (ref: /contact Name)`,
    'contact form',
    [
      { figure: 'p50', value: median(search), unit: 'ms', reference: median(contact), digits: 1 },
      {
        figure: `p95 (${target(percentile(search, 95) <= 50)}: ≤ 50 ms)`,
        value: percentile(search, 95),
        unit: 'ms',
        reference: percentile(contact, 95),
        digits: 1,
      },
    ],
  );
  printTable('(4) IndexedDB after the first sync (ref: the bytes of GET /api/products)', 'full list', [
    {
      figure: `IndexedDB (${target(mb(usage) <= 60)}: ≤ 60 MB)`,
      value: mb(usage),
      unit: 'MB',
      reference: mb(fullList.bytes),
      digits: 1,
    },
  ]);
} catch (error) {
  failures.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  await cleanUp();
}
if (failures.length > 0) {
  console.error(`\nFAILED:\n${failures.join('\n')}`);
  process.exit(1);
}
