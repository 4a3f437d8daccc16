import type { Knex } from 'knex';

// With MEDIA_STORE=s3 an image's bytes (and its renditions') live in the S3 bucket: the row stays, with
// `bytes` NULL (docs/decisions/031-media-in-s3.md). Rolling back needs every image in PostgreSQL first
// (`npm run media:migrate -- --to postgres`); PostgreSQL refuses it otherwise.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table media alter column bytes drop not null');
  await knex.raw('alter table media_renditions alter column bytes drop not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table media alter column bytes set not null');
  await knex.raw('alter table media_renditions alter column bytes set not null');
}
