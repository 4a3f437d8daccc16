// The usual frame of an integration test file: a database of its own and the app on it, started before the
// describe block's tests and closed and dropped after them. The handles it returns stand for the real ones
// from then on, so a describe block can name them where it is declared: `const { database, app } =
// useTestApp();` and use `database.db` and `app` in its hooks and tests as it would the real ones.
// `useTwoTestApps()` is the same frame with two apps on the one database, each with its own pool, as two
// server processes behind a load balancer would be. `useTestDatabase()` is the frame without an app (a
// file that runs migrations on it, or starts server/main.ts on its url); with `{ perTest: true }` every
// test gets a fresh database of its own, with `{ empty: true }` one without tables. `useOwnPostgres()` is
// the frame on a PostgreSQL of the file's own, for a file that stops and starts it under a running app.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import {
  freePort,
  startEmbeddedPostgres,
  type EmbeddedPostgresHandle,
} from '../../server/db/embedded-postgres.ts';
import { createKnex, type Knex } from '../../server/db/knex.ts';
import { migrateLatest } from '../../server/db/migrations.ts';
import { createLogger } from '../../server/logger.ts';
import { startTestApp, type TestApp } from './test-app.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

type AppOptions = Parameters<typeof startTestApp>[1];
/** The app's options, or a function that gives them once the hooks before this one have run. */
type AppOptionsOrLater = AppOptions | (() => AppOptions);

const resolve = (options: AppOptionsOrLater): AppOptions =>
  typeof options === 'function' ? options() : options;

/** Stands for the database once the beforeAll made it. */
function databaseHandle(get: () => TestDatabase): TestDatabase {
  return {
    get url() {
      return get().url;
    },
    get db() {
      return get().db;
    },
    drop: () => get().drop(),
  };
}

/** Stands for an app once the beforeAll started it. */
function appHandle(get: () => TestApp): TestApp {
  return {
    get url() {
      return get().url;
    },
    close: () => get().close(),
  };
}

function started<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('useTestApp: used before its beforeAll ran');
  return value;
}

/**
 * A database of the file's own (or of each test's own, with `perTest`), made before and dropped after;
 * migrated as the template is, or without tables with `empty`.
 */
export function useTestDatabase({
  perTest = false,
  empty = false,
}: { perTest?: boolean; empty?: boolean } = {}): TestDatabase {
  let database: TestDatabase | undefined;
  const [before, after] = perTest ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    database = await createTestDatabase({ empty });
  });
  after(async () => {
    await database?.drop();
    database = undefined;
  });
  return databaseHandle(() => started(database));
}

export function useTestApp(options?: AppOptionsOrLater): { database: TestDatabase; app: TestApp } {
  let database: TestDatabase | undefined;
  let app: TestApp | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await startTestApp(database.db, resolve(options));
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });
  return {
    database: databaseHandle(() => started(database)),
    app: appHandle(() => started(app)),
  };
}

/**
 * Two apps on one database: `a` on `database.db`, `b` on a pool of its own (with `optionsB` if given).
 * Options may be given as a function, called once the hooks before this one ran (a bucket started first).
 */
export function useTwoTestApps(
  options?: AppOptionsOrLater,
  optionsB: AppOptionsOrLater = options,
): { database: TestDatabase; a: TestApp; b: TestApp } {
  let database: TestDatabase | undefined;
  let secondPool: Knex | undefined;
  let a: TestApp | undefined;
  let b: TestApp | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    secondPool = createKnex(database.url);
    [a, b] = [
      await startTestApp(database.db, resolve(options)),
      await startTestApp(secondPool, resolve(optionsB)),
    ];
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await secondPool?.destroy();
    await database?.drop();
  });
  return {
    database: databaseHandle(() => started(database)),
    a: appHandle(() => started(a)),
    b: appHandle(() => started(b)),
  };
}

/** The file's own PostgreSQL, to stop under the running app and start again (on the same port and folder). */
export interface OwnPostgres {
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * A PostgreSQL of the file's own (embedded, in a temporary folder), its database migrated and the app on it:
 * the shared one cannot be stopped under the other files. `database.drop()` only closes the pool; the
 * cluster is stopped (if it runs) and its folder removed after the describe block's tests.
 */
export function useOwnPostgres(options?: AppOptionsOrLater): {
  postgres: OwnPostgres;
  database: TestDatabase;
  app: TestApp;
} {
  const log = createLogger('silent');
  let dir: string | undefined;
  let port: number | undefined;
  let cluster: EmbeddedPostgresHandle | undefined;
  let database: TestDatabase | undefined;
  let app: TestApp | undefined;
  const postgres: OwnPostgres = {
    async start() {
      cluster = await startEmbeddedPostgres({
        clusterDir: path.join(started(dir), 'pg'),
        database: 'app',
        log,
        port: started(port),
      });
    },
    async stop() {
      const running = started(cluster);
      cluster = undefined;
      await running.stop();
    },
  };
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vv-own-pg-'));
    port = await freePort();
    await postgres.start();
    const { url } = started(cluster);
    const db = createKnex(url, log);
    database = { url, db, drop: () => db.destroy() };
    await migrateLatest(db);
    app = await startTestApp(db, resolve(options));
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await cluster?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  return {
    postgres,
    database: databaseHandle(() => started(database)),
    app: appHandle(() => started(app)),
  };
}
