import type { Knex } from 'knex';

// Sign-in throttling moves to rate-limiter-flexible's PostgreSQL store: one row per limiter key, counted
// with one atomic upsert before the password is checked. Its columns are the library's (key, points,
// expire in epoch milliseconds), created here so the app never needs the right to create tables.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('login_throttle', (t) => {
    t.text('key').primary();
    t.integer('points').notNullable().defaultTo(0);
    t.bigInteger('expire');
    t.index(['expire']);
  });
  await knex.schema.dropTable('login_attempts');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.createTable('login_attempts', (t) => {
    t.bigIncrements('id').primary();
    t.text('email').notNullable();
    t.text('ip').notNullable();
    t.boolean('succeeded').notNullable();
    t.timestamp('attempted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['email', 'attempted_at']);
    t.index(['ip', 'attempted_at']);
  });
  await knex.schema.dropTable('login_throttle');
}
