// Scenario (a): PostgreSQL stopped (fast shutdown) and started again under steady load on the built server.
// The server must stay up, answer 5xx only as 503 with Retry-After and only while PostgreSQL is away (plus
// a short grace), and serve again by itself. Reference: the same load before any outage, same run.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../server/db/embedded-postgres.ts';
import type { BenchPostgres } from './postgres.ts';
import { delay, isHealthy, startServerChild } from './server-child.ts';
import { rate, startLoad, type Sample } from './status-load.ts';

const PATHS = ['/api/products/SBOVZ-B12-TCBL', '/api/health'];
/** After PostgreSQL is back, 503s may still come while the pool finds its dead connections. */
export const GRACE_MS = 2000;

export interface PgRestartOptions {
  connections: number;
  /** Reference load, and load before the outage. */
  warmupSeconds: number;
  downSeconds: number;
  afterSeconds: number;
}

interface Marks {
  stopBegan: number;
  stopped: number;
  startBegan: number;
  started: number;
  ended: number;
}

export async function runPgRestart(pg: BenchPostgres, opts: PgRestartOptions): Promise<boolean> {
  const databaseUrl = await pg.createDatabase('faults_restart');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vv-faults-a-'));
  const server = await startServerChild({ port: await freePort(), databaseUrl, dataDir });
  const origin = performance.now();
  const clock = () => performance.now() - origin;
  try {
    console.log(
      `\n(a) PostgreSQL restarted under load: ${opts.connections} connections on ${PATHS.join(' and ')}`,
    );
    // Warm the server's JIT and pool first, so the reference is not its cold start.
    await (await startLoadFor(server.url, opts.connections, clock, 1000)).stop();
    const refLoad = startLoad(server.url, PATHS, { connections: opts.connections, clock });
    const refFrom = clock();
    await delay(opts.warmupSeconds * 1000);
    const refTo = clock();
    const reference = rate(await refLoad.stop(), refFrom, refTo);

    const t0 = clock();
    const load = startLoad(server.url, PATHS, { connections: opts.connections, clock });
    await delay(opts.warmupSeconds * 1000);
    const stopBegan = clock();
    await pg.stop();
    const stopped = clock();
    await delay(opts.downSeconds * 1000);
    const startBegan = clock();
    await pg.start();
    const started = clock();
    await delay(opts.afterSeconds * 1000);
    const ended = clock();
    const samples = (await load.stop()).map((s) => ({ ...s, sent: s.sent - t0, answered: s.answered - t0 }));
    const marks: Marks = {
      stopBegan: stopBegan - t0,
      stopped: stopped - t0,
      startBegan: startBegan - t0,
      started: started - t0,
      ended: ended - t0,
    };

    const stayedUp = server.alive() && (await isHealthy(server.url));
    printSeconds(samples, marks);
    return report(samples, marks, reference, stayedUp);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function startLoadFor(url: string, connections: number, clock: () => number, ms: number) {
  const load = startLoad(url, PATHS, { connections, clock });
  await delay(ms);
  return load;
}

function printSeconds(samples: Sample[], m: Marks): void {
  console.log('  second   200   503  other  no answer  PostgreSQL');
  for (let s = 0; s * 1000 < m.ended; s++) {
    const inSecond = samples.filter((x) => x.answered >= s * 1000 && x.answered < (s + 1) * 1000);
    const count = (f: (x: Sample) => boolean) => String(inSecond.filter(f).length);
    const from = s * 1000;
    const to = from + 1000;
    const state =
      to <= m.stopBegan
        ? 'up'
        : from < m.stopped && to > m.stopBegan
          ? 'stopping'
          : to <= m.startBegan
            ? 'down'
            : from < m.started && to > m.startBegan
              ? 'starting'
              : 'up';
    console.log(
      `  ${String(s).padStart(6)} ${count((x) => x.status === 200).padStart(5)} ${count((x) => x.status === 503).padStart(5)} ` +
        `${count((x) => x.status !== 200 && x.status !== 503 && x.status !== 0).padStart(6)} ` +
        `${count((x) => x.status === 0).padStart(10)}  ${state}`,
    );
  }
}

function report(samples: Sample[], m: Marks, reference: number, stayedUp: boolean): boolean {
  const unavailable = samples.filter((s) => s.status === 503);
  const outsideOutage = (s: Sample) => s.answered < m.stopBegan || s.answered > m.started + GRACE_MS;
  const violations = {
    'server process stayed up and healthy': stayedUp ? 0 : 1,
    'requests without an answer': samples.filter((s) => s.status === 0).length,
    '5xx other than 503': samples.filter((s) => s.status >= 500 && s.status !== 503).length,
    '503 without Retry-After': unavailable.filter((s) => !s.retryAfter).length,
    '503 outside the outage (+ grace)': unavailable.filter(outsideOutage).length,
    'answers other than 200 and 503': samples.filter(
      (s) => s.status !== 0 && s.status !== 200 && s.status !== 503,
    ).length,
  };
  const firstOk = samples
    .filter((s) => s.status === 200 && s.sent >= m.stopped)
    .reduce((min, s) => Math.min(min, s.answered), Infinity);
  const before = rate(samples, 0, m.stopBegan);
  const after = rate(samples, m.started + GRACE_MS, m.ended);

  console.log(`  ${'figure'.padEnd(52)} ${'value'.padEnd(12)} ratio to reference`);
  const line = (name: string, value: string, ratio = '') =>
    console.log(`  ${name.padEnd(52)} ${value.padEnd(12)} ${ratio}`);
  line('reference: same load, no outage', `${reference.toFixed(0)} req/s`, '(reference)');
  line('before the outage', `${before.toFixed(0)} req/s`, `${(before / reference).toFixed(2)}×`);
  line('after recovery (+ grace)', `${after.toFixed(0)} req/s`, `${(after / reference).toFixed(2)}×`);
  line('PostgreSQL fast shutdown took', `${(m.stopped - m.stopBegan).toFixed(0)} ms`);
  line('PostgreSQL down (stopped → start began)', `${(m.startBegan - m.stopped).toFixed(0)} ms`);
  line('PostgreSQL start took', `${(m.started - m.startBegan).toFixed(0)} ms`);
  line('recovery: PostgreSQL start began → first 200', `${(firstOk - m.startBegan).toFixed(0)} ms`);
  // Negative when the server answered 200 before start() returned (it waits for its own checks).
  line('recovery: PostgreSQL start returned → first 200', `${(firstOk - m.started).toFixed(0)} ms`);
  line('503 answers', `${unavailable.length}`);
  line('answers in all', `${samples.length}`);
  let ok = Number.isFinite(firstOk);
  if (!ok) console.log('  FAIL: no 200 after PostgreSQL came back');
  for (const [name, count] of Object.entries(violations)) {
    console.log(`  ${count === 0 ? 'ok  ' : 'FAIL'} ${name}${count === 0 ? '' : `: ${count}`}`);
    if (count !== 0) ok = false;
  }
  return ok;
}
