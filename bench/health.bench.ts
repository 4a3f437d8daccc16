// The cost of the full middleware chain and a PostgreSQL round trip: GET /api/health and the app shell,
// against a bare node:http server answering the same JSON from memory, measured in the same run.
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../server/app.ts';
import { startEmbeddedPostgres } from '../server/db/embedded-postgres.ts';
import { createKnex } from '../server/db/knex.ts';
import { createLogger } from '../server/logger.ts';
import { DEFAULT_STATIC_DIR } from '../server/paths.ts';
import { load, row } from './lib/thread-load.ts';

async function listen(server: http.Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const log = createLogger('silent');
const dir = await mkdtemp(path.join(os.tmpdir(), 'vv-bench-'));
const pg = await startEmbeddedPostgres({ clusterDir: path.join(dir, 'pg'), database: 'app', log });
const db = createKnex(pg.url);

const body = JSON.stringify({ status: 'ok', db: 'ok' });
const bare = http.createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(body);
});
const jwtSecret = 'bench-secret-bench-secret-bench-secret-0123';
const app = http.createServer(createApp({ db, log, staticDir: DEFAULT_STATIC_DIR, jwtSecret }).callback());
const bareUrl = await listen(bare);
const appUrl = await listen(app);

try {
  console.log(`${connections} connections, ${seconds} s each, loopback, ${os.cpus().length} cores`);
  const reference = await load(`${bareUrl}/`, { connections, seconds });
  console.log(row('bare node:http, JSON from memory', reference));
  const health = await load(`${appUrl}/api/health`, { connections, seconds });
  console.log(row('GET /api/health (SELECT 1)', health, reference));
  const shell = await load(`${appUrl}/About`, { connections, seconds });
  console.log(row('GET /About (app shell, SPA fallback)', shell, reference));
} finally {
  bare.close();
  app.close();
  await db.destroy();
  await pg.stop();
  await rm(dir, { recursive: true, force: true });
}
