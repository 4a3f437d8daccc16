// SQL for the change feed: what changed in a collection above a revision, in revision order, and the
// tombstones' horizon. Revisions follow commit order (migrations/20261124000000_sync_feed.ts), so "above N"
// never misses a change that commits later.
import type { Knex } from 'knex';
import {
  SUMMARY_FIELDS,
  type SyncCollection,
  type SyncIngredient,
  type SyncProcess,
  type SyncProduct,
  type SyncProductSummary,
  type SyncView,
} from '../../../shared/sync.ts';
import { fromIngredientRow, fromProcessRow } from '../catalogue-records/mapping.ts';
import { fromProductRow, snake, type ProductRow } from '../products/mapping.ts';
import { createProductsRepository } from '../products/repository.ts';

export interface ProductChanges {
  items: (SyncProduct | SyncProductSummary)[];
  deleted: string[];
  /** The revision of the last change included (undefined when there was none). */
  last: number | undefined;
  hasMore: boolean;
}

export interface RecordChanges<T> {
  items: T[];
  last: number | undefined;
  hasMore: boolean;
}

const TABLES = { ingredients: fromIngredientRow, processes: fromProcessRow } as const;

/**
 * Products as summaries: one query over the columns of SUMMARY_FIELDS (no row lists, no links), mapped as the
 * full record is, so a summary and a record of one version never disagree.
 */
async function summaries(db: Knex, codes: string[]): Promise<SyncProductSummary[]> {
  if (codes.length === 0) return [];
  const rows = (await db('products')
    .whereIn('product_code', codes)
    .select(['id', 'created_at', 'revision', ...SUMMARY_FIELDS.map(snake)])) as ProductRow[];
  return rows.map((row) => {
    const product = fromProductRow(row, [], []);
    const summary = Object.fromEntries(SUMMARY_FIELDS.map((f) => [f, product[f]]));
    return { ...summary, revision: Number(row.revision) } as SyncProductSummary;
  });
}

export function createSyncRepository(db: Knex) {
  return {
    /** Products changed and deleted above `since`, in one revision order (one statement, one snapshot). */
    async productsSince(since: number, limit: number, view: SyncView = 'full'): Promise<ProductChanges> {
      const { rows } = (await db.raw(
        `select kind, code, revision from (
           select 'item' as kind, product_code as code, revision from products where revision > ?
           union all
           select 'deleted', product_code, revision from product_tombstones where revision > ?
         ) changes order by revision limit ?`,
        [since, since, limit + 1],
      )) as { rows: { kind: 'item' | 'deleted'; code: string; revision: string }[] };
      const page = rows.slice(0, limit);
      const codes = page.filter((r) => r.kind === 'item').map((r) => r.code);
      const products =
        view === 'summary'
          ? await summaries(db, codes)
          : await createProductsRepository(db).findWithRevisions(codes);
      const found = new Map<string, SyncProduct | SyncProductSummary>(
        products.map((p) => [p.productCode, p]),
      );
      return {
        // In revision order; a product the page named that changed again since is sent as it is now.
        items: codes.map((c) => found.get(c)).filter((p) => p !== undefined),
        // From 0 the client has nothing to delete; the tombstones still move the cursor past them.
        deleted: since === 0 ? [] : page.filter((r) => r.kind === 'deleted').map((r) => r.code),
        last: page.length > 0 ? Number(page[page.length - 1]!.revision) : undefined,
        hasMore: rows.length > limit,
      };
    },

    async recordsSince<C extends 'ingredients' | 'processes'>(
      collection: C,
      since: number,
      limit: number,
    ): Promise<RecordChanges<C extends 'ingredients' ? SyncIngredient : SyncProcess>> {
      const rows = (await db(collection)
        .where('revision', '>', since)
        .orderBy('revision')
        .limit(limit + 1)) as Record<string, unknown>[];
      const page = rows.slice(0, limit);
      return {
        items: page.map((r) => ({ ...TABLES[collection](r), revision: Number(r.revision) })) as never,
        last: page.length > 0 ? Number(page[page.length - 1]!.revision) : undefined,
        hasMore: rows.length > limit,
      };
    },

    /**
     * Of the user's drafts named, those a product write of theirs submitted (product_history keeps the
     * draft id in the write's transaction) whose product's current state is at or below `cursor`: the
     * product's revision, its tombstone's, or, both gone (a purged tombstone), nothing left to wait for. Read
     * after the page: a product that changed since has a revision above the cursor and waits for a later page.
     */
    async appliedSubmissions(userId: number, draftIds: string[], cursor: number): Promise<string[]> {
      const { rows } = (await db.raw(
        `select distinct h.draft_id from product_history h
           left join products p on p.product_code = h.product_code
           left join product_tombstones t on t.product_code = h.product_code
         where h.draft_id = any(?::text[]) and h.actor_id = ?
           and coalesce(p.revision, t.revision, 0) <= ?`,
        [draftIds, userId, cursor],
      )) as { rows: { draft_id: string }[] };
      return rows.map((r) => r.draft_id);
    },

    /** The feed's latest revision: the highest of any change committed (four index look-ups). */
    async latestRevision(): Promise<number> {
      const { rows } = (await db.raw(
        `select greatest(
           (select max(revision) from products), (select max(revision) from product_tombstones),
           (select max(revision) from ingredients), (select max(revision) from processes)) as revision`,
      )) as { rows: { revision: string | null }[] };
      return Number(rows[0]?.revision ?? 0);
    },

    /** Tombstones up to this revision were purged: an older cursor cannot be served. */
    async purgedThrough(collection: SyncCollection): Promise<number> {
      const row = (await db('sync_horizons').where({ collection }).first('purged_through')) as
        { purged_through: string } | undefined;
      return row ? Number(row.purged_through) : 0;
    },

    /** Removes product tombstones older than the given age and raises the products horizon past them. */
    async purgeTombstones(olderThanSeconds: number): Promise<number> {
      return db.transaction(async (trx) => {
        const gone = (await trx('product_tombstones')
          .where('deleted_at', '<', trx.raw('now() - make_interval(secs => ?)', [olderThanSeconds]))
          .del()
          .returning('revision')) as { revision: string }[];
        if (gone.length === 0) return 0;
        const highest = Math.max(...gone.map((g) => Number(g.revision)));
        await trx.raw(
          `insert into sync_horizons (collection, purged_through) values ('products', ?)
           on conflict (collection) do update
             set purged_through = greatest(sync_horizons.purged_through, excluded.purged_through)`,
          [highest],
        );
        return gone.length;
      });
    },
  };
}

export type SyncRepository = ReturnType<typeof createSyncRepository>;
