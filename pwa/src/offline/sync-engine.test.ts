// @vitest-environment node
// The engine sends up to DRAFTS_AT_ONCE drafts side by side, each draft's own entries in order, and stops
// sending new ones after a failure (the rest wait for a later run).
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from './db.ts';
import { createDraft, saveDraft, type NewDraft } from './drafts.ts';
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
  await Promise.all([db.drafts.clear(), db.outbox.clear()]);
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
