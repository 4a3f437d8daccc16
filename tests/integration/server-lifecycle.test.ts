import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/db/embedded-postgres.ts';
import { apiClient } from '../setup/api-client.ts';
import { FIXTURE_STATIC_DIR } from '../setup/test-app.ts';
import {
  ROOT,
  isAlive,
  startServerProcess as startProcess,
  type ServerProcess,
} from '../setup/server-process.ts';
import { useTestDatabase } from '../setup/use-test-app.ts';
import { waitUntil } from '../setup/wait-until.ts';

async function postmasterPid(dataDir: string): Promise<number> {
  const text = await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8');
  return Number.parseInt(text.split('\n')[0]!, 10);
}

const WITHIN_20_S = { timeoutMs: 20_000, intervalMs: 100 };

/**
 * The server's health, retried: after a test has been busy for a few seconds, a pooled keep-alive
 * connection may be closed by the server just as it is reused, which is a client race, not an outage.
 */
async function expectHealthy(url: string): Promise<void> {
  await expect
    .poll(
      async () => {
        try {
          return ((await (await apiClient(url).get('/api/health')).json()) as { db: string }).db;
        } catch {
          return 'unreachable';
        }
      },
      { timeout: 20_000, interval: 200 },
    )
    .toBe('ok');
}

describe('the server process (npm start)', { timeout: 90_000 }, () => {
  // Every server a test starts is stopped after it, even when the test fails, so one failure
  // cannot leave a server holding the data folder for the next test.
  const started: ServerProcess[] = [];
  const startServerProcess = async (...args: Parameters<typeof startProcess>) => {
    const server = await startProcess(...args);
    started.push(server);
    return server;
  };
  afterEach(async () => {
    for (const server of started.splice(0)) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGTERM');
        await server.waitForExit();
      }
    }
  });

  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vv-life-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const env = () => ({ DATA_DIR: dataDir, STATIC_DIR: FIXTURE_STATIC_DIR });

  it('when started on an empty DATA_DIR, then it initialises PostgreSQL, prints a generated ADMIN password once, and SIGTERM leaves no postgres behind', async () => {
    const server = await startServerProcess(env(), await freePort());
    expect(server.output()).toContain('initialising embedded PostgreSQL');
    expect(server.output()).toContain('This password is shown only once');
    const pgPid = await postmasterPid(dataDir);
    expect(isAlive(pgPid)).toBe(true);

    server.child.kill('SIGTERM');
    expect(await server.waitForExit()).toBe(0);
    await waitUntil('PostgreSQL to stop', () => !isAlive(pgPid), WITHIN_20_S);
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  });

  it('when started again on the same DATA_DIR, then it reuses the data, and SIGINT stops it cleanly', async () => {
    const server = await startServerProcess(env(), await freePort());
    expect(server.output()).not.toContain('initialising embedded PostgreSQL');
    expect(server.output()).not.toContain('This password is shown only once');
    const pgPid = await postmasterPid(dataDir);

    server.child.kill('SIGINT');
    expect(await server.waitForExit()).toBe(0);
    await waitUntil('PostgreSQL to stop', () => !isAlive(pgPid), WITHIN_20_S);
  });

  it('when the server runs on the embedded database, then pg_hba asks for scram-sha-256 and the app connects as a role without superuser rights or DDL', async () => {
    const server = await startServerProcess(env(), await freePort());
    await expectHealthy(server.url);
    const hba = await readFile(path.join(dataDir, 'pg', 'pg_hba.conf'), 'utf8');
    const rules = hba.split('\n').filter((line) => !/^\s*(#|$)/.test(line));
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) expect(rule).toMatch(/\sscram-sha-256$/);

    const credentials = JSON.parse(
      await readFile(path.join(dataDir, 'pg.credentials.json'), 'utf8'),
    ) as Record<string, string>;
    const port = Number((await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[3]);
    const connect = async (user: string, password: string) => {
      const client = new pg.Client({ host: '127.0.0.1', port, database: 'app', user, password });
      await client.connect();
      return client;
    };
    const owner = await connect(credentials.user!, credentials.password!);
    try {
      // The app's own connections (its pool and its LISTEN connection), seen from the owner's side.
      const { rows } = await owner.query<{ usename: string; rolsuper: boolean }>(
        `select distinct a.usename, r.rolsuper from pg_stat_activity a join pg_roles r on r.rolname = a.usename
          where a.datname = 'app' and a.pid <> pg_backend_pid()`,
      );
      expect(rows).toEqual([{ usename: credentials.runtimeUser, rolsuper: false }]);
    } finally {
      await owner.end();
    }
    const runtime = await connect(credentials.runtimeUser!, credentials.runtimePassword!);
    try {
      expect((await runtime.query('select count(*)::int as n from products')).rows[0].n).toBeGreaterThan(0);
      await expect(runtime.query('create table intruder (id int)')).rejects.toThrow(/permission denied/);
      await expect(runtime.query('truncate products cascade')).rejects.toThrow(/permission denied/);
      await expect(runtime.query('delete from knex_migrations')).rejects.toThrow(/permission denied/);
    } finally {
      await runtime.end();
    }
    server.child.kill('SIGTERM');
    expect(await server.waitForExit()).toBe(0);

    // A folder from an older version: cleartext `password` rules and no runtime role in the credentials.
    await writeFile(path.join(dataDir, 'pg', 'pg_hba.conf'), hba.replace(/scram-sha-256$/gm, 'password'));
    const { user, password } = credentials;
    await writeFile(path.join(dataDir, 'pg.credentials.json'), JSON.stringify({ user, password }));
    const again = await startServerProcess(env(), await freePort());
    await expectHealthy(again.url);
    expect(await readFile(path.join(dataDir, 'pg', 'pg_hba.conf'), 'utf8')).toBe(hba);
    again.child.kill('SIGTERM');
    expect(await again.waitForExit()).toBe(0);
  });

  it('when a database command runs while the server runs, then it uses the same PostgreSQL and leaves it running; a second server on that DATA_DIR refuses to start', async () => {
    const server = await startServerProcess(env(), await freePort());
    const seed = spawnSync(process.execPath, ['--import', 'tsx', 'server/bootstrap/cli.ts', 'seed'], {
      cwd: ROOT,
      env: { ...process.env, ...env(), DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(seed.status, seed.stderr).toBe(0);
    await expectHealthy(server.url);

    const second = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...env(), DATABASE_URL: '', PORT: String(await freePort()) },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(second.status).toBe(1);
    expect(second.stdout + second.stderr).toContain('is in use by another running process');
    await expectHealthy(server.url);

    server.child.kill('SIGTERM');
    expect(await server.waitForExit()).toBe(0);
  });

  it('when the server was killed outright, then the next start stops the orphaned postgres and serves', async () => {
    const first = await startServerProcess(env(), await freePort());
    const orphan = await postmasterPid(dataDir);
    first.child.kill('SIGKILL');
    await first.waitForExit();
    expect(isAlive(orphan)).toBe(true);

    const second = await startServerProcess(env(), await freePort());
    expect(isAlive(orphan)).toBe(false);
    await expectHealthy(second.url);
    second.child.kill('SIGTERM');
    expect(await second.waitForExit()).toBe(0);
  });

  it('when WEB_CONCURRENCY is 2, then two workers share the port; a worker that dies is replaced; SIGTERM stops them all and PostgreSQL', async () => {
    const clusterDir = await mkdtemp(path.join(os.tmpdir(), 'vv-cluster-'));
    try {
      const server = await startServerProcess(
        { DATA_DIR: clusterDir, STATIC_DIR: FIXTURE_STATIC_DIR, WEB_CONCURRENCY: '2' },
        await freePort(),
      );
      const workerPids = () =>
        [...server.output().matchAll(/"pid":(\d+)[^\n]*"msg":"worker serving"/g)].map((m) => Number(m[1]));
      await waitUntil('two workers serving', () => workerPids().length === 2, WITHIN_20_S);
      expect(server.output()).toContain('with 2 worker processes');
      const [first, second] = workerPids();
      expect(first).not.toBe(second);
      await expectHealthy(server.url);

      // Killed once it is past the crash-loop window (server/main.ts CRASH_LOOP_MS, 5 s after its start),
      // which the primary says: a death sooner would stop the server instead.
      await waitUntil(
        'the first worker settled',
        () => new RegExp(`"workerPid":${first}\\b[^\\n]*"msg":"worker settled"`).test(server.output()),
        WITHIN_20_S,
      );
      process.kill(first!, 'SIGKILL');
      await waitUntil(
        'the replacement worker',
        () => server.output().includes('a worker replaced the one that died'),
        WITHIN_20_S,
      );
      await expectHealthy(server.url);
      const pgPid = Number.parseInt(
        (await readFile(path.join(clusterDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]!,
        10,
      );

      server.child.kill('SIGTERM');
      expect(await server.waitForExit()).toBe(0);
      for (const pid of workerPids()) expect(isAlive(pid), `worker ${pid}`).toBe(false);
      await waitUntil('PostgreSQL to stop', () => !isAlive(pgPid), WITHIN_20_S);
    } finally {
      await rm(clusterDir, { recursive: true, force: true });
    }
  });

  it('when DATA_DIR holds a database of another PostgreSQL major version, then the server exits 1 saying what happened and what to do, without a stack trace, and leaves the folder alone', async () => {
    const oldDir = await mkdtemp(path.join(os.tmpdir(), 'vv-pg18-'));
    try {
      await mkdir(path.join(oldDir, 'pg'));
      await writeFile(path.join(oldDir, 'pg', 'PG_VERSION'), '18\n');
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: oldDir, DATABASE_URL: '', WEB_CONCURRENCY: '1', PORT: '0' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        `The database in ${path.join(oldDir, 'pg')} was created by PostgreSQL 18, but this version of the product runs PostgreSQL 15, which cannot open it.`,
      );
      expect(result.stderr).toContain('docs/backups.md');
      expect(result.stdout + result.stderr).not.toMatch(/^\s+at /m);
      expect(await readdir(path.join(oldDir, 'pg'))).toEqual(['PG_VERSION']);
    } finally {
      await rm(oldDir, { recursive: true, force: true });
    }
  });

  describe('on a database of its own', () => {
    const database = useTestDatabase();

    it('when DATABASE_URL is set, then no embedded PostgreSQL starts and that database is used', async () => {
      const otherDataDir = await mkdtemp(path.join(os.tmpdir(), 'vv-ext-'));
      try {
        await database.db('users').del();
        const server = await startServerProcess(
          {
            DATA_DIR: otherDataDir,
            STATIC_DIR: FIXTURE_STATIC_DIR,
            DATABASE_URL: database.url,
            ADMIN_EMAIL: 'ops@example.com',
            ADMIN_PASSWORD: 'a-long-password',
          },
          await freePort(),
        );
        expect(existsSync(path.join(otherDataDir, 'pg'))).toBe(false);
        expect(server.output()).not.toContain('embedded PostgreSQL');
        const admins = await database.db('users').select('email', 'role');
        expect(admins).toEqual([{ email: 'ops@example.com', role: 'ADMIN' }]);
        server.child.kill('SIGTERM');
        expect(await server.waitForExit()).toBe(0);
      } finally {
        await rm(otherDataDir, { recursive: true, force: true });
      }
    });
  });
});
