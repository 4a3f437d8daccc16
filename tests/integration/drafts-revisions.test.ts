// How revisions behave over time and under concurrency: monotonic across users, one winner when two
// devices write at once, drafts gone with their user, and old tombstones purged by maintenance.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ServerDraft } from '../../shared/draft.ts';
import { createLogger } from '../../server/logger.ts';
import { startMaintenance } from '../../server/maintenance.ts';
import { draftPush, draftsClient, twoDrafters, newDraftId, type DraftsClient } from '../factories/drafts.ts';
import { createUser } from '../factories/users.ts';
import { useTestApp } from '../setup/use-test-app.ts';
import { expectConflict, pull, pushNew } from './draft-calls.ts';

describe('/api/drafts revisions', () => {
  const { database, app } = useTestApp();
  let mine: DraftsClient;
  let theirs: DraftsClient;

  beforeAll(async () => {
    [mine, theirs] = await twoDrafters(database.db, app, 'ADMIN');
  });

  const created = () => pushNew(mine);

  it('when two users write in turn, then every revision is higher than the one before, across users', async () => {
    const revisions: number[] = [];
    for (let i = 0; i < 3; i++) {
      for (const client of [mine, theirs]) {
        const draft = (await (await client.push(newDraftId(), draftPush())).json()) as ServerDraft;
        revisions.push(draft.revision);
        revisions.push(((await (await client.remove(draft.id)).json()) as { revision: number }).revision);
      }
    }
    for (let i = 1; i < revisions.length; i++) expect(revisions[i]).toBeGreaterThan(revisions[i - 1]!);
  });

  it('when a pull asks from a revision above every draft, then the answer keeps that revision and lists nothing', async () => {
    expect(await pull(mine, 1e12)).toEqual({ revision: 1e12, drafts: [] });
  });

  it('when a pull has no since, then it lists my drafts and tombstones from the start, in revision order', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await created()).id);
    await mine.remove(ids[1]!);
    const { revision, drafts } = await pull(mine);
    expect(drafts.map((d) => d.id)).toEqual(expect.arrayContaining(ids));
    expect(drafts.find((d) => d.id === ids[1])?.deleted).toBe(true);
    expect(drafts.map((d) => d.revision)).toEqual([...drafts.map((d) => d.revision)].sort((a, b) => a - b));
    expect(revision).toBe(drafts.at(-1)!.revision);
  });

  it('when two devices create the same draft at once, then one gets 201 and the other 409 with the winner', async () => {
    const id = newDraftId();
    const answers = await Promise.all([mine.push(id, draftPush()), mine.push(id, draftPush())]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const winner = (await answers.find((r) => r.status === 201)!.json()) as ServerDraft;
    expect(await expectConflict(answers.find((r) => r.status === 409)!)).toEqual(winner);
  });

  it('when two devices push on the same base at once, then one gets 200 and the other 409', async () => {
    const draft = await created();
    const pushes = [1, 2].map(() => mine.push(draft.id, draftPush({ baseRevision: draft.revision })));
    expect((await Promise.all(pushes)).map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('when an id is sent in upper case, then it names the same draft', async () => {
    const draft = await created();
    expect(await (await mine.get(draft.id.toUpperCase())).json()).toEqual(draft);
  });

  it('when a user is deleted, then their drafts go with them', async () => {
    const leaver = await createUser(database.db, { role: 'PRODUCT_MANAGER' });
    expect((await draftsClient(app.url, leaver).push(newDraftId(), draftPush())).status).toBe(201);
    await database.db('users').where({ id: leaver.id }).del();
    expect(await database.db('drafts').where({ owner_id: leaver.id }).count({ n: '*' })).toEqual([
      { n: '0' },
    ]);
  });

  it('when maintenance runs, then tombstones older than 30 days are purged and younger ones kept', async () => {
    const [old, young] = [await created(), await created()];
    await mine.remove(old.id);
    await mine.remove(young.id);
    const daysAgo = (days: number) => database.db.raw(`now() - interval '${days} days'`);
    await database
      .db('drafts')
      .where({ id: old.id })
      .update({ updated_at: daysAgo(31) });
    await database
      .db('drafts')
      .where({ id: young.id })
      .update({ updated_at: daysAgo(29) });
    const stop = startMaintenance(database.db, createLogger('silent'));
    try {
      await vi.waitFor(async () =>
        expect(await database.db('drafts').where({ id: old.id }).first()).toBeUndefined(),
      );
    } finally {
      stop();
    }
    expect(await database.db('drafts').where({ id: young.id }).first()).toBeDefined();
  });
});
