// Issue #34: a DATA_CURATOR, who may not restore a deleted product, brought one back by POST /api/products
// with the record read from its history. Writing a deleted product's code again is a restore: the roles
// that may restore (ADMIN, PRODUCT_MANAGER) only; a DATA_CURATOR gets 403 with a message that says why.
import { describe, expect, it } from 'vitest';
import type { HistoryVersion, ProductHistory } from '../../shared/history.ts';
import { productInputSchema } from '../../shared/product.ts';
import { productInput } from '../factories/products.ts';
import { apiClient } from '../setup/api-client.ts';
import { useTestApp } from '../setup/use-test-app.ts';
import { useUsers } from '../setup/use-users.ts';

describe('POST /api/products with a deleted product’s code', () => {
  const { database, app } = useTestApp();
  const { manager, curator } = useUsers(database, { manager: 'PRODUCT_MANAGER', curator: 'DATA_CURATOR' });

  /** Creates and deletes a product; answers the record its history kept, as a write's input. */
  async function deleted(code: string) {
    const made = await apiClient(app, manager).post('/api/products', {
      json: productInput({ productCode: code }),
    });
    expect(made.status).toBe(201);
    expect((await apiClient(app, manager).delete(`/api/products/${code}`)).status).toBe(200);
    const kept = (await (
      await apiClient(app, curator).get(`/api/products/${code}/history/1`)
    ).json()) as HistoryVersion;
    const { version: _v, createdAt: _c, updatedAt: _u, ...content } = kept.record;
    return productInputSchema.parse(content);
  }

  it('when a DATA_CURATOR posts the record of a deleted product, then 403 with a message and it stays deleted', async () => {
    const record = await deleted('GONE-1');
    const res = await apiClient(app, curator).post('/api/products', {
      json: record,
      headers: { 'Idempotency-Key': 'recreate-gone-1' },
    });
    expect(res.status).toBe(403);
    const body = (await res.json()) as { message: string };
    expect(body.message).toBe(
      'A product with productCode "GONE-1" was deleted; only an ADMIN or a PRODUCT_MANAGER may bring it back.',
    );
    expect((await apiClient(app, curator).get('/api/products/GONE-1')).status).toBe(404);
    const history = (await (
      await apiClient(app, curator).get('/api/products/GONE-1/history')
    ).json()) as ProductHistory;
    expect(history.current).toBe(false);
    expect(history.entries.map((e) => e.action)).toEqual(['deleted', 'created']);
  });

  it('when a DATA_CURATOR posts new content under a deleted code, then 403 as well', async () => {
    await deleted('GONE-2');
    const res = await apiClient(app, curator).post('/api/products', {
      json: productInput({ productCode: 'GONE-2', productName: 'Something else' }),
    });
    expect(res.status).toBe(403);
  });

  it('when a PRODUCT_MANAGER posts the record of a deleted product, then it is created again', async () => {
    const record = await deleted('GONE-3');
    const res = await apiClient(app, manager).post('/api/products', { json: record });
    expect(res.status).toBe(201);
    expect((await apiClient(app, curator).get('/api/products/GONE-3')).status).toBe(200);
  });

  it('when a DATA_CURATOR creates a code never used, or one brought back since, then 201', async () => {
    const fresh = await apiClient(app, curator).post('/api/products', {
      json: productInput({ productCode: 'NEVER-DELETED' }),
    });
    expect(fresh.status).toBe(201);
    await deleted('GONE-4');
    const back = await apiClient(app, manager).post('/api/products/GONE-4/history/1/restore');
    expect(back.status).toBe(200);
    // Now it exists: the curator's write of the code is the usual duplicate, not a refusal.
    const again = await apiClient(app, curator).post('/api/products', {
      json: productInput({ productCode: 'GONE-4' }),
    });
    expect(again.status).toBe(409);
  });
});
