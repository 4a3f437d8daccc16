// Two apps on one database, as two server processes behind a load balancer would be: each has its own
// pool and shares only PostgreSQL and the JWT secret. Every step acts on one app and checks on the other
// (the same steps as the faults bench, scenario (c), which runs them against two built servers).
import { beforeAll, describe, expect, it } from 'vitest';
import { twoServerSteps, type Pair } from '../../bench/faults/two-server-steps.ts';
import { createUser } from '../factories/users.ts';
import { useTwoTestApps } from '../setup/use-test-app.ts';

describe('two app processes on one database', () => {
  const { database, a, b } = useTwoTestApps();
  const pair: Pair = { a: '', b: '', login: { email: '', password: '' } };

  beforeAll(async () => {
    const admin = await createUser(database.db, { role: 'ADMIN' });
    Object.assign(pair, { a: a.url, b: b.url, login: { email: admin.email, password: admin.password } });
  });

  // In order: later steps use the token, image and product of earlier ones.
  // Every check a step makes of what a client saw is this test's own assertion.
  const steps = twoServerSteps(pair, (seen, wanted, message) => expect(seen, message).toEqual(wanted));
  for (const step of steps)
    it(step.name, async () => {
      await step.run();
      expect.hasAssertions();
    });
});
