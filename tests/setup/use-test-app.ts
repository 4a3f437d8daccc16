// The usual frame of an integration test file: a database of its own and the app on it, started before the
// describe block's tests and closed and dropped after them. The handles it returns stand for the real ones
// from then on, so a describe block can name them where it is declared: `const { database, app } =
// useTestApp();` and use `database.db` and `app` in its hooks and tests as it would the real ones.
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from './test-app.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export function useTestApp(options?: Parameters<typeof startTestApp>[1]): {
  database: TestDatabase;
  app: TestApp;
} {
  let database: TestDatabase | undefined;
  let app: TestApp | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await startTestApp(database.db, options);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });
  const started = () => {
    if (!database || !app) throw new Error('useTestApp: used before its beforeAll ran');
    return { database, app };
  };
  return {
    database: {
      get url() {
        return started().database.url;
      },
      get db() {
        return started().database.db;
      },
      drop: () => started().database.drop(),
    },
    app: {
      get url() {
        return started().app.url;
      },
      close: () => started().app.close(),
      fastLaneAnswers: () => started().app.fastLaneAnswers(),
    },
  };
}
