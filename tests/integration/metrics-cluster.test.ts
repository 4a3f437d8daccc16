// GET /metrics of the real server with WEB_CONCURRENCY=2 (issue #34 §1): whichever worker is asked, the
// answer holds every worker's metrics, combined by the primary (server/metrics/cluster.ts).
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/db/embedded-postgres.ts';
import { METRICS_TOKEN, sample, scrape } from '../setup/prometheus-text.ts';
import { startServerProcess, type ServerProcess } from '../setup/server-process.ts';
import { FIXTURE_STATIC_DIR } from '../setup/test-app.ts';
import { useTestDatabase } from '../setup/use-test-app.ts';

/** GET on a connection of its own, so the cluster's round robin hands each request to the next worker. */
function getOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

describe('GET /metrics with WEB_CONCURRENCY=2', { timeout: 120_000 }, () => {
  const database = useTestDatabase();
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vv-metrics-'));
    server = await startServerProcess(
      {
        DATA_DIR: dataDir,
        STATIC_DIR: FIXTURE_STATIC_DIR,
        DATABASE_URL: database.url,
        WEB_CONCURRENCY: '2',
        METRICS_TOKEN,
      },
      await freePort(),
    );
  }, 120_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await server.waitForExit();
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('when both workers answer requests, then any scrape sums both: every request counted once, two worker processes', async () => {
    const { url, output } = server!;
    const workers = () => output().match(/"msg":"worker serving"/g)?.length ?? 0;
    await expect.poll(workers, { timeout: 60_000 }).toBe(2);
    const health = (text: string) =>
      sample(text, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/health',
        status: '200',
      }) ?? 0;

    const first = await scrape(url);
    expect(sample(first, 'http_worker_processes')).toBe(2);
    const before = health(first);
    const requests = 10;
    for (let i = 0; i < requests; i += 1) expect(await getOnNewConnection(`${url}/api/health`)).toBe(200);

    // Each worker answered about half of them: only the sum of both registries reaches the total.
    await expect.poll(async () => health(await scrape(url)), { timeout: 20_000 }).toBe(before + requests);
    const text = await scrape(url);
    expect(sample(text, 'http_worker_processes')).toBe(2);
    expect(sample(text, 'db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'auth_sign_ins_total', { outcome: 'success' })).toBe(0);
    // The workers' pools are summed: two pools of at most 10 connections each.
    const inUse = sample(text, 'db_pool_connections', { state: 'in_use' }) ?? 0;
    expect(inUse + (sample(text, 'db_pool_connections', { state: 'idle' }) ?? 0)).toBeLessThanOrEqual(20);
    expect((await fetch(`${url}/metrics`)).status).toBe(401);
  });
});
