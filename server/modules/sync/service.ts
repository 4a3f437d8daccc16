// The rules of the change feed: cursors and limits read strictly, an expired cursor refused with 410, a
// page's cursor the revision of its last change (the same cursor when nothing is new).
import type { Knex } from 'knex';
import { DRAFT_ID_PATTERN } from '../../../shared/draft.ts';
import {
  SYNC_AWAITING_MAX,
  SYNC_COLLECTIONS,
  SYNC_MESSAGES,
  SYNC_PAGE_MAX,
  SYNC_VIEWS,
  type SyncCollection,
  type SyncPage,
  type SyncView,
} from '../../../shared/sync.ts';
import { BadRequestError, CursorExpiredError, NotFoundError } from '../../errors/errors.ts';
import { createSyncRepository } from './repository.ts';

export function parseCollection(value: string): SyncCollection {
  if (!(SYNC_COLLECTIONS as readonly string[]).includes(value))
    throw new NotFoundError(SYNC_MESSAGES.unknownCollection);
  return value as SyncCollection;
}

/** A cursor is a revision this feed gave, as decimal digits; absent means 0. */
export function parseSince(value: unknown): number {
  if (value === undefined) return 0;
  if (typeof value !== 'string' || !/^\d{1,18}$/.test(value))
    throw new BadRequestError(SYNC_MESSAGES.badCursor);
  const since = Number(value);
  if (!Number.isSafeInteger(since)) throw new BadRequestError(SYNC_MESSAGES.badCursor);
  return since;
}

export function parseLimit(value: unknown): number {
  if (value === undefined) return SYNC_PAGE_MAX;
  if (typeof value !== 'string' || !/^\d{1,3}$/.test(value))
    throw new BadRequestError(SYNC_MESSAGES.badLimit);
  const limit = Number(value);
  if (limit < 1 || limit > SYNC_PAGE_MAX) throw new BadRequestError(SYNC_MESSAGES.badLimit);
  return limit;
}

/** `full` (the default) or `summary`, which only the products feed has. */
export function parseView(value: unknown, collection: SyncCollection): SyncView {
  if (value === undefined) return 'full';
  if (typeof value !== 'string' || !(SYNC_VIEWS as readonly string[]).includes(value))
    throw new BadRequestError(SYNC_MESSAGES.badView);
  if (value === 'summary' && collection !== 'products') throw new BadRequestError(SYNC_MESSAGES.badView);
  return value as SyncView;
}

/**
 * `awaiting`: the caller's draft ids whose submissions it waits to see in the feed (products only), as a
 * list of UUIDs separated by commas; absent or empty means none.
 */
export function parseAwaiting(value: unknown, collection: SyncCollection): string[] {
  if (value === undefined || value === '') return [];
  if (typeof value !== 'string' || collection !== 'products')
    throw new BadRequestError(SYNC_MESSAGES.badAwaiting);
  const ids = value.split(',');
  if (ids.length > SYNC_AWAITING_MAX || !ids.every((id) => DRAFT_ID_PATTERN.test(id)))
    throw new BadRequestError(SYNC_MESSAGES.badAwaiting);
  return [...new Set(ids.map((id) => id.toLowerCase()))];
}

/** Who asks, and which of their submissions they wait for (products only). */
export interface PageCaller {
  userId: number;
  awaiting: string[];
}

export function createSyncService(db: Knex) {
  const repo = createSyncRepository(db);
  return {
    /** The revision of the latest change in any feed (0 before the first). */
    latestRevision: () => repo.latestRevision(),

    async page(
      collection: SyncCollection,
      since: number,
      limit: number,
      view: SyncView = 'full',
      caller?: PageCaller,
    ): Promise<SyncPage> {
      if (since > 0 && since < (await repo.purgedThrough(collection)))
        throw new CursorExpiredError(SYNC_MESSAGES.cursorExpired);
      if (collection === 'products') {
        const changes = await repo.productsSince(since, limit, view);
        const cursor = changes.last ?? since;
        const page: SyncPage = {
          items: changes.items,
          deleted: changes.deleted,
          cursor: String(cursor),
          hasMore: changes.hasMore,
        };
        if (caller && caller.awaiting.length > 0)
          page.applied = await repo.appliedSubmissions(caller.userId, caller.awaiting, cursor);
        return page;
      }
      const changes = await repo.recordsSince(collection, since, limit);
      return {
        items: changes.items,
        deleted: [],
        cursor: String(changes.last ?? since),
        hasMore: changes.hasMore,
      };
    },
  };
}

export type SyncService = ReturnType<typeof createSyncService>;
