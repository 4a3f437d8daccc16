// When the sync engine runs while the admin area is open (sync-scheduler.ts coordinates the runs): when it
// opens, when the browser comes back online, when the page becomes visible, every SYNC_INTERVAL_MS, shortly
// after a change, when the server pokes (offline/live.ts) and when the user asks ('Sync now'). Screens read
// the replica and the counts live from IndexedDB, so every open tab shows the same data whichever tab did
// the work.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { api } from '../../api/endpoints.ts';
import { readSession } from '../../lib/auth-storage.ts';
import { sessionRenewed } from '../../lib/session-api.ts';
import { requestBackgroundSync } from './background-sync.ts';
import { db, type DraftState } from './db.ts';
import { startLive } from './live.ts';
import { makeDueNow } from './outbox.ts';
import { pokeSync, sessionStarted, syncNow } from './sync-scheduler.ts';
import { AUTH_META_KEY } from './sync-meta.ts';

export const SYNC_INTERVAL_MS = 30_000;
/** How long after a change the engine runs: drafts reach the server soon, not on every keystroke. */
export const SYNC_AFTER_CHANGE_MS = 1_500;

/** Keeps the engine going while the admin area is open, and the live stream open while online. */
export function useSyncLoop(owner: string): void {
  useEffect(() => {
    if (!owner) return;
    sessionStarted();
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
    // Now, or right after a run that is going: that run may have sent what was due before this was queued.
    const timer = setTimeout(() => pokeSync(), SYNC_AFTER_CHANGE_MS);
    return () => clearTimeout(timer);
  }, [queued]);
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
