import type { Knex } from 'knex';

// Revocations announced (issue #34): a user's token version or role changing (logout, a password change or
// reset, a role change) or the user being deleted notifies `session_changes` with the user's id, delivered
// on commit, so every server process can end that user's live event streams at once instead of at their
// next heartbeat. A trigger rather than the application, so no path that revokes can forget to announce it.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function notify_session_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('session_changes', json_build_object('user', old.id)::text);
      return null;
    end $$;

    create trigger users_session_changed after update of token_version, role on users
      for each row
      when (old.token_version is distinct from new.token_version or old.role is distinct from new.role)
      execute function notify_session_change();
    create trigger users_session_ended after delete on users
      for each row execute function notify_session_change();
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop trigger users_session_ended on users;
    drop trigger users_session_changed on users;
    drop function notify_session_change();
  `);
}
