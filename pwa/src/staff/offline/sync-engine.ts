// The sync engine (docs/architecture.md §5): sends the outbox (each draft's entries oldest first, up to four
// drafts side by side), then pulls what changed on the server: the user's drafts and, side by side, the
// staff data's change feed into the replica. One tab at a time (Web Locks); a failed request waits with
// exponential backoff; every request carries its entry's Idempotency-Key, so a retry after a lost answer
// never makes a second product.
import { NetworkError } from '../../api/client.ts';
import { db, type OutboxEntry } from './db.ts';
import { makeDueNow, pendingEntries, postpone } from './outbox.ts';
import { pullReplica } from './replica-pull.ts';
import { setReplicaStatus } from './replica.ts';
import { exclusively } from './sync-lock.ts';
import { mergePull } from './sync-merge.ts';
import { getPulledRevision, getStaffDataEpoch, isAuthRequired, setAuthRequired } from './sync-meta.ts';
import { sendDiscard, sendPush, sendSubmit, unmark, type StepResult } from './outbox-send.ts';
import type { Transport } from './sync-transport.ts';

/**
 * How a run ended. `auth`: a push was refused for the session (the user signs in again in place, nothing is
 * dropped); `session-expired`: a pull was refused (401/403), which the screens answer as the spec says
 * ('Session expired. Please login again.' and /login); local work stays either way.
 */
export type SyncOutcome = 'done' | 'offline' | 'retry' | 'auth' | 'session-expired' | 'busy' | 'signed-out';

const MAX_PASSES = 5;
/** Drafts sent side by side in one run (each draft's own steps stay in order). */
export const DRAFTS_AT_ONCE = 4;

export interface SyncEngineOptions {
  transport: Transport;
  /** The signed-in username, or undefined when nobody is signed in. */
  owner: () => string | undefined;
  /** The signed-in role: the users count is pulled only for the roles that may read it. */
  role?: () => string | undefined;
  now?: () => number;
}

function failure(error: unknown): StepResult {
  if (error instanceof NetworkError) return { kind: 'offline', error: error.message };
  throw error;
}

export function createSyncEngine({
  transport,
  owner,
  role = () => undefined,
  now = Date.now,
}: SyncEngineOptions) {
  const step = async (entry: OutboxEntry): Promise<StepResult> => {
    try {
      if (entry.kind === 'push') return await sendPush(transport, entry);
      if (entry.kind === 'submit') return await sendSubmit(transport, entry);
      return await sendDiscard(transport, entry);
    } catch (error) {
      await unmark(entry.draftId); // the request never got an answer: the draft waits again
      return failure(error);
    }
  };

  /**
   * Sends the due entries: each draft's own entries in order, up to DRAFTS_AT_ONCE drafts side by side (one
   * draft's banner upload no longer holds up the others). The first failure stops new sends; the entries in
   * flight finish, and what is left waits for a later run.
   */
  const drain = async (
    user: string,
    force: boolean,
    { markAuth = true }: { markAuth?: boolean } = {},
  ): Promise<SyncOutcome | undefined> => {
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      const due = (await pendingEntries(user)).filter((e) => force || e.nextAttemptAt <= now());
      if (due.length === 0) return undefined;
      const byDraft = new Map<string, OutboxEntry[]>();
      for (const entry of due) byDraft.set(entry.draftId, [...(byDraft.get(entry.draftId) ?? []), entry]);
      const queues = [...byDraft.values()];
      let stopped: Exclude<StepResult['kind'], 'ok'> | undefined;
      const sendDraft = async (entries: OutboxEntry[]) => {
        for (const entry of entries) {
          if (stopped) return;
          const result = await step(entry);
          if (result.kind === 'ok') continue;
          // No new sends from here; the entry stays and a later run sends it again with the same key.
          if (!stopped || result.kind === 'auth') stopped = result.kind;
          await postpone(entry, result.error, now());
          return;
        }
      };
      const worker = async () => {
        for (let next = queues.shift(); next && !stopped; next = queues.shift()) await sendDraft(next);
      };
      await Promise.all(Array.from({ length: Math.min(DRAFTS_AT_ONCE, queues.length) }, worker));
      if (stopped === 'auth') {
        if (markAuth) await setAuthRequired(user, true);
        return 'auth';
      }
      if (stopped) return stopped;
    }
    return undefined;
  };

  /** The user's own drafts since the last pull, merged into the local ones. */
  const pullOwnDrafts = async (user: string, epoch: number): Promise<SyncOutcome | undefined> => {
    const answer = await transport.pullDrafts(await getPulledRevision(user));
    // The screens answer a refused pull as the spec says (alert and /login); nothing local is touched.
    if (answer.status === 401 || answer.status === 403) return 'session-expired';
    if (answer.status !== 200) return 'retry';
    await mergePull(user, answer.body, epoch);
    return undefined;
  };

  /**
   * The drafts and the replica are pulled side by side: after a poke, another device's product shows one
   * round trip sooner than if the drafts came first. Both finish before the run ends, so nothing of a pull
   * outlives the run's lock.
   */
  const pull = async (user: string, epoch: number): Promise<SyncOutcome | undefined> => {
    const [drafts, replica] = await Promise.allSettled([
      pullOwnDrafts(user, epoch),
      pullReplica(transport, user, role()),
    ]);
    if (drafts.status === 'rejected' || replica.status === 'rejected') {
      const errors = [drafts, replica].flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
      const unexpected = errors.find((error) => !(error instanceof NetworkError));
      if (unexpected !== undefined) throw unexpected;
      await setReplicaStatus(false, { epoch });
      return 'offline';
    }
    if (drafts.value === 'session-expired' || replica.value === 'auth') return 'session-expired';
    if (drafts.value === 'retry' || replica.value === 'retry') return 'retry';
    return undefined;
  };

  return {
    /**
     * One sync run: the due outbox entries (all of them when `force`, as for 'Sync now'), then a pull.
     * Waits while the user has to sign in again, unless `force` (after that login).
     */
    async run({ force = false }: { force?: boolean } = {}): Promise<SyncOutcome> {
      const user = owner();
      if (!user) return 'signed-out';
      return exclusively(async () => {
        // A logout during the run keeps what the server answers from here on off the device (sync-meta.ts).
        const epoch = await getStaffDataEpoch();
        if (await isAuthRequired(user)) {
          if (!force) return 'auth';
          await setAuthRequired(user, false);
        }
        await resetInterrupted(user);
        const stopped = await drain(user, force);
        if (stopped === 'offline') await setReplicaStatus(false, { epoch });
        if (stopped) return stopped;
        return (await pull(user, epoch)) ?? 'done';
      });
    },

    /**
     * The outbox alone, as the service worker sends it on Background Sync (background-sync.ts): every entry
     * is due (connectivity just came back, as on `online`), nothing is pulled (the app pulls when it opens),
     * and a refused token is not recorded as a sign-in the user owes: the worker's copy of the token may be
     * older than the app's, so the app finds out for itself at its next run.
     */
    async send(): Promise<SyncOutcome> {
      const user = owner();
      if (!user) return 'signed-out';
      return exclusively(async () => {
        if (await isAuthRequired(user)) return 'auth';
        await resetInterrupted(user);
        await makeDueNow(user, now());
        return (await drain(user, false, { markAuth: false })) ?? 'done';
      });
    },
  };
}

/** A run cut short (tab closed, crash) may have left drafts marked `syncing`: they go back to waiting. */
async function resetInterrupted(owner: string): Promise<void> {
  await db.drafts
    .where('[owner+state]')
    .equals([owner, 'syncing'])
    .modify((d) => {
      d.state = d.submitSeq ? 'queued' : 'local';
    });
}

export type SyncEngine = ReturnType<typeof createSyncEngine>;
