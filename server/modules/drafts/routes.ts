import Router from '@koa/router';
import type { Context } from 'koa';
import { DRAFT_ID_PATTERN, DRAFT_MESSAGES } from '../../../shared/draft.ts';
import { requirePermission, requireUser } from '../../auth/middleware.ts';
import { BadRequestError, UnsupportedMediaTypeError } from '../../errors/errors.ts';
import type { HttpAnswer, Idempotency } from '../idempotency/edge.ts';
import { draftEtag, type DraftGone, type DraftPushed, type DraftsService } from './service.ts';

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

/** A pushed draft's answer: 201 with its address when the push created it, else 200; its ETag either way. */
function pushedAnswer({ draft, created }: DraftPushed): HttpAnswer {
  const headers: Record<string, string> = { ETag: draftEtag(draft) };
  if (created) headers.Location = `/api/drafts/${draft.id}`;
  return { status: created ? 201 : 200, body: draft, headers };
}

const goneAnswer = (gone: DraftGone): HttpAnswer => ({ status: 200, body: gone, headers: {} });

export function draftsRoutes(drafts: DraftsService, idempotency: Idempotency): Router {
  const router = new Router();
  const staff = requirePermission('staff');
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
    const run = idempotency.write(ctx, ['PUT', `/api/drafts/${id}`], pushedAnswer);
    await drafts.push(requireUser(ctx), id, ctx.request.body, run);
  });
  router.delete('/api/drafts/:id', staff, async (ctx) => {
    const id = draftId(ctx);
    const ifMatch = ctx.get('If-Match') || undefined;
    const run = idempotency.write(ctx, ['DELETE', `/api/drafts/${id}`], goneAnswer);
    await drafts.remove(requireUser(ctx), id, ifMatch, run);
  });
  return router;
}
