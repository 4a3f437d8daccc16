// Runs the Knex migrations in migrations/ from source (.ts) or from the build (.js) under one name each,
// so a database migrated by `npm run db:migrate` (source) is current for `npm start` (build) too.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Knex } from 'knex';
import { MIGRATIONS_DIR } from '../paths.ts';

interface MigrationModule {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

const MIGRATION_FILE = /^(\d{14}_[a-z0-9_-]+)\.(ts|js)$/;

class DirectoryMigrationSource implements Knex.MigrationSource<string> {
  constructor(private readonly dir: string) {}

  async getMigrations(): Promise<string[]> {
    const files = await readdir(this.dir);
    return files.filter((f) => MIGRATION_FILE.test(f) && !f.endsWith('.d.ts')).sort();
  }

  getMigrationName(file: string): string {
    return file.replace(MIGRATION_FILE, '$1');
  }

  async getMigration(file: string): Promise<Knex.Migration> {
    const mod = (await import(pathToFileURL(path.join(this.dir, file)).href)) as MigrationModule;
    return { up: mod.up, down: mod.down };
  }
}

function migrationConfig(): Knex.MigratorConfig {
  return {
    migrationSource: new DirectoryMigrationSource(MIGRATIONS_DIR),
    tableName: 'knex_migrations',
  };
}

export async function migrateLatest(db: Knex): Promise<string[]> {
  const [, applied] = (await db.migrate.latest(migrationConfig())) as [number, string[]];
  return applied;
}

export async function rollbackAll(db: Knex): Promise<string[]> {
  const [, undone] = (await db.migrate.rollback(migrationConfig(), true)) as [number, string[]];
  return undone;
}

export async function rollbackLast(db: Knex): Promise<string[]> {
  const [, undone] = (await db.migrate.rollback(migrationConfig())) as [number, string[]];
  return undone;
}
