import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  startEmbeddedPostgres,
  type EmbeddedPostgresHandle,
} from '../../server/db/embedded-postgres.ts';
import { createKnex, type Knex } from '../../server/db/knex.ts';
import { migrateLatest } from '../../server/db/migrations.ts';
import { createLogger } from '../../server/logger.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { apiClient } from '../setup/api-client.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';

// This file runs its own PostgreSQL, so it can stop and start it under a running app.
describe('when PostgreSQL goes away and comes back', () => {
  const log = createLogger('silent');
  let dir: string;
  let port: number;
  let pg: EmbeddedPostgresHandle;
  let db: Knex;
  let app: TestApp;
  let user: TestUser;

  const start = () => startEmbeddedPostgres({ clusterDir: path.join(dir, 'pg'), database: 'app', log, port });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vv-outage-'));
    port = await freePort();
    pg = await start();
    db = createKnex(pg.url, log);
    await migrateLatest(db);
    user = await createUser(db, { role: 'ADMIN' });
    app = await startTestApp(db);
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
    await pg.stop();
    await rm(dir, { recursive: true, force: true });
  });

  const products = () => apiClient(app, user).get('/api/products');
  const health = () => apiClient(app).get('/api/health');

  it('then requests answer 503 with Retry-After while it is down, and succeed again once it is back', async () => {
    expect((await products()).status).toBe(200);

    await pg.stop();
    const down = await products();
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('5');
    expect(await down.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    const downHealth = await health();
    expect(downHealth.status).toBe(503);
    expect(await downHealth.json()).toEqual({ status: 'error', db: 'down' });
    const login = await apiClient(app).login(user.email, user.password);
    expect(login.status).toBe(503);

    pg = await start();
    await expect.poll(async () => (await health()).status, { timeout: 20_000, interval: 200 }).toBe(200);
    expect((await products()).status).toBe(200);
  });
});
