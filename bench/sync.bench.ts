// Sync (issue #7 §3) in real Chromium against the production build: (c) SYNC_DRAFTS (default 100) drafts
// with ~200 KB banners, submitted offline, synced by the app's own engine after reconnecting, against the
// same number of products POSTed straight from Node; (d) the wizard's keystroke-to-paint latency with
// autosave on, against the contact form's input (no autosave). SYNC_PARTS=sync,keys picks parts.
// Exits non-zero when a draft is lost, left behind or made twice.
import os from 'node:os';
import type { Browser } from 'playwright-core';
import { productInput } from '../tests/factories/products.ts';
import { launchBrowser, newContext, signIn } from './frontend/browser.ts';
import { startBuiltServer, type BuiltServer, type Session } from './frontend/built-server.ts';
import type { PageGlobals } from './frontend/page-globals.ts';
import { median, percentile, printTable, type Row } from './frontend/table.ts';
import { postDirectly, serverCodes, serverDrafts } from './sync/direct-posts.ts';
import { instrumentKeystrokes, typeAndMeasure } from './sync/keystrokes.ts';
import { noiseJpegs } from './sync/noise-images.ts';
import { benchDraft, localLeft, queueDrafts } from './sync/queued-drafts.ts';

const DRAFTS = Number(process.env.SYNC_DRAFTS ?? 100);
const KEYS = Number(process.env.KEYSTROKES ?? 50);
const KEY_DELAY_MS = Number(process.env.KEY_DELAY_MS ?? 50);
const PARTS = (process.env.SYNC_PARTS ?? 'sync,keys').split(',');
const LIST = '/AdminDashboard/products';
const ADD = '/AdminDashboard/products/add';
const SYNC_TIMEOUT_MS = 20 * 60_000;

const cleanups: (() => Promise<unknown>)[] = [];
async function cleanUp(): Promise<void> {
  for (const stop of cleanups.splice(0).reverse()) await stop().catch(() => undefined);
}
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

const failures: string[] = [];
const check = (ok: boolean, message: string) => {
  if (!ok) failures.push(message);
};

async function until(condition: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function syncPart(browser: Browser, server: BuiltServer, session: Session): Promise<void> {
  const images = await noiseJpegs(DRAFTS * 2);
  const meanKb = images.reduce((s, b) => s + b.length, 0) / images.length / 1000;
  const prefix = `BSYNC-${Date.now().toString(36).toUpperCase()}-`;
  const make = (kind: string, i: number) =>
    productInput({
      productCode: `${prefix}${kind}${String(i).padStart(4, '0')}`,
      productName: `Bench ${kind === 'Q' ? 'queued' : 'direct'} ${i}`,
    });
  const drafts = images.slice(0, DRAFTS).map((banner, i) => benchDraft(make('Q', i), banner));

  const context = await newContext(browser, { baseURL: server.url });
  cleanups.push(() => context.close());
  await signIn(context, session);
  const requests = new Map<string, number>();
  context.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (!path.startsWith('/api/')) return;
    const route = path
      .replace(/^\/api\/drafts\/[^/]+$/, '/api/drafts/:id')
      .replace(/^\/api\/products\/[^/]+$/, '/api/products/:code');
    const key = `${r.method()} ${route}`;
    requests.set(key, (requests.get(key) ?? 0) + 1);
  });
  // Answers a retry follows: failed requests and error statuses, by route.
  const retried = new Map<string, number>();
  const note = (key: string) => retried.set(key, (retried.get(key) ?? 0) + 1);
  context.on('requestfailed', (r) =>
    note(`${r.method()} ${new URL(r.url()).pathname.split('/').slice(0, 3).join('/')} failed`),
  );
  context.on('response', (r) => {
    if (r.status() >= 400)
      note(
        `${r.request().method()} ${new URL(r.url()).pathname.split('/').slice(0, 3).join('/')} ${r.status()}`,
      );
  });
  const page = await context.newPage();
  // One online visit so the service worker holds the app and the admin chunk, as a staff member's would.
  await page.goto(LIST);
  await page.waitForFunction(
    () => (globalThis as unknown as PageGlobals).navigator.serviceWorker.controller !== null,
  );
  await page.reload();
  await page.getByRole('navigation', { name: 'Admin' }).waitFor();

  await context.setOffline(true);
  await queueDrafts(page, session.username, drafts);
  await page.reload();
  const waiting = page.getByTestId('sync-waiting');
  await waiting.filter({ hasText: new RegExp(`^${DRAFTS} drafts? waits? to sync$`) }).waitFor();
  requests.clear();
  retried.clear();

  const started = performance.now();
  await context.setOffline(false);
  await waiting.waitFor({ state: 'detached', timeout: SYNC_TIMEOUT_MS });
  const synced = performance.now() - started;
  await until(async () => (await localLeft(page)).outbox === 0, SYNC_TIMEOUT_MS, 'an empty outbox');
  const drained = performance.now() - started;

  const codes = await serverCodes(server.url, session, `${prefix}Q`);
  const left = await localLeft(page);
  const onServer = await serverDrafts(server.url, session);
  check(codes.length === new Set(codes).size, `${codes.length - new Set(codes).size} duplicate products`);
  check(new Set(codes).size === DRAFTS, `${DRAFTS - new Set(codes).size} drafts never became products`);
  check(left.drafts === 0, `${left.drafts} drafts left on the device`);
  check(onServer === 0, `${onServer} drafts left on the server`);
  await context.close();

  const direct = images.slice(DRAFTS).map((banner, i) => ({ product: make('D', i), banner }));
  const reference = await postDirectly(server.url, session, direct);
  const directCodes = await serverCodes(server.url, session, `${prefix}D`);
  check(directCodes.length === DRAFTS, `the direct POSTs made ${directCodes.length} products`);

  console.log(
    `\n${DRAFTS} drafts, banners ${meanKb.toFixed(0)} kB on average (600×400 JPEG noise); requests during the sync: ` +
      [...requests].map(([k, n]) => `${k} ×${n}`).join(', '),
  );
  console.log(
    `failed requests and error answers during the sync: ${[...retried].map(([k, n]) => `${k} ×${n}`).join(', ') || 'none'}`,
  );
  console.log(
    `checks: ${codes.length} products made, ${codes.length - new Set(codes).size} duplicates, ` +
      `${left.drafts} drafts and ${left.outbox} outbox entries left on the device, ${onServer} on the server`,
  );
  const rows: Row[] = [
    {
      figure: 'reconnect → no draft waits (header)',
      value: synced / 1000,
      unit: 's',
      reference: reference / 1000,
      digits: 2,
    },
    {
      figure: 'reconnect → outbox empty (discards sent)',
      value: drained / 1000,
      unit: 's',
      reference: reference / 1000,
      digits: 2,
    },
    { figure: 'per draft', value: synced / DRAFTS, unit: 'ms', reference: reference / DRAFTS, digits: 1 },
    {
      figure: 'throughput',
      value: (DRAFTS / synced) * 1000,
      unit: 'drafts/s',
      reference: (DRAFTS / reference) * 1000,
      digits: 2,
    },
  ];
  printTable(
    `(c) Sync of ${DRAFTS} queued drafts after reconnecting (ref: direct POSTs from Node)`,
    'direct POST',
    rows,
  );
}

async function keysPart(browser: Browser, server: BuiltServer, session: Session): Promise<void> {
  const text = 'Organic amla fruit powder, a whole-food vitamin C source '.repeat(4).slice(0, KEYS);
  const context = await newContext(browser, { baseURL: server.url });
  cleanups.push(() => context.close());
  await instrumentKeystrokes(context);
  await signIn(context, session);
  const page = await context.newPage();
  await page.goto(ADD);
  const wizard = await typeAndMeasure(
    page,
    page.getByLabel('Product Name', { exact: true }),
    text,
    KEY_DELAY_MS,
  );
  await page.goto('/contact');
  const contact = await typeAndMeasure(page, page.getByLabel('Name', { exact: true }), text, KEY_DELAY_MS);
  await context.close();
  const rows: Row[] = [
    { figure: 'p50', value: median(wizard), unit: 'ms', reference: median(contact), digits: 1 },
    {
      figure: 'p95',
      value: percentile(wizard, 95),
      unit: 'ms',
      reference: percentile(contact, 95),
      digits: 1,
    },
    { figure: 'max', value: Math.max(...wizard), unit: 'ms', reference: Math.max(...contact), digits: 1 },
  ];
  printTable(
    `(d) Keystroke → next frame, wizard Product Name with autosave, ${KEYS} keys ${KEY_DELAY_MS} ms apart (ref: /contact Name)`,
    'contact form',
    rows,
  );
}

try {
  console.log(`${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`);
  // 100 banners through the engine and 100 more posted directly, by one user within a minute or two: past
  // the default per-user budget (UPLOADS_PER_MINUTE, 120), which is not what this bench measures.
  const server = await startBuiltServer({ env: { UPLOADS_PER_MINUTE: '10000' } });
  cleanups.push(server.stop);
  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  // One user each: the wizard draft typed in (d) would otherwise be pulled into (c)'s device.
  if (PARTS.includes('keys')) await keysPart(browser, server, await server.staff('PRODUCT_MANAGER'));
  if (PARTS.includes('sync')) await syncPart(browser, server, await server.staff('PRODUCT_MANAGER'));
} finally {
  await cleanUp();
}
if (failures.length > 0) {
  console.error(`\nFAILED: ${failures.join('; ')}`);
  process.exitCode = 1;
} else console.log('\nzero duplicates, zero lost drafts, nothing left behind');
