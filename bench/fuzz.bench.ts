// The long fuzz (issue #7 §6): FUZZ_RUNS random cases (default 2,000) for every endpoint of tests/fuzz/
// endpoints.ts against the real app on an embedded PostgreSQL. Counts the statuses of each endpoint and every
// broken answer (a 5xx, a 4xx that is not JSON with a message, no answer), prints cases/s and the ratio to
// GET /api/health fuzzed with the same harness, and exits 1 when any answer broke the contract.
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../server/app.ts';
import { startEmbeddedPostgres } from '../server/db/embedded-postgres.ts';
import { createKnex } from '../server/db/knex.ts';
import { migrateLatest } from '../server/db/migrations.ts';
import { createLogger } from '../server/logger.ts';
import { DEFAULT_STATIC_DIR } from '../server/paths.ts';
import { ENDPOINTS } from '../tests/fuzz/endpoints.ts';
import { closeFuzzClient, expectServerUp, fuzzEndpoint, StatusTally } from '../tests/fuzz/harness.ts';
import { createFuzzWorld } from '../tests/fuzz/world.ts';
import { FIXTURE_STATIC_DIR } from '../tests/setup/test-app.ts';

const runs = Number(process.env.FUZZ_RUNS ?? 2000);
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** Only the endpoints whose name contains this (GET /api/health always runs: it is the reference). */
const only = process.env.FUZZ_ONLY;
const SHOWN_FAILURES = 3;

const log = createLogger('silent');
const dir = await mkdtemp(path.join(os.tmpdir(), 'vv-bench-fuzz-'));
const pg = await startEmbeddedPostgres({ clusterDir: path.join(dir, 'pg'), database: 'app', log });
const db = createKnex(pg.url);
const jwtSecret = 'bench-secret-bench-secret-bench-secret-0123';
const built = existsSync(path.join(DEFAULT_STATIC_DIR, 'index.html'));
const staticDir = built ? DEFAULT_STATIC_DIR : FIXTURE_STATIC_DIR;
const server = http.createServer(createApp({ db, log, staticDir, jwtSecret }).callback());

interface Row {
  name: string;
  tally: StatusTally;
  seconds: number;
  up: boolean;
}

const pad = (s: string | number, n: number) => String(s).padStart(n);

function print(rows: Row[]): void {
  const reference = rows[0]!.tally.cases / rows[0]!.seconds;
  const width = Math.max(...rows.map((r) => r.name.length));
  console.log(
    `${'endpoint'.padEnd(width)}  ${pad('cases', 6)} ${pad('2xx', 5)} ${pad('3xx', 4)} ${pad('4xx', 5)} ${pad(
      '5xx',
      4,
    )} ${pad('broken', 6)} ${pad('cases/s', 8)} ${pad('ratio', 6)}  statuses`,
  );
  for (const { name, tally, seconds, up } of rows) {
    const rate = tally.cases / seconds;
    console.log(
      `${name.padEnd(width)}  ${pad(tally.cases, 6)} ${pad(tally.count(200, 300), 5)} ${pad(
        tally.count(300, 400),
        4,
      )} ${pad(tally.count(400, 500), 5)} ${pad(tally.count(500, 600), 4)} ${pad(tally.failures.length, 6)} ${pad(
        rate.toFixed(0),
        8,
      )} ${pad(`${(rate / reference).toFixed(2)}×`, 6)}  ${tally.toString()}${up ? '' : '  SERVER DOWN AFTER'}`,
    );
  }
}

const rows: Row[] = [];
try {
  await migrateLatest(db);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const world = await createFuzzWorld(db, url, jwtSecret);
  const endpoints = ENDPOINTS.filter((e, i) => i === 0 || !only || e.name.includes(only));
  console.log(
    `fuzz: ${runs} cases per endpoint, ${endpoints.length} endpoints, seed ${seed} (FUZZ_SEED to replay), ` +
      `static files from ${built ? 'dist/pwa' : 'the test fixture (dist/pwa not built)'}, loopback, ` +
      `${os.cpus().length} cores, one request at a time`,
  );
  // Warm the JIT and the connection pool first, so the reference is not measured cold.
  await fuzzEndpoint(url, ENDPOINTS[0]!.requests(world), new StatusTally(), {
    numRuns: Math.max(100, Math.round(runs / 4)),
    stopOnFailure: false,
  });
  for (const [i, endpoint] of endpoints.entries()) {
    const tally = new StatusTally();
    const started = performance.now();
    await fuzzEndpoint(url, endpoint.requests(world), tally, {
      numRuns: runs,
      stopOnFailure: false,
      seed: seed + i,
    });
    const seconds = (performance.now() - started) / 1000;
    const up = await expectServerUp(url).then(
      () => true,
      () => false,
    );
    rows.push({ name: endpoint.name, tally, seconds, up });
    process.stderr.write(`  ${endpoint.name}: ${tally.cases} cases in ${seconds.toFixed(1)} s\n`);
  }
} finally {
  closeFuzzClient();
  server.closeAllConnections();
  server.close();
  await db.destroy();
  await pg.stop();
  await rm(dir, { recursive: true, force: true });
}

console.log('\nratio: cases/s of the endpoint ÷ cases/s of GET /api/health under the same harness');
print(rows);
const broken = rows.filter((r) => r.tally.failures.length > 0 || !r.up);
for (const row of broken) {
  console.log(
    `\n${row.name}: ${row.tally.failures.length} broken answers${row.up ? '' : ', server down after'}`,
  );
  for (const failure of row.tally.failures.slice(0, SHOWN_FAILURES)) console.log(`  - ${failure}`);
}
const fivexx = rows.reduce((n, r) => n + r.tally.count(500, 600), 0);
console.log(
  `\n5xx: ${fivexx} (goal 0); broken answers in all: ${rows.reduce((n, r) => n + r.tally.failures.length, 0)}`,
);
process.exit(broken.length > 0 ? 1 : 0);
