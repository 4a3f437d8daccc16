// The outbox: requests waiting to reach the server, oldest first. An entry's id is its Idempotency-Key and
// stays the same on every retry, so a request whose answer was lost can be sent again without doubling.
import { backoffDelay } from '../../../../shared/backoff.ts';
import { db, type OutboxEntry, type OutboxKind } from './db.ts';

/** A failed request is tried again after 1 s, 2 s, 4 s … up to 5 min, each between half and all of that. */
const RETRY = { firstMs: 1_000, maxMs: 5 * 60_000 };

export function outboxKey(kind: OutboxKind, draftId: string, deviceId: string, seq: number): string {
  return kind === 'discard' ? `discard:${draftId}` : `${kind}:${draftId}:${deviceId}:${seq}`;
}

/** The prefix of every push key this device makes for a draft: how an answer is recognised as our own. */
export function ownPushPrefix(draftId: string, deviceId: string): string {
  return `push:${draftId}:${deviceId}:`;
}

/**
 * Adds an entry, replacing any waiting entry of the same kind for the draft (only the latest content is
 * worth sending). Runs inside the caller's transaction, which must include db.outbox.
 */
export async function enqueue(
  entry: Omit<OutboxEntry, 'createdAt' | 'attempts' | 'nextAttemptAt'>,
  now = Date.now(),
): Promise<void> {
  await db.outbox
    .where('draftId')
    .equals(entry.draftId)
    .filter((e) => e.kind === entry.kind)
    .delete();
  await db.outbox.put({ ...entry, createdAt: now, attempts: 0, nextAttemptAt: 0 });
}

export async function removeEntries(draftId: string, kinds?: OutboxKind[]): Promise<void> {
  await db.outbox
    .where('draftId')
    .equals(draftId)
    .filter((e) => !kinds || kinds.includes(e.kind))
    .delete();
}

export async function pendingEntries(owner: string): Promise<OutboxEntry[]> {
  const entries = await db.outbox.where('owner').equals(owner).toArray();
  return entries.sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
}

export async function postpone(entry: OutboxEntry, error: string, now = Date.now()): Promise<void> {
  const attempts = entry.attempts + 1;
  await db.outbox.update(entry.id, {
    attempts,
    nextAttemptAt: now + backoffDelay(attempts, RETRY),
    lastError: error,
  });
}

/**
 * The owner's entries waiting out a backoff become due now (their attempts count stays): the server was
 * just reached again, so there is no reason to wait.
 */
export async function makeDueNow(owner: string, now = Date.now()): Promise<void> {
  await db.outbox
    .where('owner')
    .equals(owner)
    .filter((e) => e.nextAttemptAt > now)
    .modify({ nextAttemptAt: now });
}

export async function hasPendingDiscard(draftId: string): Promise<boolean> {
  return (
    (await db.outbox
      .where('draftId')
      .equals(draftId)
      .filter((e) => e.kind === 'discard')
      .count()) > 0
  );
}

export async function hasPendingEntries(draftId: string): Promise<boolean> {
  return (await db.outbox.where('draftId').equals(draftId).count()) > 0;
}
