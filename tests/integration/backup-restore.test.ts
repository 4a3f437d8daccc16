// Backups that restore (issue #34 §2): `npm run db:backup -- FILE` takes pg_dump's custom format of the running
// product; `npm run db:restore -- FILE` fills an empty DATA_DIR (or an empty DATABASE_URL database), and the
// product started on it has every product, user (same password), history row and image; a non-empty target
// is refused without --force.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmod, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/db/embedded-postgres.ts';
import type { Knex } from '../../server/db/knex.ts';
import type { ProductHistory } from '../../shared/history.ts';
import type { Product } from '../../shared/product.ts';
import { pngImage } from '../factories/images.ts';
import { productInput } from '../factories/products.ts';
import { apiClient, type ApiClient } from '../setup/api-client.ts';
import { ROOT, startServerProcess, type ServerProcess } from '../setup/server-process.ts';
import { FIXTURE_STATIC_DIR } from '../setup/test-app.ts';
import { useTestDatabase } from '../setup/use-test-app.ts';

const ADMIN = { email: 'owner@example.com', password: 'Quiet-harbour-lantern-1907' };
const CURATOR = {
  username: 'kept-curator',
  email: 'curator@example.com',
  password: 'Amber-orchard-ladder-5531',
};

interface Run {
  code: number | null;
  output: string;
}

/** `npm run <script> -- <args>` as an operator types it, with `env` over this process's environment. */
function npmRun(script: string, args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

async function signIn(url: string, who: { email: string; password: string }): Promise<ApiClient> {
  const res = await apiClient(url).login(who.email, who.password);
  expect(res.status, `sign-in of ${who.email}`).toBe(200);
  return apiClient(url, ((await res.json()) as { token: string }).token);
}

async function json<T>(res: Promise<Response>): Promise<T> {
  const answer = await res;
  expect(answer.ok, `${answer.status} from ${answer.url}`).toBe(true);
  return (await answer.json()) as T;
}

const sha256 = (bytes: ArrayBuffer) => createHash('sha256').update(Buffer.from(bytes)).digest('hex');

/** What a signed-in ADMIN sees of the product's data: products, users, one product's history, every image. */
async function everything(staff: ApiClient, historyOf: string) {
  const products = await json<Product[]>(staff.get('/api/products'));
  const images: Record<string, string> = {};
  for (const product of products) {
    if (!product.bannerImage) continue;
    const res = await staff.get(product.bannerImage);
    expect(res.status, product.bannerImage).toBe(200);
    images[product.bannerImage] = sha256(await res.arrayBuffer());
  }
  return {
    products,
    images,
    users: await json<unknown[]>(staff.get('/api/users')),
    history: await json<ProductHistory>(staff.get(`/api/products/${historyOf}/history`)),
  };
}

describe('backups (npm run db:backup, npm run db:restore)', { timeout: 180_000 }, () => {
  // Every server a test starts is stopped after the file (the second test goes on with the first's restored
  // one), even when a test fails.
  const running: ServerProcess[] = [];
  const start = async (env: Record<string, string>) => {
    const server = await startServerProcess({ STATIC_DIR: FIXTURE_STATIC_DIR, ...env }, await freePort());
    running.push(server);
    return server;
  };
  const stop = async (server: ServerProcess) => {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      expect(await server.waitForExit()).toBe(0);
    }
  };
  afterAll(async () => {
    for (const server of running.splice(0)) await stop(server);
  });

  let root: string;
  let backupFile: string;
  let before: Awaited<ReturnType<typeof everything>>;
  let restored: ServerProcess;
  const edited = productInput({ productCode: 'BACKUP-1', productDescription: 'first words' });
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'vv-backup-'));
    backupFile = path.join(root, 'backups', 'catalogue.dump');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('when the running product is backed up and restored into a fresh DATA_DIR, then the product started on it has every product, user (signing in with the same password), history row and image as they were', async () => {
    const source = await start({
      DATA_DIR: path.join(root, 'source'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    const admin = await signIn(source.url, ADMIN);
    expect((await admin.post('/api/users', { json: { ...CURATOR, role: 'DATA_CURATOR' } })).status).toBe(200);
    const form = new FormData();
    form.append('file', new Blob([await pngImage(320, 180, '#E4572E')], { type: 'image/png' }), 'banner.png');
    const { path: banner } = await json<{ path: string }>(admin.post('/api/media', { body: form }));
    expect((await admin.post('/api/products', { json: { ...edited, bannerImage: banner } })).status).toBe(
      201,
    );
    for (const words of ['second words', 'third words']) {
      const current = await json<Product>(admin.get('/api/products/BACKUP-1'));
      const put = await admin.put('/api/products/BACKUP-1', {
        json: { ...current, productDescription: words },
      });
      expect(put.status).toBe(200);
    }
    before = await everything(admin, 'BACKUP-1');
    expect(before.images[banner]).toBeDefined();
    expect(Object.keys(before.images).length).toBeGreaterThan(1); // the seeded products' banners too
    expect(before.history.entries).toHaveLength(3);

    // While the product runs: pg_dump's snapshot of its live database.
    const backup = await npmRun('db:backup', [backupFile], { DATA_DIR: path.join(root, 'source') });
    expect(backup.output).toMatch(
      /^Backed up the database in .* to .*catalogue\.dump \([\d.]+ MB, pg_dump \d+/,
    );
    expect(backup.code).toBe(0);
    expect((await stat(backupFile)).mode & 0o777).toBe(0o600); // password hashes are in it
    await stop(source);

    const restore = await npmRun('db:restore', [backupFile], { DATA_DIR: path.join(root, 'restored') });
    expect(restore.output).toContain('Restored');
    expect(restore.code).toBe(0);
    restored = await start({ DATA_DIR: path.join(root, 'restored') });
    const after = await everything(await signIn(restored.url, ADMIN), 'BACKUP-1');
    expect(after).toEqual(before);
    const curator = await signIn(restored.url, CURATOR);
    expect((await curator.get('/api/products/BACKUP-1')).status).toBe(200);
    expect((await apiClient(restored.url).login(CURATOR.email, 'Not-the-password-4410')).status).toBe(401);
  });

  it('when the DATA_DIR is not empty, then restore refuses without --force and while the product runs; with --force and the product stopped it replaces the database', async () => {
    const dataDir = path.join(root, 'restored');
    const server = restored; // still running on it
    const admin = await signIn(server.url, ADMIN);
    expect(
      (await admin.post('/api/products', { json: productInput({ productCode: 'AFTER-1' }) })).status,
    ).toBe(201);

    const refused = await npmRun('db:restore', [backupFile], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`DATA_DIR ${dataDir} is not empty`);
    expect(refused.output).toContain('--force');
    const whileRunning = await npmRun('db:restore', [backupFile, '--force'], { DATA_DIR: dataDir });
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.output).toContain('stop the product');
    expect((await admin.get('/api/products/AFTER-1')).status).toBe(200);
    await stop(server);

    const forced = await npmRun('db:restore', [backupFile, '--force'], { DATA_DIR: dataDir });
    expect(forced.code, forced.output).toBe(0);
    expect((await readdir(dataDir)).filter((name) => name.startsWith('.restore'))).toEqual([]);
    const again = await start({ DATA_DIR: dataDir });
    const staff = await signIn(again.url, ADMIN);
    expect((await staff.get('/api/products/AFTER-1')).status).toBe(404);
    expect((await everything(staff, 'BACKUP-1')).products).toEqual(before.products);
  });

  describe('on databases of its own', () => {
    const empty = useTestDatabase({ empty: true });
    const existing = useTestDatabase();

    it("when DATABASE_URL is set, then restore fills an empty database, refuses one holding the backup's tables without --force, and replaces them with it", async () => {
      const filled = await npmRun('db:restore', [backupFile], { DATABASE_URL: empty.url });
      expect(filled.code, filled.output).toBe(0);
      const codes = async (db: Knex) =>
        (await db('products').select('product_code').orderBy('product_code')).map(
          (r) => r.product_code as string,
        );
      expect(await codes(empty.db)).toEqual(before.products.map((p) => p.productCode).sort());
      expect(await empty.db('users').where({ email: CURATOR.email }).first()).toBeDefined();

      const refused = await npmRun('db:restore', [backupFile], { DATABASE_URL: existing.url });
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/already holds \d+ of the backup's tables/);
      expect(await codes(existing.db)).toEqual([]);

      const forced = await npmRun('db:restore', [backupFile, '--force'], { DATABASE_URL: existing.url });
      expect(forced.code, forced.output).toBe(0);
      expect(await codes(existing.db)).toEqual(await codes(empty.db));

      // And a backup by DATABASE_URL, with a pg_dump too old for the server refused with what to install.
      const byUrl = await npmRun('db:backup', [path.join(root, 'by-url.dump')], {
        DATABASE_URL: existing.url,
      });
      expect(byUrl.code, byUrl.output).toBe(0);
      const oldDump = path.join(root, 'old-pg_dump');
      await writeFile(oldDump, '#!/bin/sh\necho "pg_dump (PostgreSQL) 9.6.24"\n');
      await chmod(oldDump, 0o755);
      const tooOld = await npmRun('db:backup', [path.join(root, 'never.dump')], {
        DATABASE_URL: existing.url,
        PG_DUMP: oldDump,
      });
      expect(tooOld.code).toBe(1);
      expect(tooOld.output).toContain('cannot work with PostgreSQL');
      expect(tooOld.output).toContain('apt-get install postgresql-client');
      expect(await readdir(root)).not.toContain('never.dump');
    });
  });
});
