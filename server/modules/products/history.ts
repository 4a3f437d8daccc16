// SQL for product history (shared/history.ts): the whole record of every write, numbered per code. Writes
// happen inside the product write's transaction, under the catalogue lock every product write takes first
// (repository.ts), so numbers are drawn one writer at a time and never collide.
import type { Knex } from 'knex';
import type { HistoryAction, HistoryEntry, HistoryVersion } from '../../../shared/history.ts';
import type { Product } from '../../../shared/product.ts';
import type { Origin } from '../../http/origin.ts';
import type { Actor } from '../audit/repository.ts';

export interface NewHistoryEntry {
  action: HistoryAction;
  product: Product;
  actor: Actor;
  origin: Origin;
  draftId?: string | undefined;
  restoredFrom?: number | undefined;
  /** When it happened, if not now (a baseline entry dated by the record's own time). */
  at?: string | undefined;
}

/** Who wrote a product before its history was kept (the seed, or a database from before issue #15). */
export const BEFORE_HISTORY: Actor = { id: null, username: 'before history' };

interface HistoryRow {
  seq: number;
  action: HistoryAction;
  product_version: number;
  created_at: Date;
  actor_id: string | number | null;
  actor_name: string;
  draft_id: string | null;
  client: string | null;
  restored_from: number | null;
  record?: Product;
}

const ENTRY_COLUMNS = [
  'seq',
  'action',
  'product_version',
  'created_at',
  'actor_id',
  'actor_name',
  'draft_id',
  'client',
  'restored_from',
];

const toEntry = (r: HistoryRow): HistoryEntry => ({
  seq: r.seq,
  action: r.action,
  productVersion: r.product_version,
  at: r.created_at.toISOString(),
  actor: { id: r.actor_id === null ? null : Number(r.actor_id), username: r.actor_name },
  draftId: r.draft_id,
  client: r.client,
  restoredFrom: r.restored_from,
});

export function createHistoryRepository(db: Knex) {
  return {
    /** Appends the next version of the product's history; the caller holds the catalogue lock. */
    async append(entry: NewHistoryEntry): Promise<number> {
      const code = entry.product.productCode;
      const [last] = await db('product_history').where('product_code', code).max('seq as seq');
      const seq = Number(last?.seq ?? 0) + 1;
      await db('product_history').insert({
        product_code: code,
        seq,
        action: entry.action,
        product_version: entry.product.version,
        record: JSON.stringify(entry.product),
        actor_id: entry.actor.id,
        actor_name: entry.actor.username,
        draft_id: entry.draftId ?? null,
        client: entry.origin.client,
        restored_from: entry.restoredFrom ?? null,
        ...(entry.at ? { created_at: entry.at } : {}),
      });
      return seq;
    },

    /** True when the code's newest version is its deletion: the product was deleted and not brought back. */
    async wasDeleted(code: string): Promise<boolean> {
      const newest = (await db('product_history')
        .where('product_code', code)
        .orderBy('seq', 'desc')
        .first('action')) as { action: HistoryAction } | undefined;
      return newest?.action === 'deleted';
    },

    async has(code: string): Promise<boolean> {
      return (await db('product_history').where('product_code', code).first('id')) !== undefined;
    },

    /** Newest first; empty when the code never existed. */
    async list(code: string): Promise<HistoryEntry[]> {
      const rows = (await db('product_history')
        .where('product_code', code)
        .orderBy('seq', 'desc')
        .select(ENTRY_COLUMNS)) as HistoryRow[];
      return rows.map(toEntry);
    },

    async find(code: string, seq: number): Promise<HistoryVersion | undefined> {
      const row = (await db('product_history')
        .where({ product_code: code, seq })
        .first([...ENTRY_COLUMNS, 'record'])) as HistoryRow | undefined;
      return row ? { ...toEntry(row), record: row.record! } : undefined;
    },
  };
}
