// Background Sync (decision 033): where the browser has it (Chromium), the service worker sends the outbox when
// connectivity returns, even with the app closed; elsewhere the outbox waits for the app's next open, as before.
// - The app (sync-scheduler.ts) asks for it when a run could not reach the server, or when work is queued
//   offline: it registers the `outbox` tag and leaves the worker a copy of the session's token and username in
//   IndexedDB (the worker cannot read localStorage). Logout deletes the copy (sign-out.ts), so drafts left on the
//   device then wait for their owner's next sign-in, as the logout question says.
// - The worker (pwa/src/sw.ts), on the `sync` event, runs the same engine over the same outbox (sync-engine.ts
//   `send`): same Idempotency-Keys, same Web Lock as the app's tabs, so a draft is never sent twice at once,
//   never doubled and never lost; what it sends is marked in IndexedDB as the app would mark it, so the app
//   shows the truth when it next opens.
import { createSend } from '../../api/client.ts';
import { db } from './db.ts';
import { pendingEntries } from './outbox.ts';
import { createSyncEngine, type SyncOutcome } from './sync-engine.ts';
import { createTransport, type Transport } from './sync-transport.ts';

/** The one Background Sync tag: "the outbox has work the server has not seen". */
export const OUTBOX_SYNC_TAG = 'outbox';

/** The `meta` key of the worker's copy of the session. */
export const WORKER_SESSION_KEY = 'workerSession';

/** What the worker needs to send a user's outbox: whose entries, and the token to send them with. */
export interface WorkerSession {
  token: string;
  username: string;
}

/** The Background Sync API (Chromium): not in TypeScript's DOM library. */
export interface SyncManager {
  register(tag: string): Promise<void>;
  getTags(): Promise<string[]>;
}

declare global {
  interface ServiceWorkerRegistration {
    /** Present where the browser has Background Sync. */
    readonly sync?: SyncManager;
  }
}

function isWorkerSession(value: unknown): value is WorkerSession {
  const v = value as Partial<WorkerSession> | undefined;
  return (
    typeof v?.token === 'string' && v.token !== '' && typeof v.username === 'string' && v.username !== ''
  );
}

export async function readWorkerSession(): Promise<WorkerSession | undefined> {
  const entry = await db.meta.get(WORKER_SESSION_KEY);
  return isWorkerSession(entry?.value) ? entry.value : undefined;
}

/** Logout's part: the worker can no longer send anything for anyone. */
export async function forgetWorkerSession(): Promise<void> {
  await db.meta.delete(WORKER_SESSION_KEY);
}

/** Leaves the worker this session, unless it holds it already. */
async function keepWorkerSession({ token, username }: WorkerSession): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const kept = await readWorkerSession();
    if (kept?.token !== token || kept.username !== username) {
      await db.meta.put({ key: WORKER_SESSION_KEY, value: { token, username } });
    }
  });
}

/** This page's service worker registration, where the browser has Background Sync and a worker is active. */
async function syncRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  const registration = await navigator.serviceWorker.getRegistration();
  return registration?.sync && registration.active ? registration : undefined;
}

/**
 * Asks the browser to wake the service worker when connectivity returns, to send `session`'s outbox. Says
 * whether it was asked: false where there is no Background Sync (or it is turned off for the site), and the
 * outbox then waits for the app. Never throws.
 */
export async function requestBackgroundSync(session: WorkerSession | undefined): Promise<boolean> {
  if (!isWorkerSession(session)) return false;
  try {
    const registration = await syncRegistration();
    if (!registration?.sync) return false;
    await keepWorkerSession(session);
    await registration.sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch (error) {
    // Refused (the site's background sync setting) or no database: the app's own runs remain.
    console.warn('Background Sync is not available', error);
    return false;
  }
}

/** Thrown to the `sync` event so the browser tries again later. */
export class RetryLater extends Error {
  constructor(outcome: SyncOutcome) {
    super(`The outbox could not be sent (${outcome}); the browser tries again later.`);
    this.name = 'RetryLater';
  }
}

export interface BackgroundSendOptions {
  /** The browser's last attempt for this registration (the event's `lastChance`). */
  lastChance?: boolean;
  /** The requests, with the worker's token (tests pass their own). */
  transport?: (token: string) => Transport;
}

/**
 * The worker's `sync` handler: sends the outbox of the user whose session the app left. Resolves when there is
 * nothing more a retry could send now: all sent, nobody signed in, a token the server refused (the app asks
 * for a sign-in at its next run) or another context holding the sync lock (it is sending). Rejects with
 * RetryLater while the server cannot be reached, so the browser fires the event again later.
 */
export async function sendOutboxInBackground({
  lastChance = false,
  transport = (token) => createTransport(createSend(() => token)),
}: BackgroundSendOptions = {}): Promise<SyncOutcome> {
  const session = await readWorkerSession();
  if (!session) return 'signed-out';
  const engine = createSyncEngine({ transport: transport(session.token), owner: () => session.username });
  const outcome = await engine.send();
  if (outcome === 'offline' || outcome === 'retry') {
    if (!lastChance) throw new RetryLater(outcome);
    return outcome;
  }
  // Nothing left to send: the token need not wait in IndexedDB (the app leaves it again when it needs to).
  if (outcome === 'done' && (await pendingEntries(session.username)).length === 0) {
    await db.transaction('rw', db.meta, async () => {
      if ((await readWorkerSession())?.token === session.token) await forgetWorkerSession();
    });
  }
  return outcome;
}
