import type { Knex } from 'knex';

// The staff change feed (docs/architecture.md §5, docs/decisions/007-change-feed-revisions.md). Products,
// ingredients and processes carry a `revision` from one sequence; a deleted product leaves a tombstone with
// its own revision. Triggers assign revisions under one transaction-level advisory lock held to commit, so
// revisions are drawn in commit order and a client that pulled "above N" can never miss a later-committing
// change below N. The server takes the same lock first in every catalogue write (server/modules/products,
// CATALOGUE_LOCK_KEY), so the trigger's own take of it never waits and writers never deadlock. Every change
// notifies `sync_changes` (delivered on commit) so servers can poke their clients.

/** Same literal as CATALOGUE_LOCK_KEY in server/modules/products/repository.ts (migrations import no app code). */
const LOCK = `hashtextextended('catalogue-revision', 0)`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw('create sequence catalogue_revision_seq as bigint');
  for (const table of ['products', 'ingredients', 'processes']) {
    await knex.raw(`alter table ${table} add column revision bigint`);
    await knex.raw(
      `update ${table} t set revision = s.r from (select id, nextval('catalogue_revision_seq') as r from ${table} order by id) s where s.id = t.id`,
    );
    await knex.raw(`alter table ${table} alter column revision set not null`);
    await knex.raw(`create index ${table}_revision_idx on ${table} (revision)`);
  }
  await knex.schema.createTable('product_tombstones', (t) => {
    t.text('product_code').primary();
    t.bigInteger('revision').notNullable();
    t.timestamp('deleted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('create index product_tombstones_revision_idx on product_tombstones (revision)');
  await knex.raw('create index product_tombstones_deleted_at_idx on product_tombstones (deleted_at)');
  // Per feed: tombstones up to this revision were purged, so an older cursor cannot be served (410).
  await knex.schema.createTable('sync_horizons', (t) => {
    t.text('collection').primary();
    t.bigInteger('purged_through').notNullable().defaultTo(0);
  });
  await knex.schema.alterTable('drafts', (t) => {
    t.jsonb('rejection').nullable();
  });

  await knex.raw(`
    create function catalogue_next_revision() returns bigint language plpgsql as $$
    begin
      perform pg_advisory_xact_lock(${LOCK});
      return nextval('catalogue_revision_seq');
    end $$;

    create function products_revision() returns trigger language plpgsql as $$
    begin
      new.revision := catalogue_next_revision();
      if tg_op = 'INSERT' then
        delete from product_tombstones where product_code = new.product_code;
      end if;
      return new;
    end $$;

    create function products_tombstone() returns trigger language plpgsql as $$
    begin
      insert into product_tombstones (product_code, revision)
        values (old.product_code, catalogue_next_revision())
        on conflict (product_code) do update set revision = excluded.revision, deleted_at = now();
      return old;
    end $$;

    -- An ingredient or process saved unchanged (every product save upserts them) keeps its revision; a real
    -- change takes a new one, and so do the products that embed it.
    create function linked_record_revision() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE'
        and (to_jsonb(old) - 'updated_at' - 'revision') = (to_jsonb(new) - 'updated_at' - 'revision') then
        new.revision := old.revision;
      else
        new.revision := catalogue_next_revision();
      end if;
      return new;
    end $$;

    create function linked_record_changed() returns trigger language plpgsql as $$
    begin
      if new.revision <> old.revision then
        if tg_table_name = 'ingredients' then
          update products set revision = 0
            where id in (select product_id from product_ingredients where ingredient_id = new.id);
        else
          update products set revision = 0
            where id in (select product_id from product_processes where process_id = new.id);
        end if;
      end if;
      return null;
    end $$;

    create function notify_sync_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('sync_changes', json_build_object('collection', tg_argv[0])::text);
      return null;
    end $$;

    -- A draft change pokes only its owner's devices.
    create function notify_draft_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('sync_changes', json_build_object('collection', 'drafts', 'owner', new.owner_id)::text);
      return null;
    end $$;

    create trigger drafts_notify after insert or update on drafts
      for each row execute function notify_draft_change();
    create trigger products_revision before insert or update on products
      for each row execute function products_revision();
    create trigger products_tombstone after delete on products
      for each row execute function products_tombstone();
    create trigger ingredients_revision before insert or update on ingredients
      for each row execute function linked_record_revision();
    create trigger processes_revision before insert or update on processes
      for each row execute function linked_record_revision();
    create trigger ingredients_changed after update on ingredients
      for each row execute function linked_record_changed();
    create trigger processes_changed after update on processes
      for each row execute function linked_record_changed();
    create trigger products_notify after insert or update or delete on products
      for each statement execute function notify_sync_change('products');
    create trigger ingredients_notify after insert or update or delete on ingredients
      for each statement execute function notify_sync_change('ingredients');
    create trigger processes_notify after insert or update or delete on processes
      for each statement execute function notify_sync_change('processes');
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop trigger drafts_notify on drafts;
    drop function notify_draft_change();
    drop trigger products_notify on products;
    drop trigger ingredients_notify on ingredients;
    drop trigger processes_notify on processes;
    drop trigger ingredients_changed on ingredients;
    drop trigger processes_changed on processes;
    drop trigger products_revision on products;
    drop trigger products_tombstone on products;
    drop trigger ingredients_revision on ingredients;
    drop trigger processes_revision on processes;
    drop function notify_sync_change();
    drop function linked_record_changed();
    drop function linked_record_revision();
    drop function products_tombstone();
    drop function products_revision();
    drop function catalogue_next_revision();
  `);
  await knex.schema.alterTable('drafts', (t) => {
    t.dropColumn('rejection');
  });
  await knex.schema.dropTable('sync_horizons');
  await knex.schema.dropTable('product_tombstones');
  for (const table of ['products', 'ingredients', 'processes']) {
    await knex.raw(`alter table ${table} drop column revision`);
  }
  await knex.raw('drop sequence catalogue_revision_seq');
}
