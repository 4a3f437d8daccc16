// Two apps on one database, as two server processes behind a load balancer would be: each has its own
// pool and shares only PostgreSQL and the JWT secret. Every step acts on one app and checks on the other
// (the same steps as the faults bench, scenario (c), which runs them against two built servers).
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createKnex, type Knex } from '../../server/db/knex.ts';
import { twoServerSteps, type Pair } from '../../bench/faults/two-server-steps.ts';
import { createUser } from '../factories/users.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../setup/test-database.ts';

describe('two app processes on one database', () => {
  let database: TestDatabase;
  let secondPool: Knex;
  let apps: TestApp[] = [];
  const pair: Pair = { a: '', b: '', login: { email: '', password: '' } };

  beforeAll(async () => {
    database = await createTestDatabase();
    secondPool = createKnex(database.url);
    apps = [await startTestApp(database.db), await startTestApp(secondPool)];
    const admin = await createUser(database.db, { role: 'ADMIN' });
    Object.assign(pair, {
      a: apps[0]!.url,
      b: apps[1]!.url,
      login: { email: admin.email, password: admin.password },
    });
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await secondPool?.destroy();
    await database?.drop();
  });

  // In order: later steps use the token, image and product of earlier ones.
  for (const step of twoServerSteps(pair)) it(step.name, () => step.run());
});
