// Fills the products table up to a given count fast: batch inserts of copies of the seeded catalogue's
// records (full spec rows), three in four linked to one to three shared ingredients and one or two processes.
import type { Knex } from 'knex';
import { productInputSchema, type ProductData } from '../../shared/product.ts';
import { toProductColumns } from '../../server/modules/products/mapping.ts';
import { CATALOGUE_PRODUCTS } from '../../server/bootstrap/seed/catalogue/all-products.ts';

const CHUNK = 500;
const templates: ProductData[] = CATALOGUE_PRODUCTS.map((p) => productInputSchema.parse(p));

async function ids(db: Knex, table: string): Promise<number[]> {
  return (await db(table).select('id').orderBy('id')).map((r: { id: string }) => Number(r.id));
}

/** `count` distinct ids from `from`, starting at `start` (wrapping). */
function pick(from: number[], start: number, count: number): number[] {
  return Array.from({ length: Math.min(count, from.length) }, (_, k) => from[(start + k) % from.length]!);
}

const link = (productId: number, column: string) => (id: number, position: number) => ({
  product_id: productId,
  [column]: id,
  position,
});

/** Adds products named BENCH-nnnnn until the table holds `total` rows; returns how many it added. */
export async function fillProducts(db: Knex, total: number): Promise<number> {
  const existing = Number((await db('products').count<{ n: string }[]>({ n: '*' }))[0]!.n);
  if (existing >= total) return 0;
  const [ingredientIds, processIds, banners] = await Promise.all([
    ids(db, 'ingredients'),
    ids(db, 'processes'),
    db('products').whereNotNull('banner_image').pluck('banner_image') as Promise<string[]>,
  ]);
  const rows: Record<string, unknown>[] = [];
  for (let i = existing; i < total; i++) {
    const template = templates[i % templates.length]!;
    const code = `BENCH-${String(i).padStart(5, '0')}`;
    rows.push({
      ...toProductColumns({ ...template, productCode: code, productName: `${template.productName} ${i}` }),
      banner_image: i % 3 === 0 && banners.length > 0 ? banners[i % banners.length] : null,
    });
  }
  await db.transaction(async (trx) => {
    const inserted: { id: string }[] = [];
    for (let at = 0; at < rows.length; at += CHUNK) {
      inserted.push(
        ...(await trx('products')
          .insert(rows.slice(at, at + CHUNK))
          .returning('id')),
      );
    }
    const ingredientLinks = [];
    const processLinks = [];
    for (const [n, row] of inserted.entries()) {
      if (n % 4 === 3) continue;
      const productId = Number(row.id);
      ingredientLinks.push(...pick(ingredientIds, n * 7, 1 + (n % 3)).map(link(productId, 'ingredient_id')));
      processLinks.push(...pick(processIds, n * 5, 1 + (n % 2)).map(link(productId, 'process_id')));
    }
    await trx.batchInsert('product_ingredients', ingredientLinks, CHUNK * 2);
    await trx.batchInsert('product_processes', processLinks, CHUNK * 2);
  });
  return rows.length;
}
