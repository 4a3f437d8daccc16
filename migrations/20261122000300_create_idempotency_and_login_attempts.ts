import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // The first answer to a POST/PUT with an Idempotency-Key, kept 24 h so a retry gets it back unchanged.
  await knex.schema.createTable('idempotency_keys', (t) => {
    t.bigInteger('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('key').notNullable();
    t.text('request_hash').notNullable();
    t.integer('response_status').notNullable();
    t.jsonb('response_body').notNullable();
    t.jsonb('response_headers').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.primary(['user_id', 'key']);
    t.index(['expires_at']);
  });

  // Sign-in attempts, kept in PostgreSQL so throttling holds across server processes.
  await knex.schema.createTable('login_attempts', (t) => {
    t.bigIncrements('id').primary();
    t.text('email').notNullable();
    t.text('ip').notNullable();
    t.boolean('succeeded').notNullable();
    t.timestamp('attempted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['email', 'attempted_at']);
    t.index(['ip', 'attempted_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('login_attempts');
  await knex.schema.dropTable('idempotency_keys');
}
