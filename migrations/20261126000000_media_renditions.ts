import type { Knex } from 'knex';

// Smaller copies of a stored image, as WebP, made the first time each width is asked for
// (MEDIA_RENDITION_WIDTHS in shared/media-names.ts): a phone fetches the width its screen needs, not the upload.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('media_renditions', (t) => {
    t.text('sha256').notNullable().references('sha256').inTable('media').onDelete('CASCADE');
    t.integer('width_asked').notNullable();
    t.integer('width').notNullable();
    t.integer('height').notNullable();
    t.integer('size').notNullable();
    t.binary('bytes').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['sha256', 'width_asked']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('media_renditions');
}
