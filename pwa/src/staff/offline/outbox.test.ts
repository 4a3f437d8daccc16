import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { db, type OutboxEntry } from './db.ts';
import { makeDueNow, postpone } from './outbox.ts';

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

describe('postpone', () => {
  it('when a request fails again and again, then its next try waits about 1 s, 2 s, 4 s … and never over 5 minutes', async () => {
    const now = 1_000_000;
    await db.outbox.put({ ...entry('a', 'alice', now), attempts: 0 });
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      await postpone((await db.outbox.get('a'))!, 'offline', now);
      waits.push((await db.outbox.get('a'))!.nextAttemptAt - now);
    }
    const longest = [1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300, 300].map((s) => s * 1_000);
    waits.forEach((wait, i) => {
      expect(wait).toBeGreaterThanOrEqual(longest[i]! / 2);
      expect(wait).toBeLessThanOrEqual(longest[i]!);
    });
    expect(await db.outbox.get('a')).toMatchObject({ attempts: 12, lastError: 'offline' });
  });
});
