// Draft sync through /api/drafts as two devices of one user and a second user would use it: push, pull,
// conflicts with the current copy, tombstones, revival, idempotent retries and per-user privacy.
import { beforeAll, describe, expect, it } from 'vitest';
import type { DraftPush, ServerDraft } from '../../shared/draft.ts';
import type { ApiErrorBody } from '../../shared/error-codes.ts';
import { draftPush, draftsClient, twoDrafters, newDraftId, type DraftsClient } from '../factories/drafts.ts';
import { ifMatch } from '../setup/api-client.ts';
import { useTestApp } from '../setup/use-test-app.ts';
import { expectConflict, pull, pushNew } from './draft-calls.ts';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('/api/drafts', () => {
  const { database, app } = useTestApp();
  let mine: DraftsClient;
  let theirs: DraftsClient;

  beforeAll(async () => {
    [mine, theirs] = await twoDrafters(database.db, app, 'ADMIN');
  });

  const created = (id?: string, push?: DraftPush) => pushNew(mine, id, push);
  async function expectNotFound(res: Response): Promise<void> {
    expect(res.status).toBe(404);
    expect((await res.json()) as ApiErrorBody).toMatchObject({
      message: 'Draft not found.',
      code: 'NOT_FOUND',
    });
  }

  it('when a new draft is pushed with baseRevision null, then 201 with its revision, and GET and a pull return it', async () => {
    const id = newDraftId();
    const push = draftPush({ draft: { productName: 'Guava leaf 🌿 مورينجا', step: 3 } });
    const res = await mine.push(id, push);
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe(`/api/drafts/${id}`);
    const draft = (await res.json()) as ServerDraft;
    expect(draft).toMatchObject({ id, changeId: push.changeId, deleted: false, ...push.draft });
    expect(Number.isInteger(draft.revision)).toBe(true);
    expect(draft.createdAt).toMatch(ISO);
    expect(draft.updatedAt).toMatch(ISO);

    const read = await mine.get(id);
    expect(read.status).toBe(200);
    expect(read.headers.get('etag')).toBe(`"${draft.revision}"`);
    expect(await read.json()).toEqual(draft);

    const pulled = await pull(mine, draft.revision - 1);
    expect(pulled).toEqual({ revision: draft.revision, drafts: [draft] });
  });

  it('when a draft is pushed with the server’s refusal of its submission, then every pull carries the same rejection; a later push without it clears it', async () => {
    const rejection = {
      message: 'Product with productCode "X" already exists.',
      details: ['productCode: taken'],
    };
    const draft = await created(newDraftId(), draftPush({ draft: { rejection } }));
    expect(draft.rejection).toEqual(rejection);
    expect((await pull(mine)).drafts.find((d) => d.id === draft.id)?.rejection).toEqual(rejection);
    const res = await mine.push(draft.id, draftPush({ baseRevision: draft.revision }));
    expect(res.status).toBe(200);
    expect(((await res.json()) as ServerDraft).rejection).toBeNull();
    const bad = await mine.push(newDraftId(), draftPush({ draft: { rejection: { message: 1 } as never } }));
    expect(bad.status).toBe(400);
  });

  it('when a push names the current revision, then 200 with a higher revision, and a pull since the old one returns only the new copy', async () => {
    const first = await created();
    const res = await mine.push(first.id, draftPush({ baseRevision: first.revision, draft: { step: 5 } }));
    expect(res.status).toBe(200);
    const second = (await res.json()) as ServerDraft;
    expect(second.revision).toBeGreaterThan(first.revision);
    expect(second).toMatchObject({ step: 5, createdAt: first.createdAt });
    expect(await pull(mine, first.revision)).toEqual({ revision: second.revision, drafts: [second] });
  });

  it('when a push is based on a stale revision, then 409 DRAFT_CONFLICT with the current copy, which stays', async () => {
    const first = await created();
    const tablet = (await (
      await mine.push(first.id, draftPush({ baseRevision: first.revision, draft: { productName: 'Tablet' } }))
    ).json()) as ServerDraft;
    const res = await mine.push(
      first.id,
      draftPush({ baseRevision: first.revision, draft: { productName: 'Office' } }),
    );
    expect(await expectConflict(res)).toEqual(tablet);
    expect(await (await mine.get(first.id)).json()).toEqual(tablet);
  });

  it('when a draft that exists is pushed with baseRevision null, then 409 with the current copy', async () => {
    const first = await created();
    expect(await expectConflict(await mine.push(first.id, draftPush()))).toEqual(first);
  });

  it('when a push names a base for a draft the server does not have, then 404 Draft not found', async () => {
    await expectNotFound(await mine.push(newDraftId(), draftPush({ baseRevision: 7 })));
  });

  it('when a draft is deleted, then 200 with a new revision, GET answers 404 and a pull shows the tombstone', async () => {
    const draft = await created();
    const res = await mine.remove(draft.id);
    expect(res.status).toBe(200);
    const { revision } = (await res.json()) as { revision: number };
    expect(revision).toBeGreaterThan(draft.revision);
    await expectNotFound(await mine.get(draft.id));

    const { drafts } = await pull(mine, draft.revision);
    expect(drafts).toEqual([
      expect.objectContaining({
        id: draft.id,
        revision,
        deleted: true,
        data: {},
        productName: draft.productName,
      }),
    ]);
    expect(drafts[0]!.changeId).toBe(`delete:${revision}`);
  });

  it('when a deleted or missing draft is deleted again, then 200 with its revision (or 0), so a retry never fails', async () => {
    const draft = await created();
    const { revision } = (await (await mine.remove(draft.id)).json()) as { revision: number };
    const again = await mine.remove(draft.id, ifMatch(draft.revision));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ revision });
    const missing = await mine.remove(newDraftId());
    expect(missing.status).toBe(200);
    expect(await missing.json()).toEqual({ revision: 0 });
  });

  it('when a delete carries an If-Match that is not the current revision, then 409 with the current copy and nothing is deleted', async () => {
    const first = await created();
    const second = (await (
      await mine.push(first.id, draftPush({ baseRevision: first.revision }))
    ).json()) as ServerDraft;
    expect(await expectConflict(await mine.remove(first.id, ifMatch(first.revision)))).toEqual(second);
    expect((await mine.get(first.id)).status).toBe(200);
    expect((await mine.remove(first.id, ifMatch(second.revision))).status).toBe(200);
  });

  it("when a push names a tombstone's revision, then the draft comes back to life; with baseRevision null, 409 shows the tombstone", async () => {
    const draft = await created();
    const { revision } = (await (await mine.remove(draft.id)).json()) as { revision: number };
    expect(await expectConflict(await mine.push(draft.id, draftPush()))).toMatchObject({
      deleted: true,
      revision,
    });

    const res = await mine.push(draft.id, draftPush({ baseRevision: revision, draft: { step: 6 } }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ deleted: false, step: 6 });
    expect(await (await mine.get(draft.id)).json()).toMatchObject({ deleted: false, step: 6 });
  });

  it('when another user pulls, reads, pushes or deletes my draft, then they see nothing, get 404, and my draft is unchanged', async () => {
    const draft = await created();
    expect((await pull(theirs)).drafts.map((d) => d.id)).not.toContain(draft.id);
    await expectNotFound(await theirs.get(draft.id));
    await expectNotFound(await theirs.push(draft.id, draftPush()));
    await expectNotFound(await theirs.push(draft.id, draftPush({ baseRevision: draft.revision })));
    await expectNotFound(await theirs.remove(draft.id));
    await expectNotFound(await theirs.remove(draft.id, ifMatch(draft.revision)));
    expect(await (await mine.get(draft.id)).json()).toEqual(draft);
  });

  it('when no one is signed in, then every draft endpoint answers 401', async () => {
    const anonymous = draftsClient(app.url, null);
    const draft = await created();
    for (const res of [
      await anonymous.pull(),
      await anonymous.get(draft.id),
      await anonymous.push(draft.id, draftPush({ baseRevision: draft.revision })),
      await anonymous.remove(draft.id),
    ]) {
      expect(res.status).toBe(401);
      expect(((await res.json()) as ApiErrorBody).code).toBe('UNAUTHORIZED');
    }
    expect(await (await mine.get(draft.id)).json()).toEqual(draft);
  });
});
