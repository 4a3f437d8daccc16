// The rules of draft sync: each user sees only their own drafts (another user's id reads as missing),
// pushes compare-and-set on the revision the client saw, deletes leave tombstones for pulls to see, and
// every write is idempotent under an Idempotency-Key.
import type { Knex } from 'knex';
import { DRAFT_MESSAGES, draftPushSchema, type DraftPull, type ServerDraft } from '../../../shared/draft.ts';
import { BadRequestError, DraftConflictError, NotFoundError } from '../../errors/errors.ts';
import { nestsDeeperThan } from '../../http/json-depth.ts';
import { requestHash, runIdempotent, type IdempotentResult } from '../idempotency/service.ts';
import type { SignedInUser } from '../../auth/user.ts';
import { createDraftsRepository } from './repository.ts';

/** How deep a pushed body may nest. The wizard's data is a few levels deep; zod's JSON check recurses. */
const MAX_BODY_DEPTH = 64;

export const DRAFT_RULES = {
  badIfMatch: 'If-Match must be the draft\'s revision, such as "3".',
  tooDeep: `A draft may nest objects and arrays at most ${MAX_BODY_DEPTH} levels deep.`,
} as const;

export const draftEtag = (draft: ServerDraft) => `"${draft.revision}"`;

/** Reads `"3"`, `W/"3"` or `3`; `*` (any revision) and no header both mean "do not check". */
export function parseRevisionIfMatch(header: string | undefined): number | undefined {
  if (!header || header.trim() === '*') return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,15})"?\s*$/.exec(header);
  if (!match) throw new BadRequestError(DRAFT_RULES.badIfMatch);
  return Number(match[1]);
}

function answer(draft: ServerDraft, status: 200 | 201) {
  const headers: Record<string, string> = { ETag: draftEtag(draft) };
  if (status === 201) headers.Location = `/api/drafts/${draft.id}`;
  return { status, body: draft, headers };
}

/**
 * Inside the caller's transaction: tombstones the owner's own live draft `id`, as DELETE does (the tombstone
 * pokes the owner's devices when the transaction commits). Another user's draft, an unknown id or a draft
 * already gone is nothing to discard: undefined, and nothing is touched.
 */
export async function discardOwnDraft(
  trx: Knex.Transaction,
  ownerId: number,
  id: string,
): Promise<number | undefined> {
  const repo = createDraftsRepository(trx);
  await repo.lockOwner(ownerId);
  const current = await repo.find(id);
  if (!current || current.ownerId !== ownerId || current.draft.deleted) return undefined;
  return repo.markDeleted(id, ownerId);
}

export function createDraftsService(db: Knex) {
  const drafts = createDraftsRepository(db);

  return {
    async pull(owner: SignedInUser, since: number): Promise<DraftPull> {
      const changed = await drafts.listSince(owner.id, since);
      return { revision: changed.at(-1)?.revision ?? since, drafts: changed };
    },

    async get(owner: SignedInUser, id: string): Promise<ServerDraft> {
      const found = await drafts.find(id);
      if (!found || found.ownerId !== owner.id || found.draft.deleted)
        throw new NotFoundError(DRAFT_MESSAGES.notFound);
      return found.draft;
    },

    /**
     * PUT: a new id with baseRevision null is created (201); an own draft at exactly baseRevision is
     * replaced (200). A stale or null base on an existing own draft answers 409 with the current copy; a
     * base for a draft the server does not have answers 404, so the client pushes it again as new.
     */
    async push(
      owner: SignedInUser,
      id: string,
      body: unknown,
      idempotencyKey: string | undefined,
    ): Promise<IdempotentResult> {
      if (nestsDeeperThan(body, MAX_BODY_DEPTH)) throw new BadRequestError(DRAFT_RULES.tooDeep);
      const push = draftPushSchema.parse(body);
      const hash = requestHash(['PUT', `/api/drafts/${id}`, JSON.stringify(body)]);
      return runIdempotent(db, { userId: owner.id, key: idempotencyKey, hash }, async (trx) => {
        const repo = createDraftsRepository(trx);
        await repo.lockOwner(owner.id);
        const written =
          push.baseRevision === null
            ? await repo.insert(id, owner.id, push)
            : await repo.updateAt(id, owner.id, push.baseRevision, push);
        if (written) return answer(written, push.baseRevision === null ? 201 : 200);

        const current = await repo.find(id);
        if (!current || current.ownerId !== owner.id) throw new NotFoundError(DRAFT_MESSAGES.notFound);
        throw new DraftConflictError(DRAFT_MESSAGES.conflict, current.draft);
      });
    },

    /**
     * DELETE: leaves a tombstone and answers its revision. Deleting what is already gone succeeds (a retry
     * must not fail); If-Match on a live draft must name its current revision.
     */
    async remove(
      owner: SignedInUser,
      id: string,
      ifMatch: string | undefined,
      idempotencyKey: string | undefined,
    ): Promise<IdempotentResult> {
      const expected = parseRevisionIfMatch(ifMatch);
      const hash = requestHash(['DELETE', `/api/drafts/${id}`, '', ifMatch]);
      return runIdempotent(db, { userId: owner.id, key: idempotencyKey, hash }, async (trx) => {
        const repo = createDraftsRepository(trx);
        await repo.lockOwner(owner.id);
        const current = await repo.find(id);
        const gone = (revision: number) => ({ status: 200, body: { revision }, headers: {} });
        if (!current) return gone(0);
        if (current.ownerId !== owner.id) throw new NotFoundError(DRAFT_MESSAGES.notFound);
        if (current.draft.deleted) return gone(current.draft.revision);
        if (expected !== undefined && expected !== current.draft.revision)
          throw new DraftConflictError(DRAFT_MESSAGES.conflict, current.draft);
        return gone(await repo.markDeleted(id, owner.id));
      });
    },
  };
}

export type DraftsService = ReturnType<typeof createDraftsService>;
