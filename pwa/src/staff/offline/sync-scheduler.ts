// How runs of the sync engine are coordinated in a tab (sync-engine.ts is what one run does, outbox-send.ts
// how each outbox entry is sent): one run at a time, a forced run after the one going, one more run after a
// poke or a change, a refused session told to the screens, and the service worker asked to send the outbox
// when a run found no network (background-sync.ts). When runs start is sync-hooks.ts's; the submission,
// submission.ts's.
import { readSession } from '../../lib/auth-storage.ts';
import { sessionRenewed } from '../../lib/session-api.ts';
import { requestBackgroundSync } from './background-sync.ts';
import { createSyncEngine, type SyncOutcome } from './sync-engine.ts';
import { setAuthRequired } from './sync-meta.ts';
import { createTransport } from './sync-transport.ts';

const engine = createSyncEngine({
  transport: createTransport(),
  owner: () => readSession()?.username || undefined,
  role: () => readSession()?.role,
});

const listeners = new Set<() => void>();
const expiredListeners = new Set<() => void>();
/** A poke or a change arrived while a run was going: one more run follows it, to pull or send it. */
let runAgain = false;
const BUSY_RETRY_MS = 1_000;
const BUSY_RETRIES = 5;
let running: Promise<SyncOutcome> | undefined;
let lastOutcome: SyncOutcome | undefined;
/**
 * The user is signing out here: the server is ending their tokens, so a run refused meanwhile is the
 * logout itself, not an expired session (no 'Session expired' alert on top of the logout). Cleared when the
 * sync loop starts for a session again.
 */
let signingOut = false;

/** Called by logout before it asks the server to end the session's tokens. */
export function beginSignOut(): void {
  signingOut = true;
}

/** A session's sync loop starts (sync-hooks.ts): a refused run is news again. */
export function sessionStarted(): void {
  signingOut = false;
}

function notify() {
  for (const listener of listeners) listener();
}

/** Each run is measured (`performance.getEntriesByName('sync-run')`), for the benchmarks. */
function measured(work: Promise<SyncOutcome>): Promise<SyncOutcome> {
  const started = performance.now();
  return work.then((outcome) => {
    performance.measure('sync-run', { start: started, detail: outcome });
    return outcome;
  });
}

/**
 * A run was refused for its session. If this tab changed its password meanwhile, the refusal was for the
 * old token: the run goes again with the new one (forced, so a draft held for a new sign-in goes too).
 * Otherwise the session has ended: the screens are told.
 */
async function refused(outcome: 'session-expired' | 'auth', tokenOfRun: string | undefined): Promise<void> {
  await sessionRenewed();
  if (signingOut) return;
  const token = readSession()?.token;
  if (token && token !== tokenOfRun) {
    void syncNow(true);
    return;
  }
  if (outcome === 'session-expired') for (const listener of expiredListeners) listener();
}

function start(force: boolean): Promise<SyncOutcome> {
  const tokenOfRun = readSession()?.token;
  const run = measured(engine.run({ force }))
    .catch((error: unknown) => {
      console.error('Sync failed', error);
      return 'retry' as const;
    })
    .then((outcome) => {
      lastOutcome = outcome;
      running = undefined;
      // Offline with work left: the service worker sends it when connectivity returns, even if the app is
      // closed by then (where the browser has Background Sync).
      if (outcome === 'offline') void requestBackgroundSync(readSession());
      notify();
      if ((outcome === 'session-expired' || outcome === 'auth') && !signingOut)
        void refused(outcome, tokenOfRun);
      if (runAgain) {
        runAgain = false;
        // A forced run already waits to follow this one; otherwise one more run goes now.
        if (!following) void syncNow(false);
      }
      return outcome;
    });
  running = run;
  notify();
  return run;
}

let following: Promise<SyncOutcome> | undefined;

/**
 * Runs the engine. A background run joins the one already going in this tab; a forced run ('Sync now', a
 * submission) waits for it and then runs again, so what was queued meanwhile is sent too.
 */
export function syncNow(force = true): Promise<SyncOutcome> {
  if (!running) return start(force);
  if (!force) return running;
  following ??= running.then(() => {
    following = undefined;
    // Never two runs at once in this tab (the second would only find the lock taken).
    return syncNow(true);
  });
  return following;
}

/**
 * Something changed on the server (a poke, or the stream opened) or was queued here: sync now, or right
 * after the run in progress, which may have sent the outbox or pulled before the change. Another tab
 * holding the sync lock syncs for every tab (the replica and the outbox are shared); still, a few retries
 * make sure this tab's change is not lost to that tab having just finished.
 */
export function pokeSync(retries = BUSY_RETRIES): void {
  if (running) {
    runAgain = true;
    return;
  }
  void syncNow(false).then((outcome) => {
    if (outcome === 'busy' && retries > 0) setTimeout(() => pokeSync(retries - 1), BUSY_RETRY_MS);
  });
}

/** Called when a pull is refused for the session (the spec's 'Session expired' path). */
export function onSessionExpired(listener: () => void): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

export function isSyncRunning(): boolean {
  return running !== undefined;
}

export function lastSyncOutcome(): SyncOutcome | undefined {
  return lastOutcome;
}

export function subscribeSync(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** After the user signed in again: the waiting queue goes on at once. */
export async function resumeAfterLogin(owner: string): Promise<SyncOutcome> {
  await setAuthRequired(owner, false);
  return syncNow(true);
}
