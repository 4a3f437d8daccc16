import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../factories/users.ts';
import { apiClient } from '../setup/api-client.ts';
import { useOwnPostgres } from '../setup/use-test-app.ts';

// This file runs its own PostgreSQL, so it can stop and start it under a running app.
describe('when PostgreSQL goes away and comes back', () => {
  const { postgres, database, app } = useOwnPostgres();
  let user: TestUser;

  beforeAll(async () => {
    user = await createUser(database.db, { role: 'ADMIN' });
  });

  const products = () => apiClient(app, user).get('/api/products');
  const health = () => apiClient(app).get('/api/health');

  it('then requests answer 503 with Retry-After while it is down, and succeed again once it is back', async () => {
    expect((await products()).status).toBe(200);

    await postgres.stop();
    const down = await products();
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('5');
    expect(await down.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    const downHealth = await health();
    expect(downHealth.status).toBe(503);
    expect(await downHealth.json()).toEqual({ status: 'error', db: 'down' });
    const login = await apiClient(app).login(user.email, user.password);
    expect(login.status).toBe(503);

    await postgres.start();
    await expect.poll(async () => (await health()).status, { timeout: 20_000, interval: 200 }).toBe(200);
    expect((await products()).status).toBe(200);
  });
});
