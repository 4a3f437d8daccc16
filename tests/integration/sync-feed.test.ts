// The staff change feed (issue #11 §2) as a client pulls it: every change after its cursor in commit order,
// deletions as tombstones, pages of at most 500, an expired cursor refused with 410, staff only, and bad
// cursors and limits answered 400. Two writers committing out of the order they started lose nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../shared/product.ts';
import { SUMMARY_FIELDS, type SyncPage } from '../../shared/sync.ts';
import { createSyncRepository } from '../../server/modules/sync/repository.ts';
import { createProductsRepository } from '../../server/modules/products/repository.ts';
import { productInput } from '../factories/products.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { apiClient } from '../setup/api-client.ts';
import { useTestApp } from '../setup/use-test-app.ts';
import { waitForBlockedWriters } from '../setup/blocked-writers.ts';
import { createKnex } from '../../server/db/knex.ts';

describe('GET /api/sync/{collection}', () => {
  const { database, app } = useTestApp();
  let staff: TestUser;
  let curator: TestUser;

  beforeAll(async () => {
    staff = await createUser(database.db, { role: 'PRODUCT_MANAGER' });
    curator = await createUser(database.db, { role: 'DATA_CURATOR' });
  });

  async function pull(collection: string, since: string, limit?: number, user = staff) {
    const res = await apiClient(app, user).get(
      `/api/sync/${collection}?since=${since}${limit ? `&limit=${limit}` : ''}`,
    );
    return { status: res.status, body: (await res.json()) as SyncPage & { code?: string; message?: string } };
  }
  /** Pulls pages from `since` until hasMore is false; returns everything and the last cursor. */
  async function pullAll(collection: string, since: string, limit?: number) {
    const items: { productCode?: string; version?: number; revision: number }[] = [];
    const deleted: string[] = [];
    let cursor = since;
    for (let n = 0; n < 100; n++) {
      const { status, body } = await pull(collection, cursor, limit);
      expect(status).toBe(200);
      items.push(...(body.items as typeof items));
      deleted.push(...body.deleted);
      cursor = body.cursor;
      if (!body.hasMore) break;
    }
    return { items, deleted, cursor };
  }
  const create = async (code: string, over: Record<string, unknown> = {}) => {
    const res = await apiClient(app, staff).post('/api/products', {
      json: productInput({ productCode: code, productName: `Name ${code}`, ...over }),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as Product;
  };
  const update = async (product: Product, over: Record<string, unknown>) => {
    const res = await apiClient(app, staff).put(`/api/products/${product.productCode}`, {
      json: { ...product, ...over },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as Product;
  };
  const remove = async (code: string) => {
    const res = await apiClient(app, staff).delete(`/api/products/${code}`);
    expect(res.status).toBe(200);
  };

  it('when a client starts from 0, then it gets every product and a cursor past them', async () => {
    await create('FEED-FIRST');
    const { items, deleted, cursor } = await pullAll('products', '0');
    expect(items.map((p) => p.productCode)).toContain('FEED-FIRST');
    expect(deleted).toEqual([]);
    expect(Number(cursor)).toBeGreaterThan(0);
  });

  it('when products are created, changed and deleted after a cursor, then the feed sends each change once with its version, and the deletion as a tombstone', async () => {
    const start = (await pullAll('products', '0')).cursor;
    const a = await create('FEED-A');
    await create('FEED-B');
    await update(a, { productDescription: 'changed' });
    await remove('FEED-B');
    const { status, body } = await pull('products', start);
    expect(status).toBe(200);
    expect(body.items.map((p) => (p as Product).productCode)).toEqual(['FEED-A']);
    expect(body.items[0]).toMatchObject({ productCode: 'FEED-A', version: 2, productDescription: 'changed' });
    expect(Number((body.items[0] as { revision: number }).revision)).toBeGreaterThan(Number(start));
    expect(body.deleted).toEqual(['FEED-B']);
    expect(body.hasMore).toBe(false);
    // The full staff record, as GET /api/products/{code} gives a staff member.
    const single = (await (await apiClient(app, staff).get('/api/products/FEED-A')).json()) as Product;
    const { revision: _, ...record } = body.items[0] as Product & { revision: number };
    expect(record).toEqual(single);

    const again = await pull('products', body.cursor);
    expect(again.body).toEqual({ items: [], deleted: [], cursor: body.cursor, hasMore: false });
  });

  it('when a product is deleted and created again with its code, then the feed sends it as present, not deleted', async () => {
    const start = (await pullAll('products', '0')).cursor;
    await create('FEED-AGAIN');
    await remove('FEED-AGAIN');
    await create('FEED-AGAIN', { productName: 'Back again' });
    const { items, deleted } = await pullAll('products', start);
    expect(items.map((p) => p.productCode)).toEqual(['FEED-AGAIN']);
    expect(deleted).toEqual([]);
  });

  it('when there are more changes than a page holds, then pages of at most the limit chain with hasMore, and a full pull from 0 has no tombstones', async () => {
    const start = (await pullAll('products', '0')).cursor;
    for (let i = 0; i < 7; i++) await create(`FEED-PAGE-${i}`);
    await remove('FEED-PAGE-3');
    const first = await pull('products', start, 3);
    expect(first.body.items.length + first.body.deleted.length).toBe(3);
    expect(first.body.hasMore).toBe(true);
    const rest = await pullAll('products', start, 3);
    expect(rest.items.map((p) => p.productCode)).toEqual([0, 1, 2, 4, 5, 6].map((i) => `FEED-PAGE-${i}`));
    expect(rest.deleted).toEqual(['FEED-PAGE-3']);
    const fromZero = await pullAll('products', '0');
    expect(fromZero.deleted).toEqual([]);
    expect(fromZero.items.map((p) => p.productCode)).not.toContain('FEED-PAGE-3');
    const count = Number(await (await apiClient(app, staff).get('/api/products/count')).json());
    expect(new Set(fromZero.items.map((p) => p.productCode)).size).toBe(count);
  });

  it('when the page size is not given, then at most 500 changes come back', async () => {
    const { body } = await pull('products', '0');
    expect(body.items.length + body.deleted.length).toBeLessThanOrEqual(500);
  });

  it('when two writers commit out of the order they started, then a client pulling in between still gets both', async () => {
    const start = (await pullAll('products', '0')).cursor;
    const other = createKnex(database.url);
    try {
      // Writer 1 starts and writes (taking its revision), and stays open.
      const trx = await other.transaction();
      const repo = createProductsRepository(trx);
      await repo.lockCatalogue();
      await trx('products').insert({ product_code: 'FEED-SLOW', product_name: 'Slow writer' });
      // Writer 2 goes through the API meanwhile: it has to wait for writer 1's commit.
      const fast = create('FEED-FAST');
      await waitForBlockedWriters(database.db);
      const between = await pullAll('products', start);
      expect(between.items.map((p) => p.productCode)).toEqual([]);
      await trx.commit();
      await fast;
      const after = await pullAll('products', between.cursor);
      expect(after.items.map((p) => p.productCode)).toEqual(['FEED-SLOW', 'FEED-FAST']);
    } finally {
      await other.destroy();
    }
  });

  it('when a direct insert commits after a later writer (no lock taken first), then the trigger still orders them by commit', async () => {
    const start = (await pullAll('products', '0')).cursor;
    const other = createKnex(database.url);
    try {
      const trx = await other.transaction();
      await trx('products').insert({ product_code: 'FEED-RAW', product_name: 'Raw insert' });
      const fast = create('FEED-AFTER-RAW');
      // The API's writer waits for the open insert's lock: it cannot commit first.
      await waitForBlockedWriters(database.db);
      const between = await pullAll('products', start);
      await trx.commit();
      await fast;
      const after = await pullAll('products', between.cursor);
      const seen = [...between.items, ...after.items].map((p) => p.productCode);
      expect(seen).toEqual(['FEED-RAW', 'FEED-AFTER-RAW']);
    } finally {
      await other.destroy();
    }
  });

  it('when an ingredient changes, then the ingredients feed sends it and the products embedding it come again', async () => {
    await create('FEED-ING', {
      ingredients: [
        { ingredientCode: 'ING-FEED-1', commonName: 'Amla', scientificName: 'Phyllanthus emblica' },
      ],
    });
    const ingredientsStart = (await pullAll('ingredients', '0')).cursor;
    const productsStart = (await pullAll('products', '0')).cursor;
    // Saving another product with the same ingredient unchanged changes nothing for the feeds.
    await create('FEED-ING-2', {
      ingredients: [
        { ingredientCode: 'ING-FEED-1', commonName: 'Amla', scientificName: 'Phyllanthus emblica' },
      ],
    });
    expect((await pullAll('ingredients', ingredientsStart)).items).toEqual([]);
    expect((await pullAll('products', productsStart)).items.map((p) => p.productCode)).toEqual([
      'FEED-ING-2',
    ]);
    // Now its common name changes through a third product.
    const third = productsStart;
    await create('FEED-ING-3', {
      ingredients: [
        {
          ingredientCode: 'ING-FEED-1',
          commonName: 'Indian gooseberry',
          scientificName: 'Phyllanthus emblica',
        },
      ],
    });
    const ingredients = await pullAll('ingredients', ingredientsStart);
    expect(ingredients.items).toEqual([
      expect.objectContaining({ ingredientCode: 'ING-FEED-1', commonName: 'Indian gooseberry' }),
    ]);
    const products = await pullAll('products', third);
    expect(products.items.map((p) => p.productCode).sort()).toEqual(['FEED-ING', 'FEED-ING-2', 'FEED-ING-3']);
    const embedded = products.items.find((p) => p.productCode === 'FEED-ING') as unknown as Product;
    expect(embedded.ingredients[0]).toMatchObject({ commonName: 'Indian gooseberry' });
    expect((await pullAll('processes', '0')).items.length).toBeGreaterThan(0);
  });

  it('when view=summary is asked, then each product comes as the list shows it, in the same order with the same cursors', async () => {
    const made = await create('FEED-SUMMARY-1', { productCategory: 'Summaries' });
    const full = await pullAll('products', '0', 7);
    const summaries: Record<string, unknown>[] = [];
    let cursor = '0';
    const cursors: string[] = [];
    for (let n = 0; n < 100; n++) {
      const res = await apiClient(app, staff).get(`/api/sync/products?since=${cursor}&limit=7&view=summary`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as SyncPage;
      summaries.push(...(body.items as unknown as Record<string, unknown>[]));
      cursor = body.cursor;
      cursors.push(cursor);
      if (!body.hasMore) break;
    }
    expect(cursor).toBe(full.cursor);
    expect(summaries.map((s) => s.productCode)).toEqual(full.items.map((i) => i.productCode));
    const mine = summaries.find((s) => s.productCode === made.productCode)!;
    expect(Object.keys(mine).sort()).toEqual([...SUMMARY_FIELDS, 'revision'].sort());
    expect(mine).toMatchObject({
      productName: made.productName,
      productCategory: 'Summaries',
      version: made.version,
      updatedAt: made.updatedAt,
    });
  });

  it('when tombstones older than the kept time are purged, then a cursor before them answers 410 CURSOR_EXPIRED and 0 still works', async () => {
    const start = (await pullAll('products', '0')).cursor;
    await create('FEED-OLD');
    await remove('FEED-OLD');
    const after = (await pullAll('products', start)).cursor;
    await database
      .db('product_tombstones')
      .update({ deleted_at: database.db.raw(`now() - interval '31 days'`) });
    expect(await createSyncRepository(database.db).purgeTombstones(30 * 24 * 60 * 60)).toBeGreaterThan(0);
    const expired = await pull('products', start);
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ code: 'CURSOR_EXPIRED' });
    expect(expired.body.message).toMatch(/too old/);
    expect((await pull('products', after)).status).toBe(200);
    expect((await pull('products', '0')).status).toBe(200);
  });

  it('when anyone but staff asks, then 401; every staff role may pull', async () => {
    expect((await apiClient(app).get('/api/sync/products?since=0')).status).toBe(401);
    expect((await apiClient(app, 'nope').get('/api/sync/products')).status).toBe(401);
    const admin = await createUser(database.db, { role: 'ADMIN' });
    for (const user of [admin, staff, curator])
      expect((await pull('processes', '0', 5, user)).status).toBe(200);
  });

  it.each([
    ['since=-1', 'since must be'],
    ['since=abc', 'since must be'],
    ['since=1e3', 'since must be'],
    ['since=1234567890123456789012', 'since must be'],
    ['since=0&limit=0', 'limit must be'],
    ['since=0&limit=501', 'limit must be'],
    ['since=0&limit=x', 'limit must be'],
    ['since=1&since=2', 'since must be'],
    ['since=0&view=short', 'view must be'],
    ['since=0&view=summary&view=full', 'view must be'],
    ['ingredients?since=0&view=summary', 'view must be'],
  ])('when the query is %s, then 400 with a message', async (query, message) => {
    const path = query.includes('?') ? query : `products?${query}`;
    const res = await apiClient(app, staff).get(`/api/sync/${path}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(message);
  });

  it('when the collection is unknown, then 404 JSON', async () => {
    const res = await apiClient(app, staff).get('/api/sync/users?since=0');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: string }).code).toBe('NOT_FOUND');
  });

  it('when GET /api/products is asked, then it is still the plain list of products without revisions', async () => {
    const res = await apiClient(app, staff).get('/api/products');
    const list = (await res.json()) as Record<string, unknown>[];
    expect(Array.isArray(list)).toBe(true);
    expect(list[0]).not.toHaveProperty('revision');
    expect(list[0]).toHaveProperty('version');
  });
});
