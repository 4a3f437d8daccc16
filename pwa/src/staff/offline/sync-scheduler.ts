// When the sync engine runs, in the browser (sync-engine.ts is what one run does, outbox-send.ts how each
// outbox entry is sent): when the admin area opens, when the browser comes back online,
// when the page becomes visible, every SYNC_INTERVAL_MS, when the server pokes (offline/live.ts) and when
// the user asks ('Sync now'). Screens read the replica and the counts live from IndexedDB, so every open tab
// shows the same data whichever tab did the work. When the outbox cannot reach the server, the service
// worker is asked to send it once connectivity returns, app open or not (background-sync.ts).
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { api } from '../../api/endpoints.ts';
import { readSession } from '../../lib/auth-storage.ts';
import { sessionRenewed } from '../../lib/session-api.ts';
import { requestBackgroundSync } from './background-sync.ts';
import { db, type DraftRecord, type DraftState } from './db.ts';
import { submitDraft } from './drafts.ts';
import { createSyncEngine, type SyncOutcome } from './sync-engine.ts';
import { AUTH_META_KEY, setAuthRequired } from './sync-meta.ts';
import { createTransport } from './sync-transport.ts';
import { startLive } from './live.ts';
import { makeDueNow } from './outbox.ts';

export const SYNC_INTERVAL_MS = 30_000;
/** How long after a change the engine runs: drafts reach the server soon, not on every keystroke. */
export const SYNC_AFTER_CHANGE_MS = 1_500;

const engine = createSyncEngine({
  transport: createTransport(),
  owner: () => readSession()?.username || undefined,
  role: () => readSession()?.role,
});

const listeners = new Set<() => void>();
const expiredListeners = new Set<() => void>();
/** A poke arrived while a run was going: one more run follows it, so the poke's change is pulled. */
let pullAgain = false;
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
      if (pullAgain) {
        pullAgain = false;
        // A forced run already waits to follow this one and pulls too; otherwise one more run pulls now.
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
 * Something changed on the server (a poke, or the stream opened): pull now, or right after the run in
 * progress. Another tab holding the sync lock pulls for every tab (the replica is shared); still, a few
 * retries make sure this tab's poke is not lost to that tab having just finished.
 */
export function pokeSync(retries = BUSY_RETRIES): void {
  if (running) {
    pullAgain = true;
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

/** Keeps the engine going while the admin area is open, and the live stream open while online. */
export function useSyncLoop(owner: string): void {
  useEffect(() => {
    if (!owner) return;
    signingOut = false;
    const run = () => void syncNow(false);
    let stopLive: (() => void) | undefined;
    const live = () => {
      stopLive?.();
      const tokenOfStream = readSession()?.token;
      stopLive = navigator.onLine
        ? startLive(api, {
            // The stream (re)opened: the server is reachable again, whatever navigator.onLine said, so what
            // waits out a backoff is due now and goes with this pull, instead of at its next turn. (Not a
            // forced run: that would also go past a pending sign-in.)
            onPull: (reason) =>
              reason === 'ready'
                ? void makeDueNow(owner).then(
                    () => pokeSync(),
                    () => pokeSync(),
                  )
                : pokeSync(),
            // The stream's token has ended: after a password change in this tab, the stream opens again
            // with the new one; otherwise a run finds the session refused and says so.
            onAuth: () =>
              void sessionRenewed().then(() => {
                const token = readSession()?.token;
                if (token && token !== tokenOfStream) live();
                else pokeSync();
              }),
          })
        : undefined;
    };
    const online = () => {
      void syncNow(true);
      live();
    };
    const offline = () => {
      stopLive?.();
      stopLive = undefined;
    };
    const visible = () => {
      if (document.visibilityState === 'visible') run();
    };
    run();
    live();
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    document.addEventListener('visibilitychange', visible);
    const timer = setInterval(run, SYNC_INTERVAL_MS);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      document.removeEventListener('visibilitychange', visible);
      clearInterval(timer);
      stopLive?.();
    };
  }, [owner]);

  // A new outbox entry (in this tab or another) is sent shortly after while online; offline, the service
  // worker is asked to send it when connectivity returns.
  const queued = useLiveQuery(
    () =>
      owner
        ? db.outbox
            .where('owner')
            .equals(owner)
            .filter((e) => e.attempts === 0)
            .count()
        : 0,
    [owner],
  );
  useEffect(() => {
    if (!queued) return;
    if (!navigator.onLine) {
      void requestBackgroundSync(readSession());
      return;
    }
    const timer = setTimeout(() => void syncNow(false), SYNC_AFTER_CHANGE_MS);
    return () => clearTimeout(timer);
  }, [queued]);
}

/** After the user signed in again: the waiting queue goes on at once. */
export async function resumeAfterLogin(owner: string): Promise<SyncOutcome> {
  await setAuthRequired(owner, false);
  return syncNow(true);
}

export type SubmitOutcome = 'submitted' | 'queued' | 'conflict' | 'rejected' | 'auth';

/** Queues the draft's submission and tries to send it now; says where it stands afterwards. */
export async function submitAndSync(id: string): Promise<{ outcome: SubmitOutcome; draft?: DraftRecord }> {
  await submitDraft(id);
  const result = await syncNow(true);
  const draft = await db.drafts.get(id);
  if (!draft || draft.state === 'applied') return { outcome: 'submitted' };
  if (draft.state === 'conflict' || draft.state === 'rejected') return { outcome: draft.state, draft };
  return { outcome: result === 'auth' ? 'auth' : 'queued', draft };
}

export interface SyncCounts {
  /** Changed here or submitted, and not yet on the server. */
  waiting: number;
  /** Conflicts and rejections: the user has to act. */
  attention: number;
  authRequired: boolean;
}

const WAITING: DraftState[] = ['local', 'queued', 'syncing'];

export function useSyncCounts(owner: string): SyncCounts | undefined {
  return useLiveQuery(async () => {
    const drafts = owner ? await db.drafts.where('owner').equals(owner).toArray() : [];
    const auth = owner ? await db.meta.get(AUTH_META_KEY(owner)) : undefined;
    return {
      waiting: drafts.filter((d) => WAITING.includes(d.state ?? 'local')).length,
      attention: drafts.filter((d) => d.state === 'conflict' || d.state === 'rejected').length,
      authRequired: auth?.value === true,
    };
  }, [owner]);
}
