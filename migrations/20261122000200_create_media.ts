import type { Knex } from 'knex';

// Uploaded images, re-encoded and stored by the SHA-256 of the stored bytes: the same image is one row,
// so uploading is idempotent by construction (docs/decisions/004-media-in-postgresql.md).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('media', (t) => {
    t.text('sha256').primary();
    t.text('ext').notNullable();
    t.text('mime_type').notNullable();
    t.integer('size').notNullable();
    t.integer('width').notNullable();
    t.integer('height').notNullable();
    t.binary('bytes').notNullable();
    t.bigInteger('uploaded_by').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table media add constraint media_sha256_hex check (sha256 ~ '^[a-f0-9]{64}$')`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('media');
}
