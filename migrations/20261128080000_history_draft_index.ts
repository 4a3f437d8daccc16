import type { Knex } from 'knex';

// The change feed answers which of a client's submitted drafts are applied (`awaiting` on
// GET /api/sync/products, docs/decisions/035-one-way-back-for-a-write.md): it finds a draft's write in
// product_history by its draft id.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'create index product_history_draft_id_idx on product_history (draft_id) where draft_id is not null',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index product_history_draft_id_idx');
}
