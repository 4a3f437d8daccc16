import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SyncCollection, SyncPage } from '../../../shared/sync.ts';
import { db } from './db.ts';
import {
  applyProducts,
  clearReplica,
  getCursor,
  keepOpened,
  putOwnWrite,
  REPLICA_TABLES,
  setRecordBudget,
} from './replica.ts';
import { clearDatabase, syncProduct } from './replica.fixtures.ts';
import { pullReplica } from './replica-pull.ts';
import type { Transport } from './sync-transport.ts';

afterEach(async () => {
  vi.restoreAllMocks();
  await clearDatabase();
});

const product = (code: string, over: Record<string, unknown> = {}) =>
  syncProduct({
    productCode: code,
    productName: `Name ${code}`,
    productDescription: 'x'.repeat(200),
    ...over,
  });

type Pages = Partial<Record<SyncCollection, (since: string) => { status: number; body: unknown }>>;

/** A transport whose feed answers from `pages`; the other collections answer empty. */
function feed(pages: Pages, extra: Partial<Transport> = {}): Transport {
  return {
    syncPage: vi.fn(async (collection: SyncCollection, since: string) => {
      const answer = pages[collection]?.(since);
      return (answer ?? {
        status: 200,
        body: { items: [], deleted: [], cursor: since, hasMore: false },
      }) as never;
    }),
    countUsers: vi.fn(async () => ({ status: 200, body: { value: 7 } })),
    getProduct: vi.fn(async () => ({ status: 404, body: {} })),
    ...extra,
  } as unknown as Transport;
}

const page = (items: unknown[], deleted: string[], cursor: string, hasMore = false) => ({
  status: 200,
  body: { items, deleted, cursor, hasMore } satisfies Omit<SyncPage, 'items'> & { items: unknown[] },
});

describe('the replica', () => {
  it('when the feed has several pages, then each is applied with its cursor and deletions remove products', async () => {
    const transport = feed({
      products: (since) =>
        since === '0'
          ? page([product('A'), product('B')], [], '2', true)
          : since === '2'
            ? page([product('C')], ['A'], '5')
            : page([], [], since),
    });
    expect(await pullReplica(transport, 'ADMIN')).toBe('ok');
    expect((await db.products.toArray()).map((p) => p.productCode)).toEqual(['B', 'C']);
    expect(await db.records.get('A')).toBeUndefined();
    expect((await db.records.get('C'))?.record.productName).toBe('Name C');
    expect(await getCursor('products')).toBe('5');
    expect((await db.meta.get('replica:userCount'))?.value).toBe(7);
    expect((await db.meta.get('replica:status'))?.value).toMatchObject({ ok: true });
  });

  it('when the cursor expired (410), then the collection starts again from 0 and what the server lost goes', async () => {
    await applyProducts([product('OLD'), product('KEEP')], [], '40');
    const transport = feed({
      products: (since) =>
        since === '40'
          ? { status: 410, body: { code: 'CURSOR_EXPIRED', message: 'too old' } }
          : page([product('KEEP', { version: 2 }), product('NEW')], [], '90'),
    });
    expect(await pullReplica(transport, 'DATA_CURATOR')).toBe('ok');
    expect((await db.products.toArray()).map((p) => p.productCode).sort()).toEqual(['KEEP', 'NEW']);
    expect((await db.products.get('KEEP'))?.version).toBe(2);
    expect(await getCursor('products')).toBe('90');
    expect(transport.countUsers).not.toHaveBeenCalled();
  });

  it('when the feed refuses the session, then the pull says auth and nothing local changes', async () => {
    await applyProducts([product('A')], [], '3');
    const transport = feed({ products: () => ({ status: 401, body: { message: 'expired' } }) });
    expect(await pullReplica(transport, 'ADMIN')).toBe('auth');
    expect(await db.products.count()).toBe(1);
    expect(await getCursor('products')).toBe('3');
    expect((await db.meta.get('replica:status'))?.value).toMatchObject({ ok: false });
  });

  it('when full records pass the budget, then summaries are all kept and only the records that fit', async () => {
    const size = JSON.stringify(product('P0')).length;
    await setRecordBudget(size * 3);
    await applyProducts(
      Array.from({ length: 6 }, (_, i) => product(`P${i}`)),
      [],
      '6',
    );
    expect(await db.products.count()).toBe(6);
    expect(await db.records.count()).toBe(3);
    // A record a screen opens is kept, making room by dropping the least recently used.
    const opened = product('P5');
    const { revision: _, ...record } = opened;
    await keepOpened(record as never);
    expect(await db.records.count()).toBe(3);
    expect((await db.records.get('P5'))?.usedAt).toBeGreaterThan(0);
  });

  it('when an own write was deleted elsewhere before the feed delivered it, then the check removes it', async () => {
    const { revision: _, ...record } = product('MINE');
    await db.transaction('rw', REPLICA_TABLES(), async () => {
      await putOwnWrite(record as never);
    });
    expect((await db.products.get('MINE'))?.revision).toBe(0);
    const transport = feed({});
    expect(await pullReplica(transport, 'ADMIN')).toBe('ok');
    expect(transport.getProduct).toHaveBeenCalledWith('MINE');
    expect(await db.products.get('MINE')).toBeUndefined();
  });

  it('when an older version arrives after a newer one, then the newer stays', async () => {
    await applyProducts([product('A', { version: 3, productName: 'New name' })], [], '10');
    const { revision: _, ...older } = product('A', { version: 2, productName: 'Old name' });
    await db.transaction('rw', REPLICA_TABLES(), async () => {
      await putOwnWrite(older as never);
    });
    expect((await db.products.get('A'))?.productName).toBe('New name');
  });

  it('when the user logs out, then the replica and its cursors go and the drafts stay', async () => {
    await applyProducts([product('A')], [], '10');
    await db.drafts.put({ id: 'd', owner: 'ana' } as never);
    await clearReplica();
    expect(await db.products.count()).toBe(0);
    expect(await db.records.count()).toBe(0);
    expect(await getCursor('products')).toBe('0');
    expect(await db.drafts.count()).toBe(1);
  });
});
