// A database of the test file's own, cloned from the migrated template: files never see each other's rows.
// With `{ empty: true }` it is a database without tables (no migration has run on it).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createKnex, type Knex } from '../../server/db/knex.ts';
import { withDatabase } from './global-database.ts';

export interface TestDatabase {
  url: string;
  db: Knex;
  drop(): Promise<void>;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase({ empty = false }: { empty?: boolean } = {}): Promise<TestDatabase> {
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}${empty ? '' : ` template ${inject('templateDatabase')}`}`);
  const url = withDatabase(inject('adminDatabaseUrl'), name);
  const db = createKnex(url);
  return {
    url,
    db,
    async drop() {
      await db.destroy();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}
