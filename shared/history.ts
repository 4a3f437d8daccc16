// A product's history (issue #15): every write keeps the whole record as a numbered version, with who,
// when and from which draft or client. GET /api/products/{code}/history lists them (newest first);
// /history/{seq} returns one with its record; POST /history/{seq}/restore makes it current again.
import type { Product } from './product.ts';

export const HISTORY_ACTIONS = ['created', 'changed', 'deleted', 'restored'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export interface HistoryEntry {
  /** 1, 2, 3… per product code, across deletions and restores. */
  seq: number;
  action: HistoryAction;
  /** The product's version after the write; for a deletion, the version that was deleted. */
  productVersion: number;
  /** ISO 8601. */
  at: string;
  actor: { id: number | null; username: string };
  /** The draft the write submitted, when it came from one (the wizard, or sync from a device). */
  draftId: string | null;
  /** The client that sent it (its User-Agent, shortened). */
  client: string | null;
  /** For a restore: the version it brought back. */
  restoredFrom: number | null;
}

export interface HistoryVersion extends HistoryEntry {
  /** The whole staff record after the write (before it, for a deletion). */
  record: Product;
}

export interface ProductHistory {
  productCode: string;
  /** Whether the product exists now (a deleted product keeps its history). */
  current: boolean;
  entries: HistoryEntry[];
}

/** Bookkeeping a write always changes; not a change of the product's content. */
const BOOKKEEPING = new Set(['version', 'createdAt', 'updatedAt']);

/** The fields whose values differ between two records (content only), in the order of `after`'s keys. */
export function changedFields(before: object | undefined, after: object): string[] {
  const a = (before ?? {}) as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.filter(
    (k) => !BOOKKEEPING.has(k) && JSON.stringify(a[k] ?? null) !== JSON.stringify(b[k] ?? null),
  );
}
