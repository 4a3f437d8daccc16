import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.bigIncrements('id').primary();
    t.text('username').notNullable();
    t.text('email').notNullable();
    t.text('password_hash').notNullable();
    t.text('role').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    `alter table users add constraint users_role_check check (role in ('ADMIN', 'PRODUCT_MANAGER', 'DATA_CURATOR'))`,
  );
  // Emails and usernames are unique whatever their case, as a person reading them would expect.
  await knex.raw('create unique index users_email_unique on users (lower(email))');
  await knex.raw('create unique index users_username_unique on users (lower(username))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('users');
}
