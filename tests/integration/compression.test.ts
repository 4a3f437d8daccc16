// Text answers are compressed for clients that accept it (server/http/compression.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../factories/users.ts';
import { apiClient } from '../setup/api-client.ts';
import { useTestApp } from '../setup/use-test-app.ts';
import { runSeeds } from '../../server/bootstrap/seed.ts';
import { createLogger } from '../../server/logger.ts';

describe('compression', () => {
  const { database, app } = useTestApp();
  let staff: TestUser;

  beforeAll(async () => {
    staff = await createUser(database.db, { role: 'DATA_CURATOR' });
    await runSeeds(database.db, createLogger('silent')); // 27 products: a list well past the threshold
  });

  it('when a client accepts gzip, then the product list comes compressed and decodes to the same JSON', async () => {
    const plain = await apiClient(app, staff).get('/api/products', {
      headers: { 'Accept-Encoding': 'identity' },
    });
    const text = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    const zipped = await apiClient(app, staff).get('/api/products', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(await zipped.text()).toBe(text); // fetch decodes it
  });

  it('when a client accepts brotli, then brotli is used; a small answer is sent as it is', async () => {
    const res = await apiClient(app, staff).get('/api/products', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    const small = await apiClient(app).get('/api/health', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
  });
});
