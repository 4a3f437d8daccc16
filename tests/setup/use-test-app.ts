// The usual frame of an integration test file: a database of its own and the app on it, started before the
// describe block's tests and closed and dropped after them. The handles it returns stand for the real ones
// from then on, so a describe block can name them where it is declared: `const { database, app } =
// useTestApp();` and use `database.db` and `app` in its hooks and tests as it would the real ones.
// `useTwoTestApps()` is the same frame with two apps on the one database, each with its own pool, as two
// server processes behind a load balancer would be. `useTestDatabase()` is the frame without an app (a
// file that runs migrations on it, or starts server/main.ts on its url); with `{ perTest: true }` every
// test gets a fresh database of its own.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createKnex, type Knex } from '../../server/db/knex.ts';
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

/** A database of the file's own (or of each test's own, with `perTest`), made before and dropped after. */
export function useTestDatabase({ perTest = false }: { perTest?: boolean } = {}): TestDatabase {
  let database: TestDatabase | undefined;
  const [before, after] = perTest ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    database = await createTestDatabase();
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
