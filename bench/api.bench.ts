// The API under autocannon on loopback (issue #7 §1): a product anonymous and as staff, the staff list at
// 100, 1,000 and 10,000 products, and a correct login, against a bare Koa handler answering the same product
// JSON from memory in the same run. The app (the built server, as in production) and the reference run as
// child processes, so the load generator never shares their event loop. BENCH_SECONDS (default 10),
// BENCH_CONNECTIONS (default 20), BENCH_ROUNDS (turns of reference and product reads, default 3),
// BENCH_LIST_SIZES (default 100,1000,10000).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { signToken } from '../server/auth/jwt.ts';
import { hashPassword } from '../server/auth/password.ts';
import { startEmbeddedPostgres } from '../server/db/embedded-postgres.ts';
import { createKnex } from '../server/db/knex.ts';
import { migrateLatest } from '../server/db/migrations.ts';
import { runSeeds } from '../server/bootstrap/seed.ts';
import { createLogger } from '../server/logger.ts';
import { createUsersRepository } from '../server/modules/users/repository.ts';
import { measureArgon2 } from './api/argon2-cost.ts';
import { cannon, cannonRow, type CannonOptions, type CannonResult } from './api/autocannon.ts';
import { forkServer, type ChildServer } from './api/child.ts';
import { fillProducts } from './api/fill-products.ts';
import { httpLoad } from './lib/http-load.ts';
import { buildIfStale, startBuiltServer, type BuiltServer } from './load/built-server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PRODUCT = 'SBOVZ-B12-TCBL';
const LIST_SIZES = (process.env.BENCH_LIST_SIZES ?? '100,1000,10000').split(',').filter(Boolean).map(Number);
const LOGIN_CONNECTIONS = 4;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const STAFF = { email: 'bench-staff@example.com', password: 'bench-password-0123' };
const SERVER_CHILD = new URL('./api/server-child.ts', import.meta.url);

const log = createLogger('silent');
const dir = await mkdtemp(path.join(os.tmpdir(), 'vv-bench-api-'));
const pg = await startEmbeddedPostgres({ clusterDir: path.join(dir, 'pg'), database: 'app', log });
const db = createKnex(pg.url);
const children: ChildServer[] = [];
let app: BuiltServer | undefined;
let cleaning: Promise<void> | undefined;
const cleanup = () =>
  (cleaning ??= (async () => {
    await Promise.allSettled([...children.map((c) => c.stop()), app?.stop()]);
    await db.destroy();
    await pg.stop();
    await rm(dir, { recursive: true, force: true });
  })());
process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));

/** A process's peak resident memory (VmHWM, Linux), in MiB; undefined where /proc has none. */
async function peakRssMiB(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = /^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1];
  return kb === undefined ? undefined : Number(kb) / 1024;
}

/** Waits until the server answers its health check again. */
async function settle(url: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while ((await fetch(new URL('/api/health', url)).catch(() => undefined))?.status !== 200) {
    if (Date.now() > deadline) throw new Error('the server did not recover after a measurement');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const failures: string[] = [];
/**
 * Runs a measurement, after a one-second warm-up unless told otherwise; any 5xx or unexpected status is a
 * correctness failure. Autocannon drops the requests still in flight when time is up, so the next
 * measurement waits until the server answers again.
 */
async function measure(
  name: string,
  opts: CannonOptions & { warmUp?: boolean },
  reference?: CannonResult,
  print = true,
): Promise<CannonResult> {
  if (opts.warmUp !== false) await cannon({ ...opts, seconds: 1 });
  const result = await cannon(opts);
  await settle(opts.url);
  console.log(print ? cannonRow(name, result, reference) : `  ${cannonRow(name, result, undefined, true)}`);
  if (result.status5xx > 0 || result.non2xx > 0) {
    failures.push(`${name}: statuses ${JSON.stringify(result.statusCounts)}`);
  }
  return result;
}

try {
  await migrateLatest(db);
  await runSeeds(db, log);
  const staff = await createUsersRepository(db).insert({
    username: 'bench-staff',
    email: STAFF.email,
    role: 'PRODUCT_MANAGER',
    passwordHash: await hashPassword(STAFF.password),
  });
  const auth = { Authorization: `Bearer ${signToken(JWT_SECRET, staff.id)}` };

  // The app as it runs in production: the built server (dist/), one process, on the bench's database.
  buildIfStale();
  app = await startBuiltServer(path.join(dir, 'server-data'), 1, { DATABASE_URL: pg.url, JWT_SECRET });
  const startRss = await peakRssMiB(app.pid);
  const productJson = await (await fetch(`${app.url}/api/products/${PRODUCT}`, { headers: auth })).text();
  const publicJson = await (await fetch(`${app.url}/api/products/${PRODUCT}`)).text();
  const bare = await forkServer(SERVER_CHILD, ['bare'], {}, { body: productJson });
  children.push(bare);

  const cores = os.cpus().length;
  console.log(
    `${connections} connections, ${seconds} s each (after a 1 s warm-up), loopback, ${cores} cores, ` +
      `${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`,
  );
  console.log(
    `product ${PRODUCT}: ${productJson.length} B as staff, ${publicJson.length} B anonymous (public fields)\n`,
  );
  const base = { connections, seconds };
  // The reference and the two product reads take turns, ROUNDS times, and each row is the median round: on
  // a shared 2-core machine a burst of other work then lands on all three alike instead of one of them.
  const readRuns: { name: string; url: string; headers?: Record<string, string>; results: CannonResult[] }[] =
    [
      { name: 'bare Koa, staff product JSON from memory', url: bare.url, results: [] },
      { name: 'GET /api/products/{code} anonymous', url: `${app.url}/api/products/${PRODUCT}`, results: [] },
      {
        name: 'GET /api/products/{code} staff',
        url: `${app.url}/api/products/${PRODUCT}`,
        headers: auth,
        results: [],
      },
    ];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const run of readRuns) {
      const opts = { ...base, url: run.url, ...(run.headers && { headers: run.headers }) };
      run.results.push(await measure(run.name, opts, undefined, false));
    }
  }
  const medianOf = (results: CannonResult[]) =>
    [...results].sort((a, b) => a.reqPerSec - b.reqPerSec)[Math.floor(results.length / 2)]!;
  const reference = medianOf(readRuns[0]!.results);
  console.log(`\nmedian of ${ROUNDS} rounds:`);
  for (const run of readRuns) {
    const median = medianOf(run.results);
    console.log(cannonRow(run.name, median, median === reference ? undefined : reference));
  }
  console.log('');

  // A list of 10,000 products is about 140 MB of JSON: twenty at once would only measure the server running
  // out of memory, so the connections shrink as the list grows (20, 2, 1) and each run lasts at least four
  // times the first request, so that some requests complete.
  const sizes: string[] = [];
  for (const size of LIST_SIZES) {
    await fillProducts(db, size);
    const started = performance.now();
    const body = Buffer.from(await (await fetch(`${app.url}/api/products`, { headers: auth })).arrayBuffer());
    const firstMs = performance.now() - started;
    sizes.push(
      `${String(size).padStart(6)} products: ${(body.length / 1024 / 1024).toFixed(1).padStart(6)} MiB ` +
        `(${(gzipSync(body).length / 1024 / 1024).toFixed(2)} MiB gzipped), first request ${firstMs.toFixed(0)} ms`,
    );
    const listConnections = Math.max(1, Math.min(connections, Math.round((connections * 100) / size)));
    await measure(
      `GET /api/products staff, ${size} products, ${listConnections} conn`,
      {
        url: `${app.url}/api/products`,
        headers: auth,
        connections: listConnections,
        seconds: Math.max(seconds, Math.ceil((4 * firstMs) / 1000)),
        timeout: 120,
        warmUp: false,
      },
      reference,
    );
    // As a browser asks for it (Accept-Encoding: br, gzip): the kept brotli bytes, not the full JSON. Sent
    // by bench/lib/http-load.ts: autocannon decodes every body as UTF-8, which for brotli bytes measures
    // autocannon rather than the server.
    const compressed = await httpLoad({
      url: app.url,
      connections: listConnections,
      seconds,
      next: () => ({ path: '/api/products', headers: { ...auth, 'accept-encoding': 'br, gzip' } }),
    });
    await settle(app.url);
    console.log(cannonRow(`  the same, Accept-Encoding: br, gzip`, compressed, reference));
    if (compressed.non2xx > 0 || compressed.errors > 0)
      failures.push(`the compressed list: statuses ${JSON.stringify(compressed.statusCounts)}`);
  }

  // Read before the sign-ins, whose argon2 hashing (19 MiB each, four at once) has its own peak.
  const listPeak = await peakRssMiB(app.pid);

  // At most LOGIN_CONNECTIONS sign-ins of one account at once: the throttle lets 5 attempts of one email
  // and address be in flight (each counted before its password check, given back on success), and a 6th
  // at the same moment is refused, as an attack from one address would be. So no warm-up: autocannon
  // drops the warm-up's requests in flight when its second is up, the server goes on checking their
  // passwords, and the run's first four sign-ins would make 6–8 attempts of the pair at once.
  const login = await measure(
    `POST /admin/login (correct password, ${LOGIN_CONNECTIONS} connections)`,
    {
      ...base,
      connections: LOGIN_CONNECTIONS,
      url: `${app.url}/admin/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(STAFF),
      warmUp: false,
    },
    reference,
  );
  // Only failures are throttled: after thousands of correct logins, a wrong password is still a plain 401.
  const wrong = await fetch(`${app.url}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...STAFF, password: 'not-the-password' }),
  });
  if (wrong.status !== 401)
    failures.push(`wrong password after the login load answered ${wrong.status}, not 401`);

  const argon2 = await measureArgon2(10);
  const ceiling = (cores * 1000) / argon2.verifyMs;
  console.log('\nresponse sizes of GET /api/products (staff):');
  for (const line of sizes) console.log(`  ${line}`);
  if (listPeak !== undefined)
    console.log(
      `  the server's peak RSS up to the end of the list runs: ${listPeak.toFixed(0)} MiB (target: below 300 MB; ` +
        `${startRss?.toFixed(0) ?? '?'} MiB after start; the built server)`,
    );
  console.log('\nargon2id (m=19 MiB, t=2, p=1), one at a time in this process:');
  console.log(`  hashPassword   ${argon2.hashMs.toFixed(1)} ms`);
  console.log(
    `  verifyPassword ${argon2.verifyMs.toFixed(1)} ms → ceiling ${ceiling.toFixed(0)} logins/s on ${cores} cores`,
  );
  console.log(
    `  login ${login.reqPerSec.toFixed(1)} req/s = ${(login.reqPerSec / ceiling).toFixed(2)}× that ceiling; ` +
      `${login.requests} correct logins, then a wrong password answered ${wrong.status} (not throttled)`,
  );
} finally {
  await cleanup();
}

if (failures.length > 0) {
  console.error(`\nFAILED:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
