import type { Knex } from 'knex';

// Product history and the audit log (issue #15). Every product write keeps the whole record as it was
// after the write (or before a deletion) in `product_history`, numbered per product code from 1, with who,
// when, from which draft and which client; rows are never deleted, and outlive the product and the user (a
// deleted user's name stays on their rows). `audit_events` is the ADMIN's log of who did what to users and
// products, and of sign-ins the throttle refused, with the address they came from.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('product_history', (t) => {
    t.bigIncrements('id').primary();
    t.text('product_code').notNullable();
    t.integer('seq').notNullable();
    t.text('action').notNullable();
    t.integer('product_version').nullable();
    t.jsonb('record').notNullable();
    t.bigInteger('actor_id').nullable().references('users.id').onDelete('SET NULL');
    t.text('actor_name').notNullable();
    t.text('draft_id').nullable();
    t.text('client').nullable();
    t.integer('restored_from').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['product_code', 'seq']);
  });
  await knex.raw(
    `alter table product_history add constraint product_history_action_check check (action in ('created', 'changed', 'deleted', 'restored'))`,
  );

  await knex.schema.createTable('audit_events', (t) => {
    t.bigIncrements('id').primary();
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.bigInteger('actor_id').nullable().references('users.id').onDelete('SET NULL');
    t.text('actor_name').notNullable();
    t.text('kind').notNullable();
    t.text('subject').notNullable();
    t.jsonb('details').notNullable().defaultTo('{}');
    t.text('ip').nullable();
    t.index(['at']);
    t.index(['kind', 'at']);
    t.index(['actor_id', 'at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('audit_events');
  await knex.schema.dropTable('product_history');
}
