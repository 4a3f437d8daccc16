// Idempotent seed data, run by `npm start` and `npm run db:seed`: the catalogue's products with their
// ingredients and processes. A product already present (seeded before, or edited by staff) is left alone.
import type { Knex } from 'knex';
import { productInputSchema } from '../../shared/product.ts';
import type { Logger } from '../logger.ts';
import { createProductsRepository } from '../modules/products/repository.ts';
import { CATALOGUE_PRODUCTS } from './seed/catalogue/all-products.ts';

export async function runSeeds(db: Knex, log: Logger): Promise<{ added: string[] }> {
  if (!(await db.schema.hasTable('products'))) {
    throw new Error('The database is not migrated: run `npm run db:migrate` first.');
  }
  const added: string[] = [];
  await db.transaction(async (trx) => {
    // Two servers seeding one database at once add each product once.
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', ['seed-catalogue']);
    const products = createProductsRepository(trx);
    const existing = new Set(
      (await trx('products').select('product_code')).map((r) => r.product_code as string),
    );
    for (const record of CATALOGUE_PRODUCTS) {
      const data = productInputSchema.parse(record);
      if (existing.has(data.productCode)) continue;
      await products.insert(data, null, null);
      added.push(data.productCode);
    }
  });
  if (added.length > 0) log.info({ count: added.length }, 'seeded catalogue products');
  return { added };
}
