// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WORKER_SESSION_KEY } from './background-sync.ts';
import { db, type DraftRecord, type DraftState } from './db.ts';
import { keepOpened } from './replica.ts';
import { clearDatabase, seedReplica, syncProduct } from './replica.fixtures.ts';
import { pullReplica } from './replica-pull.ts';
import { clearStaffDataOnSignOut } from './sign-out.ts';
import { getPulledRevision, getStaffDataEpoch, setPulledRevision } from './sync-meta.ts';
import { mergePull } from './sync-merge.ts';
import type { Transport } from './sync-transport.ts';

const BANNER = `/media/${'a'.repeat(64)}.png`;
const PUBLIC_IMAGE = `/media/${'b'.repeat(64)}.png`;

const draft = (id: string, owner: string, state: DraftState, text: string): DraftRecord => ({
  id,
  owner,
  mode: 'add',
  productCode: `C-${id}`,
  productName: text,
  step: 2,
  data: { productName: text, productDescription: `${text}, in detail`, bannerImage: BANNER },
  banner: null,
  bannerName: '',
  createdAt: 1,
  updatedAt: 1,
  state,
  changeSeq: 1,
  serverRevision: state === 'local' ? null : 7,
});

/** A Cache Storage with one cache, enough for the media clean-up. */
function fakeCaches(urls: string[]) {
  const kept = new Map(
    urls.map((u) => [`https://example.test${u}`, new Request(`https://example.test${u}`)]),
  );
  const cache = {
    keys: () => Promise.resolve([...kept.values()]),
    delete: (request: Request) => Promise.resolve(kept.delete(request.url)),
  };
  vi.stubGlobal('caches', { has: () => Promise.resolve(true), open: () => Promise.resolve(cache) });
  return () => [...kept.keys()].map((u) => new URL(u).pathname);
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await clearDatabase();
});

describe('clean-up at logout', () => {
  it('when a user logs out, then no synced draft text is left on the device, and the replica is empty', async () => {
    await db.drafts.bulkPut([
      draft('1', 'alice', 'synced', 'Alice synced secret'),
      draft('2', 'bob', 'synced', 'Bob synced secret'),
    ]);
    await seedReplica([{ productCode: 'P-1', productName: 'Staff record' }]);
    await db.ingredients.put({ ingredientCode: 'I-1' } as never);
    await db.processes.put({ processCode: 'PR-1' } as never);
    await setPulledRevision('alice', 7);
    const cached = fakeCaches([BANNER, `/media/${'a'.repeat(64)}-480w.webp`, PUBLIC_IMAGE]);

    await clearStaffDataOnSignOut();

    const everything = JSON.stringify(await Promise.all(db.tables.map((t) => t.toArray())));
    expect(everything).not.toContain('synced secret');
    expect(everything).not.toContain('Staff record');
    expect(await db.products.count()).toBe(0);
    expect(await db.records.count()).toBe(0);
    expect(await db.ingredients.count()).toBe(0);
    expect(await db.processes.count()).toBe(0);
    // The next sign-in pulls the drafts back from the server.
    expect(await getPulledRevision('alice')).toBe(0);
    expect(cached()).toEqual([PUBLIC_IMAGE]);
  });

  it('when drafts have unsent work, then they and their outbox entries stay for their owner', async () => {
    await db.drafts.bulkPut([
      draft('1', 'alice', 'local', 'Alice unsent'),
      draft('2', 'alice', 'queued', 'Alice queued'),
      draft('3', 'alice', 'synced', 'Alice synced'),
    ]);
    await db.outbox.put({
      id: 'k-2',
      owner: 'alice',
      draftId: '2',
      kind: 'submit',
      seq: 1,
      createdAt: 1,
      attempts: 0,
      nextAttemptAt: 0,
    });

    await clearStaffDataOnSignOut();

    expect((await db.drafts.toArray()).map((d) => d.productName).sort()).toEqual([
      'Alice queued',
      'Alice unsent',
    ]);
    expect(await db.outbox.count()).toBe(1);
  });

  it('when a pull’s answers arrive after logout’s clean-up, then none of them is written', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    let asked: () => void = () => undefined;
    const sent = new Promise<void>((resolve) => (asked = resolve));
    const transport = {
      syncPage: vi.fn(async (collection: string) => {
        asked();
        await held;
        const items =
          collection === 'products'
            ? [syncProduct({ productCode: 'P-LATE', productName: 'Late staff record' })]
            : [];
        return { status: 200, body: { items, deleted: [], cursor: '9', hasMore: false } };
      }),
      countUsers: vi.fn(async () => ({ status: 200, body: { value: 7 } })),
    } as unknown as Transport;

    const pull = pullReplica(transport, 'alice', 'ADMIN');
    await sent;
    await clearStaffDataOnSignOut();
    answer();
    expect(await pull).toBe('ok');

    expect(await db.products.count()).toBe(0);
    expect(await db.records.count()).toBe(0);
    expect(JSON.stringify(await db.meta.toArray())).not.toMatch(/replica:/);
  });

  it('when a drafts pull or a screen’s fetch began before logout, then its answer is not written after it', async () => {
    const before = await getStaffDataEpoch();
    await clearStaffDataOnSignOut();

    const late = { ...draft('9', 'alice', 'synced', 'Alice late secret'), revision: 9, deleted: false };
    await mergePull('alice', { drafts: [late as never], revision: 9 }, before);
    await keepOpened(
      { productCode: 'P-LATE', productName: 'Late staff record', version: 1 } as never,
      before,
    );

    expect(await db.drafts.count()).toBe(0);
    expect(await getPulledRevision('alice')).toBe(0);
    expect(await db.products.count()).toBe(0);
    // The next session's answers are written.
    await mergePull('alice', { drafts: [late as never], revision: 9 }, await getStaffDataEpoch());
    expect(await getPulledRevision('alice')).toBe(9);
  });

  it('when the service worker was left the session for Background Sync, then its copy of the token goes, so the waiting drafts go at the owner’s next sign-in, not before', async () => {
    await db.meta.put({ key: WORKER_SESSION_KEY, value: { token: 'alice-token', username: 'alice' } });

    await clearStaffDataOnSignOut();

    expect(JSON.stringify(await db.meta.toArray())).not.toContain('alice-token');
  });
});
