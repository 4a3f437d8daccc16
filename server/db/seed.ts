// Idempotent seed data, run by `npm start` and `npm run db:seed`. Safe to run any number of times.
import type { Knex } from 'knex';
import type { Logger } from '../logger.ts';

export async function runSeeds(db: Knex, log: Logger): Promise<void> {
  // The catalogue's products, ingredients and processes are seeded once the product schema exists.
  const migrated = await db.schema.hasTable('users');
  if (!migrated) throw new Error('The database is not migrated: run `npm run db:migrate` first.');
  log.debug('seed: nothing to add yet');
}
