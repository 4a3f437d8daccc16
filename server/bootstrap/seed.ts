// Idempotent seed data, run by `npm start` and `npm run db:seed`: the catalogue's products with their
// ingredients and processes. A product already present (seeded before, or edited by staff) is left alone.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import { productInputSchema } from '../../shared/product.ts';
import type { Logger } from '../logger.ts';
import type { MediaStorage } from '../modules/media/bucket.ts';
import { createMediaService, type MediaService } from '../modules/media/service.ts';
import { createProductsRepository } from '../modules/products/repository.ts';
import { PROJECT_ROOT } from '../paths.ts';
import { CATALOGUE_PRODUCTS } from './seed/catalogue/all-products.ts';

// The catalogue's own product banners (drawn by scripts/images/product-banners.ts); the first one becomes
// the seeded product's banner, stored like any upload so /product/{code} shows it from the server.
const BANNER_DIR = path.join(PROJECT_ROOT, 'pwa', 'public', 'images', 'products');

async function seedBanner(media: MediaService, productCode: string): Promise<string | null> {
  try {
    const bytes = await readFile(path.join(BANNER_DIR, `${productCode.toLowerCase()}-1.webp`));
    return (await media.store(bytes, null)).path;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** `storage`: where the banners go (MEDIA_STORE); PostgreSQL by default. */
export async function runSeeds(db: Knex, log: Logger, storage?: MediaStorage): Promise<{ added: string[] }> {
  if (!(await db.schema.hasTable('products'))) {
    throw new Error('The database is not migrated: run `npm run db:migrate` first.');
  }
  const added: string[] = [];
  await db.transaction(async (trx) => {
    const products = createProductsRepository(trx);
    const media = createMediaService(trx, undefined, storage);
    // Two servers seeding one database at once add each product once.
    await products.lockForSeed();
    await products.lockCatalogue();
    const existing = await products.listCodes();
    for (const record of CATALOGUE_PRODUCTS) {
      const data = productInputSchema.parse(record);
      if (existing.has(data.productCode)) continue;
      await products.insert(data, await seedBanner(media, data.productCode), null);
      added.push(data.productCode);
    }
  });
  if (added.length > 0) log.info({ count: added.length }, 'seeded catalogue products');
  return { added };
}
