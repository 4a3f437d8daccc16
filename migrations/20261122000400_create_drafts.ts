import type { Knex } from 'knex';

// Wizard drafts synced to the server (docs/architecture.md §5). Every insert, update and delete takes a new
// revision from one sequence, so revisions only grow and a client can pull "what changed since N". A delete
// leaves a tombstone (deleted = true) so that pulls see the draft go; old tombstones are purged later.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create sequence draft_revision_seq as bigint');
  await knex.schema.createTable('drafts', (t) => {
    // Made by the client, so a draft has its id before it ever reaches the server.
    t.uuid('id').primary();
    t.bigInteger('owner_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.bigInteger('revision').notNullable().defaultTo(knex.raw(`nextval('draft_revision_seq')`));
    t.text('change_id').notNullable();
    t.boolean('deleted').notNullable().defaultTo(false);
    t.text('mode').notNullable();
    t.text('product_code').notNullable();
    t.text('product_name').notNullable();
    t.integer('version').nullable();
    t.smallint('step').notNullable();
    t.jsonb('data').notNullable();
    t.text('banner_image').nullable();
    t.text('banner_name').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // A pull reads one owner's drafts above a revision, in revision order.
    t.unique(['owner_id', 'revision']);
  });
  await knex.raw(`alter table drafts add constraint drafts_mode_check check (mode in ('add', 'edit'))`);
  // The maintenance purge looks for old tombstones only.
  await knex.raw('create index drafts_tombstones_idx on drafts (updated_at) where deleted');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('drafts');
  await knex.raw('drop sequence draft_revision_seq');
}
