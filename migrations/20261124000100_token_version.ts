import type { Knex } from 'knex';

// Revocable sessions: every token carries the user's token version (`tv`); bumping it (logout, a password
// change or reset, a role change) ends every token issued before.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.integer('token_version').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('token_version');
  });
}
