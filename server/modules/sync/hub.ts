// Live pokes across server processes: one dedicated PostgreSQL connection per process LISTENs on
// `sync_changes` (the catalogue's triggers and draft writes notify it, on commit) and fans each change out
// to this process's open event streams, and on `session_changes` (a user's token version or role changed,
// or the user was deleted) and has that user's streams check their session again. Started with the first
// stream; after a lost connection it reconnects with backoff and pokes every stream with everything, and
// has every stream check its session, since notifications may have been missed.
import pg from 'pg';
import { backoffDelay } from '../../../shared/backoff.ts';
import type { Logger } from '../../logger.ts';
import type { PokeTopic } from '../../../shared/sync.ts';
import { SYNC_COLLECTIONS } from '../../../shared/sync.ts';

export const SYNC_CHANNEL = 'sync_changes';
/** Notified by the users table's triggers (migrations/20261128013000_session_notify.ts). */
export const SESSION_CHANNEL = 'session_changes';
const ALL: PokeTopic[] = [...SYNC_COLLECTIONS, 'drafts'];
/** A lost listener connection is made again after 0.5 s, 1 s, 2 s … up to 30 s, each between half and all of that. */
const RECONNECT = { firstMs: 500, maxMs: 30_000 };

export interface PokeListener {
  userId: number;
  poke(topics: PokeTopic[]): void;
  /** The user's sessions changed (a revocation, perhaps): check whether this stream's token still holds. */
  recheck?(): void;
}

export interface SyncHub {
  subscribe(listener: PokeListener): () => void;
  /** Stops listening and tells every subscriber's `close` (the event streams end). */
  close(): Promise<void>;
  /** Called when the hub closes: the streams end themselves. */
  onClose(callback: () => void): () => void;
  /** Resolves once the LISTEN is in place (tests wait for it before writing). */
  ready(): Promise<void>;
  /** Subscribers now: the event streams open in this process (each subscribes once), for the metrics. */
  subscribers(): number;
}

interface Change {
  collection?: unknown;
  owner?: unknown;
}

interface SessionChange {
  user?: unknown;
}

export function createSyncHub(connectionString: string, log: Logger): SyncHub {
  const listeners = new Set<PokeListener>();
  const closers = new Set<() => void>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const fanOut = (change: Change) => {
    const topic = change.collection as PokeTopic;
    if (!ALL.includes(topic)) return;
    for (const l of listeners) {
      if (topic === 'drafts' && change.owner !== l.userId) continue;
      l.poke([topic]);
    }
  };

  /** Has the user's streams (every stream, for `undefined`) check their sessions. */
  const recheck = (userId: unknown) => {
    for (const l of listeners) if (userId === undefined || l.userId === userId) l.recheck?.();
  };

  const connect = (): Promise<void> =>
    (connecting ??= (async () => {
      const c = new pg.Client({ connectionString, connectionTimeoutMillis: 3000 });
      c.on('notification', (msg) => {
        try {
          const payload: unknown = JSON.parse(msg.payload ?? '{}');
          if (msg.channel === SESSION_CHANNEL) recheck((payload as SessionChange).user);
          else fanOut(payload as Change);
        } catch {
          // Not ours: ignore.
        }
      });
      const lost = (error?: Error) => {
        if (client !== c) return;
        client = undefined;
        connecting = undefined;
        c.removeAllListeners('error');
        c.on('error', () => undefined);
        void c.end().catch(() => undefined);
        if (closed) return;
        log.warn({ err: error }, 'sync listener lost its database connection; reconnecting');
        scheduleReconnect();
      };
      c.on('error', lost);
      c.on('end', () => lost());
      try {
        await c.connect();
        await c.query(`listen ${SYNC_CHANNEL}`);
        await c.query(`listen ${SESSION_CHANNEL}`);
      } catch (error) {
        c.removeAllListeners('end');
        await c.end().catch(() => undefined);
        connecting = undefined;
        throw error;
      }
      if (closed) {
        await c.end().catch(() => undefined);
        return;
      }
      client = c;
      if (failures > 0) {
        // Changes and revocations may have been missed meanwhile.
        for (const l of listeners) l.poke(ALL);
        recheck(undefined);
      }
      failures = 0;
    })());

  const scheduleReconnect = () => {
    failures += 1;
    const delay = backoffDelay(failures, RECONNECT);
    clearTimeout(retry);
    retry = setTimeout(() => {
      if (closed || listeners.size === 0) return;
      connect().catch((error: unknown) => {
        log.warn({ err: error }, 'sync listener could not reconnect');
        scheduleReconnect();
      });
    }, delay);
    retry.unref();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!client && !closed) {
        connect().catch((error: unknown) => {
          log.warn({ err: error }, 'sync listener could not connect');
          scheduleReconnect();
        });
      }
      return () => listeners.delete(listener);
    },
    onClose(callback) {
      closers.add(callback);
      return () => closers.delete(callback);
    },
    async ready() {
      if (!client) await connect();
    },
    subscribers: () => listeners.size,
    async close() {
      closed = true;
      clearTimeout(retry);
      for (const close of [...closers]) close();
      listeners.clear();
      const c = client;
      client = undefined;
      await connecting?.catch(() => undefined);
      await c?.end().catch(() => undefined);
    },
  };
}
