import { describe, expect, it } from 'vitest';
import { migrateLatest, rollbackAll } from '../../server/db/migrations.ts';
import { useTestDatabase } from '../setup/use-test-app.ts';

describe('migrations', () => {
  const database = useTestDatabase();

  it('when every migration is rolled back and applied again, then the schema comes back whole', async () => {
    const { db } = database;
    const undone = await rollbackAll(db);
    expect(undone.length).toBeGreaterThan(0);
    expect(await db.schema.hasTable('users')).toBe(false);

    const applied = await migrateLatest(db);
    expect(applied).toEqual([...undone].reverse());
    expect(await db.schema.hasTable('users')).toBe(true);
    expect(await migrateLatest(db)).toEqual([]);
  });
});
