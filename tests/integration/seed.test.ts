import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueProductCodes } from '../../shared/catalogue.ts';
import type { Product } from '../../shared/product.ts';
import { runSeeds } from '../../server/bootstrap/seed.ts';
import { createLogger } from '../../server/logger.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { productForm } from '../factories/products.ts';
import { apiClient } from '../setup/api-client.ts';
import { useTestApp } from '../setup/use-test-app.ts';

describe('the catalogue seed', () => {
  const log = createLogger('silent');
  const { database, app } = useTestApp();
  let manager: TestUser;

  beforeAll(async () => {
    manager = await createUser(database.db, { role: 'PRODUCT_MANAGER' });
  });

  it('when it runs on an empty database, then every catalogue product with data answers on /api/products/{code}', async () => {
    const { added } = await runSeeds(database.db, log);
    expect([...added].sort()).toEqual([...catalogueProductCodes()].sort());
    for (const code of catalogueProductCodes()) {
      const res = await apiClient(app).get(`/api/products/${encodeURIComponent(code)}`);
      expect(res.status, code).toBe(200);
    }
    const b12 = (await (await apiClient(app).get('/api/products/SBOVZ-B12-TCBL')).json()) as Product;
    expect(b12.productCode).toBe('SBOVZ-B12-TCBL');
    expect(b12.ingredients.length).toBeGreaterThan(0);
    expect(b12.bannerImage).toMatch(/^\/media\/[a-f0-9]{64}\.webp$/);
    const banner = await apiClient(app).get(`${b12.bannerImage}`);
    expect(banner.status).toBe(200);
    expect(banner.headers.get('content-type')).toBe('image/webp');
    expect(b12.processes.length).toBeGreaterThan(0);
  });

  it('when the zinc product is read, then its assay keeps the catalogue quirk "Natural Iron 5%"', async () => {
    const zinc = (await (await apiClient(app).get('/api/products/SBOVZ-Zinc')).json()) as Product;
    expect(zinc.actives.map((a) => a.assay)).toContain('Natural Iron 5%');
  });

  it('when it runs again, then nothing is added and a product edited by staff is left as they saved it', async () => {
    const current = (await (await apiClient(app, manager).get('/api/products/SBOVZ-D3')).json()) as Product;
    const edited = await apiClient(app, manager).put('/api/products/SBOVZ-D3', {
      body: productForm({ ...current, productName: 'Lichen D3 (edited by staff)' }),
    });
    expect(edited.status).toBe(200);
    const before = await database.db('products').count({ n: '*' });

    expect((await runSeeds(database.db, log)).added).toEqual([]);
    expect(await database.db('products').count({ n: '*' })).toEqual(before);
    const after = (await (await apiClient(app).get('/api/products/SBOVZ-D3')).json()) as Product;
    expect(after.productName).toBe('Lichen D3 (edited by staff)');
  });
});
