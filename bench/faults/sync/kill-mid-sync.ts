// Scenario (b), in a process of its own (the engine needs fake IndexedDB and DOM types): N queued drafts
// sync to the built server; after the Kth product POST is answered the server is killed with SIGKILL and
// the answer lost; the server restarts on the same port and database and the client syncs until its
// outbox is empty. Reference: the same sync without the kill. Exit code 1 when a draft is lost or doubled.
// Env: FAULTS_DATABASE_URL (required), FAULTS_DRAFTS (50), FAULTS_KILL_AFTER (5).
import 'fake-indexeddb/auto';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { freePort } from '../../../server/db/embedded-postgres.ts';
import { createKnex } from '../../../server/db/knex.ts';
import { BENCH_JWT_SECRET, startServerChild, type ServerChild } from '../server-child.ts';
import {
  checkNothingLostOrDoubled,
  network,
  queueDrafts,
  resetDevice,
  serverGoesAfterProductPost,
  staffUser,
  syncUntilEmpty,
} from './resumable-sync.ts';

const databaseUrl = process.env.FAULTS_DATABASE_URL ?? '';
const count = Number(process.env.FAULTS_DRAFTS ?? 50);
const killAfter = Number(process.env.FAULTS_KILL_AFTER ?? 5);
const SYNC = { pauseMs: 50, timeoutMs: 120_000 };
if (!databaseUrl) throw new Error('FAULTS_DATABASE_URL is required');

/** A noisy PNG of about 200 KB, so an upload and its re-encoding cost what a photo would. */
async function bannerImage(): Promise<Uint8Array<ArrayBuffer>> {
  const [width, height] = [256, 256];
  const png = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return new Uint8Array(png);
}

const port = await freePort();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vv-faults-b-'));
const knex = createKnex(databaseUrl);
const start = () => startServerChild({ port, databaseUrl, dataDir });
let server: ServerChild = await start();
let restarting: Promise<ServerChild> | undefined;
let ok = true;
try {
  const banner = await bannerImage();
  const withBanners = Math.ceil(count / 5);
  const submitted = count - Math.floor(count / 5);
  console.log(
    `\n(b) server killed with SIGKILL mid-sync: ${count} drafts (${submitted} submitted, ${withBanners} with a ` +
      `${(banner.byteLength / 1024).toFixed(0)} KB banner), kill after product POST #${killAfter} is answered`,
  );

  // Reference: the same sync, no kill.
  const refUser = await staffUser(knex, BENCH_JWT_SECRET);
  const refPlan = await queueDrafts(refUser.username, `REF${process.pid}`, count, banner);
  const refNet = network(() => server.url, refUser.token);
  const refStarted = performance.now();
  const refOutcomes = await syncUntilEmpty(refUser.username, refNet.send, SYNC);
  const refMs = performance.now() - refStarted;
  const refProblems = await checkNothingLostOrDoubled(knex, refUser.username, refPlan);
  await resetDevice();

  // The run with the kill.
  const user = await staffUser(knex, BENCH_JWT_SECRET);
  const plan = await queueDrafts(user.username, `KILL${process.pid}`, count, banner);
  let killedAt = 0;
  let healthyAt = 0;
  const net = network(
    () => server.url,
    user.token,
    serverGoesAfterProductPost(killAfter, async () => {
      await server.kill();
      killedAt = performance.now();
      restarting = start().then((next) => {
        healthyAt = performance.now();
        server = next;
        return next;
      });
    }),
  );
  const started = performance.now();
  const outcomes = await syncUntilEmpty(user.username, net.send, SYNC);
  const emptyAt = performance.now();
  await restarting;
  const problems = await checkNothingLostOrDoubled(knex, user.username, plan);
  const alive = server.alive();

  const line = (name: string, value: string, ratio = '') =>
    console.log(`  ${name.padEnd(52)} ${value.padEnd(12)} ${ratio}`);
  console.log(`  ${'figure'.padEnd(52)} ${'value'.padEnd(12)} ratio to reference`);
  line('reference: sync with no kill', `${refMs.toFixed(0)} ms`, '(reference)');
  line(
    'sync with the kill, start → outbox empty',
    `${(emptyAt - started).toFixed(0)} ms`,
    `${((emptyAt - started) / refMs).toFixed(2)}×`,
  );
  line('sync start → kill', `${(killedAt - started).toFixed(0)} ms`);
  line('server restart: kill → healthy', `${(healthyAt - killedAt).toFixed(0)} ms`);
  line('client resume: server healthy → outbox empty', `${(emptyAt - healthyAt).toFixed(0)} ms`);
  line('time to resume: kill → outbox empty', `${(emptyAt - killedAt).toFixed(0)} ms`);
  line('requests sent (reference)', `${net.delivered.length} (${refNet.delivered.length})`);
  line('replayed by Idempotency-Key (reference)', `${net.replayed()} (${refNet.replayed()})`);
  line(
    'engine runs (reference)',
    `${outcomes.length} (${refOutcomes.length})`,
    outcomes.filter((o) => o !== 'done').length ? `[${[...new Set(outcomes)].join(', ')}]` : '',
  );
  const checks: [string, string[]][] = [
    ['reference: every submitted draft a product exactly once, none lost', refProblems],
    ['with the kill: every submitted draft a product exactly once, none lost', problems],
    ['the kill happened mid-sync', killedAt > 0 && healthyAt > 0 ? [] : ['the sync ended before the kill']],
    ['the restarted server is up', alive ? [] : ['it exited']],
  ];
  for (const [name, found] of checks) {
    console.log(`  ${found.length === 0 ? 'ok  ' : 'FAIL'} ${name}`);
    for (const p of found.slice(0, 10)) console.log(`         ${p}`);
    if (found.length) ok = false;
  }
} catch (error) {
  console.log(`  FAIL: ${(error as Error).stack ?? String(error)}`);
  ok = false;
} finally {
  await (await restarting?.catch(() => undefined))?.stop();
  await server.stop();
  await knex.destroy();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
