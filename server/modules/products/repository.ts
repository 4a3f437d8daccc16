// SQL for products and their ordered links to the shared ingredient and process records.
import type { Knex } from 'knex';
import type { Product, ProductData } from '../../../shared/product.ts';
import { translatingErrors } from '../../db/postgres-errors.ts';
import { ConflictError } from '../../errors/errors.ts';
import { fromIngredientRow, fromProcessRow } from '../catalogue-records/mapping.ts';
import { createCatalogueRecordsRepository } from '../catalogue-records/repository.ts';
import { fromProductRow, toProductColumns, type ProductRow } from './mapping.ts';

/**
 * The advisory lock under which catalogue revisions are drawn (migrations/20261124000000_sync_feed.ts takes
 * it in its triggers too). Every catalogue write takes it first, so revisions follow commit order and
 * writers queue in one order (never a deadlock).
 */
export const CATALOGUE_LOCK_KEY = 'catalogue-revision';

export function duplicateCodeMessage(code: string): string {
  // Reads like PostgreSQL's own detail line, which the wizard turns into its duplicate message.
  return `Key (productCode)=(${code}) already exists.`;
}

export function createProductsRepository(db: Knex) {
  async function withLinks(rows: ProductRow[]): Promise<Product[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [ingredientLinks, processLinks] = await Promise.all([
      db('product_ingredients as l')
        .join('ingredients as i', 'i.id', 'l.ingredient_id')
        .whereIn('l.product_id', ids)
        .orderBy(['l.product_id', 'l.position'])
        .select('l.product_id', 'i.*'),
      db('product_processes as l')
        .join('processes as p', 'p.id', 'l.process_id')
        .whereIn('l.product_id', ids)
        .orderBy(['l.product_id', 'l.position'])
        .select('l.product_id', 'p.*'),
    ]);
    const group = <T>(links: Record<string, unknown>[], map: (r: Record<string, unknown>) => T) => {
      const byProduct = new Map<string, T[]>();
      for (const link of links) {
        const key = String(link.product_id);
        byProduct.set(key, [...(byProduct.get(key) ?? []), map(link)]);
      }
      return byProduct;
    };
    const ingredients = group(ingredientLinks, fromIngredientRow);
    const processes = group(processLinks, fromProcessRow);
    return rows.map((r) =>
      fromProductRow(r, ingredients.get(String(r.id)) ?? [], processes.get(String(r.id)) ?? []),
    );
  }

  const records = createCatalogueRecordsRepository(db);

  async function replaceLinks(productId: number, data: ProductData): Promise<void> {
    const ingredientIds = await records.upsertIngredients(data.ingredients);
    const processIds = await records.upsertProcesses(data.processes);
    await db('product_ingredients').where({ product_id: productId }).del();
    await db('product_processes').where({ product_id: productId }).del();
    await db('product_ingredients').insert(
      ingredientIds.map((id, position) => ({ product_id: productId, ingredient_id: id, position })),
    );
    await db('product_processes').insert(
      processIds.map((id, position) => ({ product_id: productId, process_id: id, position })),
    );
  }

  return {
    /** Serialises catalogue writes until the transaction ends; take it first in the transaction. */
    async lockCatalogue(): Promise<void> {
      await db.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [CATALOGUE_LOCK_KEY]);
    },

    /** Full records of these codes, with the feed revision of each (any order). */
    /**
     * The catalogue's state for the staff list: the highest product revision and the highest tombstone
     * revision (a write, a deletion or a change of an embedded ingredient or process moves one of them).
     */
    async catalogueState(): Promise<string> {
      const { rows } = (await db.raw(
        `select (select coalesce(max(revision), 0) from products) as p,
                (select coalesce(max(revision), 0) from product_tombstones) as t`,
      )) as { rows: { p: string; t: string }[] };
      return `${rows[0]!.p}-${rows[0]!.t}`;
    },

    /** A page of the staff list in its order (name, then id), after the last one of the previous page. */
    async listPage(
      after: { name: string; id: number } | undefined,
      size: number,
    ): Promise<{ products: Product[]; last?: { name: string; id: number } }> {
      const query = db('products')
        .select('*')
        .orderBy([{ column: 'product_name' }, { column: 'id' }])
        .limit(size);
      if (after) query.whereRaw('(product_name, id) > (?, ?)', [after.name, after.id]);
      const rows = (await query) as ProductRow[];
      const lastRow = rows.length === size ? rows[rows.length - 1] : undefined;
      return {
        products: await withLinks(rows),
        ...(lastRow && { last: { name: String(lastRow.product_name), id: Number(lastRow.id) } }),
      };
    },

    /** Every product whose name holds `query` (case-insensitive), in the staff list's order, page by page. */
    async allMatching(query: string): Promise<Product[]> {
      const needle = query.trim().toLowerCase();
      const found: Product[] = [];
      let after: { name: string; id: number } | undefined;
      do {
        const page = await this.listPage(after, 200);
        found.push(...page.products.filter((p) => p.productName.toLowerCase().includes(needle)));
        after = page.last;
      } while (after);
      return found;
    },

    /** The products' current feed revisions (a revision changes with the product and with what it embeds). */
    async revisionsOf(codes: string[]): Promise<Map<string, number>> {
      const { rows } = (await db.raw(
        'select product_code, revision from products where product_code = any(?::text[])',
        [codes],
      )) as { rows: { product_code: string; revision: string }[] };
      return new Map(rows.map((row) => [row.product_code, Number(row.revision)]));
    },

    async findWithRevisions(codes: string[]): Promise<(Product & { revision: number })[]> {
      if (codes.length === 0) return [];
      const rows = (await db('products').whereIn('product_code', codes)) as ProductRow[];
      const products = await withLinks(rows);
      return products.map((p, i) => ({ ...p, revision: Number(rows[i]!.revision) }));
    },

    async listCodes(): Promise<Set<string>> {
      return new Set(
        (await db('products').select('product_code')).map((r: { product_code: string }) => r.product_code),
      );
    },

    /** Serialises seeding, so two servers seeding one database add each product once. */
    async lockForSeed(): Promise<void> {
      await db.raw('select pg_advisory_xact_lock(hashtext(?))', ['seed-catalogue']);
    },

    async count(): Promise<number> {
      const row = await db('products').count<{ count: string }[]>({ count: '*' }).first();
      return Number(row?.count ?? 0);
    },

    async findByCode(code: string): Promise<Product | undefined> {
      const row = await db('products').where({ product_code: code }).first();
      return row ? (await withLinks([row]))[0] : undefined;
    },

    /** Locks the product row for the rest of the transaction. */
    async lockByCode(
      code: string,
    ): Promise<{ id: number; version: number; bannerImage: string | null } | undefined> {
      const row = await db('products')
        .where({ product_code: code })
        .forUpdate()
        .first('id', 'version', 'banner_image');
      return row ? { id: Number(row.id), version: row.version, bannerImage: row.banner_image } : undefined;
    },

    async insert(data: ProductData, bannerImage: string | null, userId: number | null): Promise<void> {
      const [row] = await translatingErrors(
        () =>
          db('products')
            .insert({
              ...toProductColumns(data),
              banner_image: bannerImage,
              created_by: userId,
              updated_by: userId,
            })
            .returning('id'),
        {
          unique: {
            products_product_code_unique: () =>
              new ConflictError(duplicateCodeMessage(data.productCode), { field: 'productCode' }),
          },
        },
      );
      await replaceLinks(Number(row.id), data);
    },

    async update(id: number, data: ProductData, bannerImage: string | null, userId: number): Promise<void> {
      await db('products')
        .where({ id })
        .update({
          ...toProductColumns(data),
          banner_image: bannerImage,
          updated_by: userId,
          version: db.raw('version + 1'),
          updated_at: db.fn.now(),
        });
      await replaceLinks(id, data);
    },

    async deleteByCode(code: string): Promise<boolean> {
      return (await db('products').where({ product_code: code }).del()) > 0;
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
