import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { db, type OutboxEntry } from './db.ts';
import { makeDueNow } from './outbox.ts';

afterEach(async () => {
  await db.outbox.clear();
});

const entry = (id: string, owner: string, nextAttemptAt: number): OutboxEntry => ({
  id,
  owner,
  draftId: `draft-${id}`,
  kind: 'submit',
  seq: 1,
  createdAt: 1,
  attempts: 3,
  nextAttemptAt,
});

describe('makeDueNow', () => {
  it('when the server is reached again, then the owner’s entries waiting out a backoff are due now; others are untouched', async () => {
    const now = 1_000_000;
    await db.outbox.bulkPut([
      entry('a', 'alice', now + 60_000),
      entry('b', 'alice', now - 5),
      entry('c', 'bob', now + 60_000),
    ]);
    await makeDueNow('alice', now);
    const byId = Object.fromEntries((await db.outbox.toArray()).map((e) => [e.id, e]));
    expect(byId.a).toMatchObject({ nextAttemptAt: now, attempts: 3 });
    expect(byId.b).toMatchObject({ nextAttemptAt: now - 5 });
    expect(byId.c).toMatchObject({ nextAttemptAt: now + 60_000 });
  });
});
