// A test that holds a lock and lets another writer run must know that writer is really waiting on the lock,
// not merely hope so after a pause: PostgreSQL's pg_stat_activity says which sessions wait on a lock.
import type { Knex } from '../../server/db/knex.ts';
import { waitUntil } from './wait-until.ts';

/** Resolves once `count` sessions on this database wait on a lock; fails if they do not within 5 s. */
export async function waitForBlockedWriters(db: Knex, count = 1): Promise<void> {
  await waitUntil(`${count} session(s) waiting on a lock`, async () => {
    const rows = await db
      .select('pid')
      .from('pg_stat_activity')
      .where({ wait_event_type: 'Lock' })
      .andWhereRaw('datname = current_database()');
    return rows.length >= count;
  });
}
