// What the app's own role may do once the migrations have run as the owner: read and write the rows of
// every table and use the sequences, and nothing more (no DDL, no TRUNCATE, no migration bookkeeping).
// Run after every migration run, so tables a new migration adds are covered.
import type { Knex } from 'knex';

const MIGRATION_TABLES = ['knex_migrations', 'knex_migrations_lock'];

export async function grantRuntimeAccess(db: Knex, role: string): Promise<void> {
  await db.transaction(async (trx) => {
    await trx.raw('revoke create on schema public from public');
    await trx.raw('grant usage on schema public to ??', [role]);
    await trx.raw('grant select, insert, update, delete on all tables in schema public to ??', [role]);
    await trx.raw('grant usage, select, update on all sequences in schema public to ??', [role]);
    for (const table of MIGRATION_TABLES) {
      if (await trx.schema.hasTable(table)) await trx.raw('revoke all on ?? from ??', [table, role]);
    }
  });
}
