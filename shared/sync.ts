// The staff change feed and its live pokes (docs/architecture.md §5, "Local-first staff data"). A client keeps a
// replica of products, ingredients and processes and pulls what changed after its cursor; the server pokes
// it over Server-Sent Events when something changed, and the client pulls again. The spec's own endpoints
// (GET /api/products and the rest) are unchanged; these are additions for the PWA.
import { ERROR_CODES } from './error-codes.ts';
import type { Ingredient } from './ingredient.ts';
import type { Process } from './process.ts';
import type { Product } from './product.ts';

/** The collections with a feed: `GET /api/sync/{collection}`. */
export const SYNC_COLLECTIONS = ['products', 'ingredients', 'processes'] as const;
export type SyncCollection = (typeof SYNC_COLLECTIONS)[number];

/** At most this many changes in one page; the default when `limit` is not given. */
export const SYNC_PAGE_MAX = 500;
/** Tombstones (deleted product codes) are kept at least this long; an older cursor answers 410. */
export const SYNC_TOMBSTONE_DAYS = 30;

/** An ingredient as the feed sends it: the record and the revision it changed at. */
export type SyncIngredient = Ingredient & { revision: number };
/** A process as the feed sends it. */
export type SyncProcess = Process & { revision: number };
/** A product as the feed sends it: the full staff record (with its `version`) and the feed revision. */
export type SyncProduct = Product & { revision: number };

/**
 * `view=summary` (products only): each changed product as a list and its search show it, without its rows,
 * ingredients and processes. A client whose store for full records is full pulls the rest so.
 */
export const SYNC_VIEWS = ['full', 'summary'] as const;
export type SyncView = (typeof SYNC_VIEWS)[number];
export const SUMMARY_FIELDS = [
  'productCode',
  'productName',
  'productCategory',
  'type',
  'drying',
  'excipients',
  'bannerImage',
  'version',
  'updatedAt',
] as const satisfies readonly (keyof Product)[];
export type SyncProductSummary = Pick<Product, (typeof SUMMARY_FIELDS)[number]> & { revision: number };

/** A full record, as opposed to a summary (`view=summary`). */
export function isFullProduct(item: SyncProduct | SyncProductSummary): item is SyncProduct {
  return 'ingredients' in item;
}

export interface SyncItems {
  products: SyncProduct | SyncProductSummary;
  ingredients: SyncIngredient;
  processes: SyncProcess;
}

/**
 * `GET /api/sync/{collection}?since=<cursor>&limit=<n>[&view=summary]`: what was created or changed after the cursor
 * (`items`, oldest change first) and the keys deleted after it (`deleted`: product codes; ingredients and
 * processes are never deleted, so theirs is always empty). Ask again from `cursor` while `hasMore`.
 * Without `since` (or with `since=0`) the answer starts from the beginning and holds no tombstones.
 */
export interface SyncPage<C extends SyncCollection = SyncCollection> {
  items: SyncItems[C][];
  deleted: string[];
  /** Opaque to the client: pass it back as `since`. */
  cursor: string;
  hasMore: boolean;
  /**
   * Products only, when `awaiting` named drafts: those of them that the caller submitted and the server
   * applied, and whose product's current state (or deletion) is in this page or before it. The client drops
   * such a draft in the same transaction in which it applies the page, so the draft's card gives way to the
   * server's record with no gap and no second card (Replicache's `lastMutationID`, per submission).
   */
  applied?: string[];
}

/** At most this many draft ids in one pull's `awaiting`. */
export const SYNC_AWAITING_MAX = 100;

export const SYNC_MESSAGES = {
  badCursor: 'since must be a cursor this feed gave you (or 0 to start from the beginning).',
  badLimit: `limit must be a whole number from 1 to ${SYNC_PAGE_MAX}.`,
  badView: `view must be ${SYNC_VIEWS.join(' or ')} (summary for products only).`,
  badAwaiting: `awaiting must be up to ${SYNC_AWAITING_MAX} draft ids (UUIDs) separated by commas, for products only.`,
  cursorExpired: 'This cursor is too old: changes after it are no longer kept. Start again from 0.',
  unknownCollection: `No such feed: the collections are ${SYNC_COLLECTIONS.join(', ')}.`,
} as const;

/** The 410 answer's code for a cursor older than the kept tombstones. */
export const CURSOR_EXPIRED = ERROR_CODES.CURSOR_EXPIRED;

/**
 * `GET /api/sync/events` (staff token in the Authorization header; the PWA reads it with fetch, since
 * EventSource cannot send headers) is a `text/event-stream` of these events:
 * - `ready`: the stream is open (data `{}`); a client pulls after it, since it may have missed pokes.
 * - `poke`: something changed; data `{ "collections": [...] }` names what to pull (`drafts` only goes to
 *   the drafts' owner). Pokes carry no records.
 * - `auth`: the token expired or was revoked, or the user was deleted; data `{ "reason": "..." }`. The
 *   server closes the stream after it; the client signs in again and does not reconnect before.
 * A comment line (`: heartbeat`) every SYNC_HEARTBEAT_MS keeps proxies from closing an idle stream.
 */
export type SyncEventName = 'ready' | 'poke' | 'auth';
export type PokeTopic = SyncCollection | 'drafts';
export interface PokeEvent {
  collections: PokeTopic[];
}
export interface AuthEvent {
  reason: 'expired' | 'revoked';
}
export const SYNC_HEARTBEAT_MS = 15_000;
