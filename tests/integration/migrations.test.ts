import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateLatest, rollbackAll } from '../../server/db/migrations.ts';
import { createTestDatabase, type TestDatabase } from '../setup/test-database.ts';

describe('migrations', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

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
