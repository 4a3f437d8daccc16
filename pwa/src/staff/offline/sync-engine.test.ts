// @vitest-environment node
// The engine sends up to DRAFTS_AT_ONCE drafts side by side, each draft's own entries in order, and stops
// sending new ones after a failure (the rest wait for a later run). Its pull asks for the drafts and every
// collection of the feed side by side.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../../api/client.ts';
import { db } from './db.ts';
import { clearDatabase } from './replica.fixtures.ts';
import { createDraft, deleteDraft, saveDraft, submitDraft, type NewDraft } from './drafts.ts';
import { createSyncEngine, DRAFTS_AT_ONCE } from './sync-engine.ts';
import type { Transport } from './sync-transport.ts';

const draft = (code: string): NewDraft => ({
  owner: 'alice',
  mode: 'add',
  productCode: '',
  productName: '',
  step: 0,
  data: { productCode: code, productName: `Name ${code}` },
  banner: null,
  bannerName: '',
});

afterEach(async () => {
  vi.restoreAllMocks();
  await clearDatabase();
});

/**
 * A transport whose draft pushes each take a few milliseconds (or wait for `gate`); it records what was in
 * flight at once. A push `fail` names answers 503 at once.
 */
function pushTransport(fail?: (id: string) => boolean, gate?: () => Promise<void>) {
  let inFlight = 0;
  let most = 0;
  const sent: string[] = [];
  let revision = 0;
  // A push ends once four were in flight together (or after 300 ms, which only a one-at-a-time engine waits):
  // however slow the machine, the engine has the chance to start four.
  const fourAtOnceOr300ms = async () => {
    const until = Date.now() + 300;
    while (most < 4 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 2));
  };
  const transport = {
    pushDraft: vi.fn(async (id: string, push: { draft: { step: number } }) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      sent.push(`${id}:${push.draft.step}`);
      if (fail?.(id)) {
        inFlight -= 1;
        return { status: 503, body: { message: 'down' } };
      }
      await (gate ? gate() : fourAtOnceOr300ms());
      inFlight -= 1;
      revision += 1;
      return { status: 201, body: { id, revision } };
    }),
    pullDrafts: vi.fn(async () => ({ status: 503, body: {} })),
    syncPage: vi.fn(async () => ({ status: 503, body: {} })),
  } as unknown as Transport;
  return { transport, sent, most: () => most };
}

describe('the sync engine sending the outbox', () => {
  it('when ten drafts wait, then at most four go at once and each draft’s own changes go in order', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const created = await createDraft(draft(`P-${i}`));
      await saveDraft({ ...created, step: 1 });
      await saveDraft({ ...created, step: 2 });
      ids.push(created.id);
    }
    const { transport, sent, most } = pushTransport();
    const engine = createSyncEngine({ transport, owner: () => 'alice' });
    await engine.run({ force: true });
    expect(DRAFTS_AT_ONCE).toBe(4);
    expect(most()).toBe(4);
    for (const id of ids) {
      const steps = sent.filter((s) => s.startsWith(`${id}:`)).map((s) => Number(s.split(':')[1]));
      expect(steps.length).toBeGreaterThan(0);
      expect(steps).toEqual([...steps].sort((a, b) => a - b));
      expect(steps.at(-1)).toBe(2);
    }
    expect(await db.outbox.count()).toBe(0);
  });

  it('when one draft’s push fails, then no new draft is started and the failed one waits', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 9; i++) ids.push((await createDraft(draft(`F-${i}`))).id);
    const failing = ids[0]!;
    // The other pushes in flight end only once the failure is on record (its entry postponed).
    const failureRecorded = async () => {
      for (;;) {
        const entry = await db.outbox.where('draftId').equals(failing).first();
        if ((entry?.attempts ?? 0) > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    };
    const { transport, sent } = pushTransport((id) => id === failing, failureRecorded);
    const engine = createSyncEngine({ transport, owner: () => 'alice' });
    expect(await engine.run({ force: true })).toBe('retry');
    // The first four started together; after the failure no fifth draft was started.
    expect(sent).toHaveLength(DRAFTS_AT_ONCE);
    expect(await db.outbox.where('draftId').equals(failing).first()).toMatchObject({ attempts: 1 });
    expect(await db.outbox.count()).toBe(ids.length - (DRAFTS_AT_ONCE - 1));
  });
});

/**
 * A transport that records every request as `METHOD what` and answers them: pushes 201, submissions with
 * `submitAnswer` (201 with the product by default), media uploads 201, discards 200; its feed has nothing
 * new and says every awaited submission is applied (as the server does once it made the product).
 */
function recordingTransport(
  submitAnswer?: (call: number) => { status: number; body: Record<string, unknown> } | undefined,
) {
  const calls: string[] = [];
  const submissions: { product: Record<string, unknown>; options: Record<string, unknown> }[] = [];
  const pushes: { id: string; push: { baseRevision: number | null; draft: Record<string, unknown> } }[] = [];
  let revision = 0;
  const transport = {
    pushDraft: vi.fn(async (id: string, push: (typeof pushes)[number]['push']) => {
      calls.push(`PUT /api/drafts/${id}`);
      pushes.push({ id, push });
      revision += 1;
      return { status: 201, body: { id, revision } };
    }),
    uploadMedia: vi.fn(async () => {
      calls.push('POST /api/media');
      return { status: 201, body: { path: `/media/${'a'.repeat(64)}.jpg` } };
    }),
    submitProduct: vi.fn(
      async (
        mode: string,
        code: string,
        product: Record<string, unknown>,
        options: Record<string, unknown>,
      ) => {
        calls.push(mode === 'edit' ? `PUT /api/products/${code}` : 'POST /api/products');
        submissions.push({ product, options });
        const answer = submitAnswer?.(submissions.length);
        if (answer) return answer;
        const body = {
          ...product,
          productCode: code || product.productCode,
          bannerImage: options.banner ? `/media/${'b'.repeat(64)}.jpg` : product.bannerImage,
          version: 1,
          updatedAt: new Date().toISOString(),
        };
        return { status: 201, body };
      },
    ),
    deleteDraft: vi.fn(async (id: string) => {
      calls.push(`DELETE /api/drafts/${id}`);
      return { status: 200, body: { revision: 99 } };
    }),
    pullDrafts: vi.fn(async () => ({ status: 200, body: { drafts: [], revision: 0 } })),
    syncPage: vi.fn(async (collection: string, since: string, query?: { awaiting?: string[] }) => {
      if (query?.awaiting?.length)
        calls.push(`GET /api/sync/${collection}?awaiting=${query.awaiting.join()}`);
      const page = { items: [], deleted: [], cursor: since, hasMore: false };
      return { status: 200, body: collection === 'products' ? { ...page, applied: query?.awaiting } : page };
    }),
    countUsers: vi.fn(async () => ({ status: 200, body: { value: 1 } })),
  } as unknown as Transport;
  return { transport, calls, submissions, pushes };
}

const banner = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3])], { type: 'image/jpeg' });

describe('the sync engine sending a submitted draft', () => {
  it('when a new draft with a banner is submitted, then one request goes: the product with its banner file and the draft’s id (no push, no upload, no discard)', async () => {
    const created = await createDraft({ ...draft('S-1'), banner: banner(), bannerName: 'S-1.jpg' });
    await submitDraft(created.id);
    const { transport, calls, submissions } = recordingTransport();
    await createSyncEngine({ transport, owner: () => 'alice' }).run({ force: true });
    // The pull that follows names the draft; the feed says it is applied, and the draft gives way.
    expect(calls).toEqual(['POST /api/products', `GET /api/sync/products?awaiting=${created.id}`]);
    expect(submissions[0]!.options).toMatchObject({
      draftId: created.id,
      banner: { name: 'S-1.jpg' },
      idempotencyKey: expect.stringMatching(/^submit:/),
    });
    expect(submissions[0]!.product).toMatchObject({ productCode: 'S-1', bannerImage: null });
    expect(await db.drafts.get(created.id)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('when an edit of a product is submitted, then its draft is pushed first and the product written with If-Match and the draft’s id; no discard follows', async () => {
    const created = await createDraft({
      ...draft('E-1'),
      mode: 'edit',
      productCode: 'E-1',
      version: 4,
    });
    await submitDraft(created.id);
    const { transport, calls, submissions } = recordingTransport();
    await createSyncEngine({ transport, owner: () => 'alice' }).run({ force: true });
    expect(calls).toEqual([
      `PUT /api/drafts/${created.id}`,
      'PUT /api/products/E-1',
      `GET /api/sync/products?awaiting=${created.id}`,
    ]);
    expect(submissions[0]!.options).toMatchObject({ draftId: created.id, version: 4 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('when a new draft’s submission is refused, then the draft is pushed with the refusal, so other devices see it', async () => {
    const created = await createDraft(draft('R-1'));
    await submitDraft(created.id);
    const { transport, calls, pushes } = recordingTransport(() => ({
      status: 409,
      body: { message: 'Key (productCode)=(R-1) already exists.', code: 'DUPLICATE' },
    }));
    await createSyncEngine({ transport, owner: () => 'alice' }).run({ force: true });
    expect(calls).toEqual(['POST /api/products', `PUT /api/drafts/${created.id}`]);
    expect(pushes[0]!.push.draft.rejection).toMatchObject({ message: expect.stringContaining('R-1') });
    expect(await db.drafts.get(created.id)).toMatchObject({ state: 'rejected' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('when a new draft’s submission gets no final answer, then the retry sends the very same submission (banner file included) and still no push', async () => {
    const created = await createDraft({ ...draft('T-1'), banner: banner(), bannerName: 'T-1.jpg' });
    await submitDraft(created.id);
    const { transport, calls, submissions } = recordingTransport((n) =>
      n === 1 ? { status: 503, body: { message: 'down' } } : undefined,
    );
    const engine = createSyncEngine({ transport, owner: () => 'alice' });
    expect(await engine.run({ force: true })).toBe('retry');
    expect(calls).toEqual(['POST /api/products']);
    expect(await db.drafts.get(created.id)).toMatchObject({ state: 'queued' });
    await engine.run({ force: true });
    expect(calls).toEqual([
      'POST /api/products',
      'POST /api/products',
      `GET /api/sync/products?awaiting=${created.id}`,
    ]);
    expect(submissions[1]).toEqual(submissions[0]);
    expect(submissions[1]!.options.banner).toMatchObject({ name: 'T-1.jpg' });
    expect(await db.drafts.get(created.id)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('when the submission is answered but the pull after it fails, then the draft stays, applied, until a pull brings it', async () => {
    const created = await createDraft(draft('A-1'));
    await submitDraft(created.id);
    const { transport } = recordingTransport();
    const answer = vi.mocked(transport.syncPage).getMockImplementation()!;
    vi.mocked(transport.syncPage).mockRejectedValue(new NetworkError('Failed to fetch'));
    const engine = createSyncEngine({ transport, owner: () => 'alice' });
    expect(await engine.run({ force: true })).toBe('offline');
    expect(await db.drafts.get(created.id)).toMatchObject({ state: 'applied' });
    expect(await db.outbox.count()).toBe(0);
    vi.mocked(transport.syncPage).mockImplementation(answer);
    expect(await engine.run()).toBe('done');
    expect(await db.drafts.get(created.id)).toBeUndefined();
  });

  it('when a new draft’s banner was already uploaded by an earlier push, then the submission names its path and sends no file', async () => {
    const created = await createDraft({ ...draft('U-1'), banner: banner(), bannerName: 'U-1.jpg' });
    const { transport, calls, submissions } = recordingTransport();
    const engine = createSyncEngine({ transport, owner: () => 'alice' });
    await engine.run({ force: true });
    await submitDraft(created.id);
    await engine.run({ force: true });
    expect(calls).toEqual([
      'POST /api/media',
      `PUT /api/drafts/${created.id}`,
      'POST /api/products',
      `GET /api/sync/products?awaiting=${created.id}`,
    ]);
    expect(submissions[0]!.options.banner).toBeUndefined();
    expect(submissions[0]!.product.bannerImage).toBe(`/media/${'a'.repeat(64)}.jpg`);
  });

  it('when a draft is discarded here, then its discard is still sent as a DELETE', async () => {
    const created = await createDraft(draft('D-1'));
    await deleteDraft(created.id);
    const { transport, calls } = recordingTransport();
    await createSyncEngine({ transport, owner: () => 'alice' }).run({ force: true });
    expect(calls).toEqual([`DELETE /api/drafts/${created.id}`]);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('the sync engine pulling', () => {
  /**
   * A transport with nothing to send where the drafts pull and each collection's page answer only once all
   * four were asked for; one after the other, the first waits 2 s and answers 503.
   */
  function pullTransport() {
    const asked: string[] = [];
    let allAsked: () => void = () => undefined;
    const fourAsked = new Promise<void>((resolve) => (allAsked = resolve));
    const ask = async <T>(what: string, answer: T) => {
      asked.push(what);
      if (asked.length === 4) allAsked();
      const sideBySide = await Promise.race([
        fourAsked.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2_000)),
      ]);
      return sideBySide ? answer : { status: 503, body: { message: 'asked one after the other' } };
    };
    const transport = {
      pullDrafts: vi.fn(() => ask('drafts', { status: 200, body: { drafts: [], revision: 4 } })),
      syncPage: vi.fn((collection: string, since: string) =>
        ask(collection, { status: 200, body: { items: [], deleted: [], cursor: since, hasMore: false } }),
      ),
      getProduct: vi.fn(),
      countUsers: vi.fn(async () => ({ status: 200, body: { value: 3 } })),
    } as unknown as Transport;
    return { transport, asked };
  }

  it('when a run pulls, then the user’s drafts and every collection of the feed are asked for side by side', async () => {
    const { transport, asked } = pullTransport();
    const outcome = await createSyncEngine({ transport, owner: () => 'alice', role: () => 'ADMIN' }).run();
    expect(outcome).toBe('done');
    expect(asked.sort()).toEqual(['drafts', 'ingredients', 'processes', 'products']);
    expect((await db.meta.get('replica:status'))?.value).toMatchObject({ ok: true });
  });

  it('when the drafts pull is refused for the session, then the run ends session-expired though the feed answered', async () => {
    const { transport } = pullTransport();
    vi.mocked(transport.pullDrafts).mockResolvedValue({ status: 401, body: { message: 'expired' } } as never);
    const outcome = await createSyncEngine({ transport, owner: () => 'alice' }).run();
    expect(outcome).toBe('session-expired');
  });

  it('when the feed cannot be reached, then the run ends offline and the replica is marked not current', async () => {
    const { transport } = pullTransport();
    vi.mocked(transport.syncPage).mockRejectedValue(new NetworkError('Failed to fetch'));
    const outcome = await createSyncEngine({ transport, owner: () => 'alice' }).run();
    expect(outcome).toBe('offline');
    expect((await db.meta.get('replica:status'))?.value).toMatchObject({ ok: false });
  });
});
