import type { Knex } from 'knex';

// Products keep their scalar fields and flags as columns and the spec's row lists as JSONB validated by
// the shared zod schema (docs/decisions/003-jsonb-for-spec-rows.md). Ingredients and processes are
// records of their own, linked in order, so a product's list keeps the order the user gave it.

const TEXT_FIELDS = [
  'product_description',
  'product_category',
  'origin',
  'form',
  'scope',
  'type',
  'function',
  'functional_use',
  'recommended_use',
  'directions_for_use',
  'intended_use',
  'recommendation',
  'disclaimer',
  'benefits',
  'unique_proposition',
  'ingredient_sources',
  'process_description',
  'extraction_type',
  'ratio',
  'drying',
  'excipients',
];

const FLAGS = [
  'toxicity',
  'stability',
  'activity',
  'clinical',
  'botanical_identity',
  'broad_spectrum',
  'green_chemistry',
  'agriculture',
  'organic_stewardship',
  'quality_by_design',
  'third_party_enabled',
  'non_gmo_validation',
  'climate_smart_interventions',
  'livelihood_mission',
  'igar',
  'qcaf_monitored',
  'comprehensive_safety_profile',
  'bio_availability_differential',
  'real_time_stability',
  'active_cellular_nutrition',
];

const ROW_LISTS = [
  'actives',
  'ingredient_composition',
  'processing_aids',
  'product_compliance',
  'organoleptic_properties',
  'heavy_metals',
  'microbiology',
  'nutritional_information',
  'allergen_information',
];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ingredients', (t) => {
    t.bigIncrements('id').primary();
    t.text('ingredient_code').notNullable().unique();
    t.text('common_name').notNullable();
    t.text('scientific_name').notNullable();
    t.jsonb('attributes').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('processes', (t) => {
    t.bigIncrements('id').primary();
    t.text('process_code').notNullable().unique();
    t.text('process_description').notNullable();
    t.jsonb('attributes').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('products', (t) => {
    t.bigIncrements('id').primary();
    t.text('product_code').notNullable().unique();
    t.text('product_name').notNullable();
    for (const f of TEXT_FIELDS) t.text(f).notNullable().defaultTo('');
    for (const f of FLAGS) t.boolean(f).notNullable().defaultTo(false);
    for (const f of ROW_LISTS) t.jsonb(f).notNullable().defaultTo('[]');
    t.text('banner_image');
    t.integer('version').notNullable().defaultTo(1);
    t.bigInteger('created_by').references('id').inTable('users').onDelete('SET NULL');
    t.bigInteger('updated_by').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('create index products_name_idx on products (lower(product_name))');

  await knex.schema.createTable('product_ingredients', (t) => {
    t.bigInteger('product_id').notNullable().references('id').inTable('products').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.bigInteger('ingredient_id').notNullable().references('id').inTable('ingredients').onDelete('RESTRICT');
    t.primary(['product_id', 'position']);
    t.unique(['product_id', 'ingredient_id']);
    t.index(['ingredient_id']);
  });

  await knex.schema.createTable('product_processes', (t) => {
    t.bigInteger('product_id').notNullable().references('id').inTable('products').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.bigInteger('process_id').notNullable().references('id').inTable('processes').onDelete('RESTRICT');
    t.primary(['product_id', 'position']);
    t.unique(['product_id', 'process_id']);
    t.index(['process_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('product_processes');
  await knex.schema.dropTable('product_ingredients');
  await knex.schema.dropTable('products');
  await knex.schema.dropTable('processes');
  await knex.schema.dropTable('ingredients');
}
