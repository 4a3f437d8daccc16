import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SYNC_AWAITING_MAX, type SyncCollection, type SyncPage } from '../../../../shared/sync.ts';
import { db } from './db.ts';
import { applyProducts, clearReplica, getCursor, keepOpened, setRecordBudget } from './replica.ts';
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
    expect(await pullReplica(transport, 'ana', 'ADMIN')).toBe('ok');
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
    expect(await pullReplica(transport, 'ana', 'DATA_CURATOR')).toBe('ok');
    expect((await db.products.toArray()).map((p) => p.productCode).sort()).toEqual(['KEEP', 'NEW']);
    expect((await db.products.get('KEEP'))?.version).toBe(2);
    expect(await getCursor('products')).toBe('90');
    expect(transport.countUsers).not.toHaveBeenCalled();
  });

  it('when the feed refuses the session, then the pull says auth and nothing local changes', async () => {
    await applyProducts([product('A')], [], '3');
    const transport = feed({ products: () => ({ status: 401, body: { message: 'expired' } }) });
    expect(await pullReplica(transport, 'ana', 'ADMIN')).toBe('auth');
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

  it('when a fresh pull fills the budget, then it asks for summaries for the rest; a later pull asks for full records', async () => {
    const size = JSON.stringify((({ revision: _, ...r }) => r)(product('P0'))).length;
    await setRecordBudget(size * 2);
    const views: (string | undefined)[] = [];
    const summary = (code: string) => {
      const { productCode, productName, productCategory, type, drying, excipients, bannerImage, version } =
        product(code);
      return {
        ...{ productCode, productName, productCategory, type, drying, excipients, bannerImage, version },
        updatedAt: new Date().toISOString(),
        revision: 1,
      };
    };
    const transport = feed({});
    transport.syncPage = vi.fn(
      async (collection: SyncCollection, since: string, query?: { view?: string }) => {
        if (collection !== 'products') return page([], [], since) as never;
        views.push(query?.view);
        const summaries = query?.view === 'summary';
        if (since === '0') return page([product('P0'), product('P1')], [], '2', true) as never;
        if (since === '2') return page([summaries ? summary('P2') : product('P2')], [], '3', true) as never;
        if (since === '3') return page([summaries ? summary('P3') : product('P3')], [], '4') as never;
        return page([], [], since) as never;
      },
    ) as never;

    expect(await pullReplica(transport, 'ana', 'ADMIN')).toBe('ok');
    // The second page was asked for while the first was written (full); the third once the budget was full.
    expect(views).toEqual(['full', 'full', 'summary']);
    expect((await db.products.toArray()).map((p) => p.productCode)).toEqual(['P0', 'P1', 'P2', 'P3']);
    expect((await db.records.toArray()).map((r) => r.productCode)).toEqual(['P0', 'P1']);

    views.length = 0;
    await pullReplica(transport, 'ana', 'ADMIN');
    expect(views).toEqual(['full']);
  });

  it('when a summary names a newer version of a kept record, then the record goes (it is fetched again on open)', async () => {
    await applyProducts([product('K')], [], '1');
    const { productCode, productName, productCategory, type, drying, excipients, bannerImage } = product('K');
    await applyProducts(
      [
        {
          ...{ productCode, productName: `${productName} v2`, productCategory, type, drying, excipients },
          bannerImage,
          version: 2,
          updatedAt: new Date().toISOString(),
          revision: 2,
        },
      ],
      [],
      '2',
    );
    expect((await db.products.get('K'))?.productName).toBe('Name K v2');
    expect(await db.records.get('K')).toBeUndefined();
  });

  it('when a page says a submitted draft is applied, then the draft gives way to its product in that page', async () => {
    const draft = (id: string, state: string) =>
      db.drafts.put({ id, owner: 'ana', state, updatedAt: 1, data: {} } as never);
    await draft('d-applied', 'applied');
    await draft('d-changed', 'applied');
    await draft('d-elsewhere', 'applied');
    await draft('d-local', 'local');
    const asked: (string[] | undefined)[] = [];
    const transport = feed({});
    transport.syncPage = vi.fn(
      async (collection: SyncCollection, since: string, query?: { awaiting?: string[] }) => {
        if (collection !== 'products') return page([], [], since) as never;
        asked.push(query?.awaiting);
        // The user changed one of them again after the feed was asked.
        await db.drafts.update('d-changed', { state: 'local' });
        return {
          status: 200,
          body: { ...page([product('MINE')], [], '7').body, applied: ['d-applied', 'd-changed'] },
        } as never;
      },
    ) as never;
    expect(await pullReplica(transport, 'ana', 'ADMIN')).toBe('ok');
    expect(asked).toEqual([['d-applied', 'd-changed', 'd-elsewhere']]);
    expect(await db.products.get('MINE')).toBeDefined();
    expect((await db.drafts.toCollection().primaryKeys()).sort()).toEqual([
      'd-changed',
      'd-elsewhere',
      'd-local',
    ]);
  });

  it(`when more than ${SYNC_AWAITING_MAX} submissions wait, then the rest are asked for in further requests`, async () => {
    const ids = Array.from({ length: SYNC_AWAITING_MAX + 20 }, (_, i) => `d${String(i).padStart(3, '0')}`);
    await db.drafts.bulkPut(
      ids.map((id, i) => ({ id, owner: 'ana', state: 'applied', updatedAt: i, data: {} }) as never),
    );
    const sizes: number[] = [];
    const transport = feed({});
    transport.syncPage = vi.fn(
      async (collection: SyncCollection, since: string, query?: { awaiting?: string[] }) => {
        if (collection !== 'products') return page([], [], since) as never;
        sizes.push(query?.awaiting?.length ?? 0);
        return { status: 200, body: { ...page([], [], since).body, applied: query?.awaiting } } as never;
      },
    ) as never;
    expect(await pullReplica(transport, 'ana', 'ADMIN')).toBe('ok');
    expect(sizes).toEqual([SYNC_AWAITING_MAX, 20]);
    expect(await db.drafts.count()).toBe(0);
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
