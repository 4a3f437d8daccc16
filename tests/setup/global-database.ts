// Once per integration run: a real PostgreSQL (embedded in a temp folder, or TEST_DATABASE_URL) and a
// migrated template database. Each test file clones the template into a database of its own.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../../server/db/embedded-postgres.ts';
import { createKnex } from '../../server/db/knex.ts';
import { migrateLatest } from '../../server/db/migrations.ts';
import { createLogger } from '../../server/logger.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export default async function setup(project: TestProject) {
  const log = createLogger('warn');
  let embedded: EmbeddedPostgresHandle | undefined;
  let tempDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'vv-itest-'));
    embedded = await startEmbeddedPostgres({ clusterDir: path.join(tempDir, 'pg'), database: 'app', log });
    adminUrl = embedded.adminUrl;
  }

  const template = `test_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const db = createKnex(withDatabase(adminUrl, template));
  await migrateLatest(db);
  await db.destroy();

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', template);

  return async () => {
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
    await embedded?.stop();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  };
}
