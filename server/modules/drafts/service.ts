// The rules of draft sync: each user sees only their own drafts (another user's id reads as missing),
// pushes compare-and-set on the revision the client saw, deletes leave tombstones for pulls to see, and
// every write is run by its caller, which keys it under an Idempotency-Key.
import type { Knex } from 'knex';
import { DRAFT_MESSAGES, draftPushSchema, type DraftPull, type ServerDraft } from '../../../shared/draft.ts';
import { DraftConflictError, NotFoundError } from '../../errors/errors.ts';
import type { RunWrite } from '../../db/transaction.ts';
import { parseIfMatch } from '../../http/if-match.ts';
import type { SignedInUser } from '../../auth/user.ts';
import { createDraftsRepository } from './repository.ts';

/** The answer to an If-Match that is not a draft revision. */
export const BAD_DRAFT_IF_MATCH = 'If-Match must be the draft\'s revision, such as "3".';

export const draftEtag = (draft: ServerDraft) => `"${draft.revision}"`;

/** A push's result: the draft as stored, and whether the push created it. */
export interface DraftPushed {
  draft: ServerDraft;
  created: boolean;
}

/** A delete's result: the revision of the draft's tombstone (0 for a draft the server never had). */
export interface DraftGone {
  revision: number;
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
    async push<R>(owner: SignedInUser, id: string, body: unknown, run: RunWrite<DraftPushed, R>): Promise<R> {
      const push = draftPushSchema.parse(body);
      return run([JSON.stringify(body)], async (trx) => {
        const repo = createDraftsRepository(trx);
        await repo.lockOwner(owner.id);
        const written =
          push.baseRevision === null
            ? await repo.insert(id, owner.id, push)
            : await repo.updateAt(id, owner.id, push.baseRevision, push);
        if (written) return { draft: written, created: push.baseRevision === null };

        const current = await repo.find(id);
        if (!current || current.ownerId !== owner.id) throw new NotFoundError(DRAFT_MESSAGES.notFound);
        throw new DraftConflictError(DRAFT_MESSAGES.conflict, current.draft);
      });
    },

    /**
     * DELETE: leaves a tombstone and answers its revision. Deleting what is already gone succeeds (a retry
     * must not fail); If-Match on a live draft must name its current revision.
     */
    async remove<R>(
      owner: SignedInUser,
      id: string,
      ifMatch: string | undefined,
      run: RunWrite<DraftGone, R>,
    ): Promise<R> {
      const expected = parseIfMatch(ifMatch, BAD_DRAFT_IF_MATCH, 15);
      // The empty string is the request's (absent) body.
      return run(['', ifMatch], async (trx) => {
        const repo = createDraftsRepository(trx);
        await repo.lockOwner(owner.id);
        const current = await repo.find(id);
        const gone = (revision: number): DraftGone => ({ revision });
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
