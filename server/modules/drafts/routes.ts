import Router from '@koa/router';
import type { Context } from 'koa';
import { DRAFT_ID_PATTERN, DRAFT_MESSAGES } from '../../../shared/draft.ts';
import { requireRole, requireUser, STAFF } from '../../auth/middleware.ts';
import { BadRequestError, UnsupportedMediaTypeError } from '../../errors/errors.ts';
import { readIdempotencyKey, type IdempotentResult } from '../idempotency/service.ts';
import { draftEtag, type DraftsService } from './service.ts';

/** Ids are UUIDs, kept in lower case so `A…` and `a…` name the same draft. */
function draftId(ctx: Context): string {
  const id = ctx.params.id as string | undefined;
  if (!id || !DRAFT_ID_PATTERN.test(id)) throw new BadRequestError(DRAFT_MESSAGES.badId);
  return id.toLowerCase();
}

function sinceParam(value: string | string[] | undefined): number {
  if (value === undefined) return 0;
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value))
    throw new BadRequestError(DRAFT_MESSAGES.badSince);
  return Number(value);
}

function send(ctx: Context, result: IdempotentResult): void {
  ctx.status = result.status;
  for (const [name, value] of Object.entries(result.headers)) ctx.set(name, value);
  if (result.replayed) ctx.set('Idempotent-Replayed', 'true');
  ctx.body = result.body;
}

const idempotencyKey = (ctx: Context) => readIdempotencyKey(ctx.get('Idempotency-Key') || undefined);

export function draftsRoutes(drafts: DraftsService): Router {
  const router = new Router();
  const staff = requireRole(...STAFF);
  // A user's drafts are theirs alone: no shared cache may keep them.
  const privateAnswer = (ctx: Context) => ctx.set('Cache-Control', 'private, no-store');

  router.get('/api/drafts', staff, async (ctx) => {
    const since = sinceParam(ctx.query.since);
    privateAnswer(ctx);
    ctx.body = await drafts.pull(requireUser(ctx), since);
  });
  router.get('/api/drafts/:id', staff, async (ctx) => {
    const draft = await drafts.get(requireUser(ctx), draftId(ctx));
    privateAnswer(ctx);
    ctx.set('ETag', draftEtag(draft));
    ctx.body = draft;
  });
  router.put('/api/drafts/:id', staff, async (ctx) => {
    const id = draftId(ctx);
    // multipart passes the app-wide body check (products take it) but a draft is JSON only.
    if (ctx.is('application/json') === false)
      throw new UnsupportedMediaTypeError('Send the draft as application/json.');
    send(ctx, await drafts.push(requireUser(ctx), id, ctx.request.body, idempotencyKey(ctx)));
  });
  router.delete('/api/drafts/:id', staff, async (ctx) => {
    const id = draftId(ctx);
    const ifMatch = ctx.get('If-Match') || undefined;
    send(ctx, await drafts.remove(requireUser(ctx), id, ifMatch, idempotencyKey(ctx)));
  });
  return router;
}
