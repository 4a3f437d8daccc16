// The change feed and its event stream (shared/sync.ts). Staff only; neither is in the spec, whose own
// endpoints keep their shapes.
import { PassThrough } from 'node:stream';
import Router from '@koa/router';
import type { Context } from 'koa';
import { SYNC_HEARTBEAT_MS, type AuthEvent, type PokeTopic } from '../../../shared/sync.ts';
import { requirePermission, requireUser, type FindSession } from '../../auth/middleware.ts';
import { may } from '../../../shared/permissions.ts';
import { tokenExpiresAt, verifyToken } from '../../auth/jwt.ts';
import type { SyncHub } from './hub.ts';
import {
  createStreamSlots,
  DEFAULT_SSE_MAX_PER_PROCESS,
  DEFAULT_SSE_MAX_PER_USER,
  type StreamLimits,
  type StreamSlots,
} from './stream-slots.ts';
import {
  parseAwaiting,
  parseCollection,
  parseLimit,
  parseSince,
  parseView,
  type SyncService,
} from './service.ts';

export interface SyncRoutesOptions {
  sync: SyncService;
  hub: SyncHub;
  /** The user behind the stream with their current token version, re-read at each heartbeat. */
  findSession: FindSession;
  /** The JWT secret, to read the stream's token version. */
  secret: string;
  /** How often a heartbeat comment is sent (and the user re-read); tests make it short. */
  heartbeatMs?: number;
  /** Streams one user, and this process, may hold open (SSE_MAX_PER_USER, SSE_MAX_PER_PROCESS). */
  limits?: Partial<StreamLimits> | undefined;
}

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

function openStream(
  ctx: Context,
  { hub, findSession, secret, heartbeatMs = SYNC_HEARTBEAT_MS }: SyncRoutesOptions,
  slots: StreamSlots,
): void {
  const user = requireUser(ctx);
  const release = slots.take(user.id);
  const token = /^Bearer\s+(\S+)$/i.exec(ctx.get('Authorization'))?.[1] ?? '';
  const expiresAt = tokenExpiresAt(token);
  const claims = verifyToken(secret, token);
  const stream = new PassThrough();
  ctx.req.setTimeout(0);
  ctx.req.socket.setNoDelay(true);
  ctx.req.socket.setKeepAlive(true);
  ctx.compress = false;
  ctx.status = 200;
  ctx.set('Content-Type', 'text/event-stream; charset=utf-8');
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Accel-Buffering', 'no');
  ctx.body = stream;

  let ended = false;
  const timers: NodeJS.Timeout[] = [];
  const cleanups: (() => void)[] = [release];
  const end = (auth?: AuthEvent) => {
    if (ended) return;
    ended = true;
    if (auth) stream.write(frame('auth', auth));
    for (const t of timers) clearTimeout(t);
    for (const c of cleanups) c();
    stream.end();
  };

  // A deleted user, one no longer staff, or a session ended (logout, a password change or reset, a role
  // change) loses the stream: checked when the hub hears that the user's sessions changed (within a second
  // of the change, in every process), and at each heartbeat should a notification have been missed.
  const check = () => {
    if (ended) return;
    findSession(user.id).then(
      (now) => {
        if (!now || !may(now.role, 'staff') || now.tokenVersion !== claims?.tokenVersion)
          end({ reason: 'revoked' });
      },
      () => undefined,
    );
  };
  cleanups.push(
    hub.subscribe({
      userId: user.id,
      poke: (topics: PokeTopic[]) => {
        if (!ended) stream.write(frame('poke', { collections: topics }));
      },
      recheck: check,
    }),
  );
  cleanups.push(hub.onClose(() => end()));
  ctx.req.on('close', () => end());
  // `ready` once the hub's LISTEN is in place: the client pulls on it, and every change committed after
  // that pull is then poked (sent before, a write between the pull and the LISTEN was never poked). Should
  // the LISTEN fail, `ready` still goes: the hub's reconnect pokes every stream with everything. A
  // revocation between this request's authentication and the LISTEN was not heard either: checked once.
  const sayReady = () => {
    if (!ended) stream.write(frame('ready', {}));
  };
  hub.ready().then(() => {
    check();
    sayReady();
  }, sayReady);

  const beat = setInterval(() => {
    stream.write(': heartbeat\n\n');
    check();
  }, heartbeatMs);
  timers.push(beat);
  if (expiresAt !== undefined) {
    timers.push(setTimeout(() => end({ reason: 'expired' }), Math.max(0, expiresAt - Date.now())));
  }
}

export function syncRoutes(options: SyncRoutesOptions): Router {
  const router = new Router();
  const staff = requirePermission('staff');
  const slots = createStreamSlots({
    perUser: options.limits?.perUser ?? DEFAULT_SSE_MAX_PER_USER,
    perProcess: options.limits?.perProcess ?? DEFAULT_SSE_MAX_PER_PROCESS,
  });
  // Before the feed route, so 'events' is never read as a collection.
  router.get('/api/sync/events', staff, (ctx) => openStream(ctx, options, slots));
  router.get('/api/sync/:collection', staff, async (ctx) => {
    const collection = parseCollection(ctx.params.collection ?? '');
    const since = parseSince(ctx.query.since);
    const limit = parseLimit(ctx.query.limit);
    const view = parseView(ctx.query.view, collection);
    const awaiting = parseAwaiting(ctx.query.awaiting, collection);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await options.sync.page(collection, since, limit, view, {
      userId: requireUser(ctx).id,
      awaiting,
    });
  });
  return router;
}
