// `npm run db:backup -- FILE` and `npm run db:restore -- FILE [--force]`, against DATABASE_URL or the
// embedded PostgreSQL under DATA_DIR (db/backup.ts). Messages are for people; the exit code is 0 on success,
// 1 on failure and 2 on a usage mistake.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { backupDatabase, restoreIntoDatabase, restoreIntoDataDir } from '../db/backup.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { OperatorError } from '../errors/operator-error.ts';
import { createLogger } from '../logger.ts';

const USAGE = 'usage: npm run db:backup -- FILE\n       npm run db:restore -- FILE [--force]';

const [command, ...args] = process.argv.slice(2);
const flags = args.filter((a) => a.startsWith('--'));
const files = args.filter((a) => !a.startsWith('--'));
const allowed = command === 'restore' ? ['--force'] : [];
if (
  (command !== 'backup' && command !== 'restore') ||
  files.length !== 1 ||
  flags.some((f) => !allowed.includes(f))
) {
  console.error(USAGE);
  process.exit(2);
}
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]!);
const force = flags.includes('--force');

function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

async function backup(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  if (config.databaseUrl) {
    const result = await backupDatabase(config.databaseUrl, file);
    console.log(
      `Backed up DATABASE_URL's database to ${result.file} (${megabytes(result.bytes)}, pg_dump ${result.tool.version}).`,
    );
    return;
  }
  const clusterDir = path.join(config.dataDir, 'pg');
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    throw new OperatorError(
      `There is no database in DATA_DIR ${config.dataDir}: nothing to back up. Set DATA_DIR to the ` +
        "product's data folder, or DATABASE_URL to its database.",
    );
  }
  // The running product's own PostgreSQL when it runs (left running), else started for the backup and stopped.
  const embedded = await startEmbeddedPostgres({ clusterDir, database: 'app', log, attachIfRunning: true });
  try {
    const result = await backupDatabase(embedded.url, file);
    console.log(
      `Backed up the database in ${config.dataDir} to ${result.file} (${megabytes(result.bytes)}, pg_dump ${result.tool.version}).`,
    );
  } finally {
    await embedded.stop();
  }
}

async function restore(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  if (config.databaseUrl) {
    await restoreIntoDatabase(file, config.databaseUrl, { force, log });
    console.log(`Restored ${file} into DATABASE_URL's database. Start the product on it: npm start`);
    return;
  }
  await restoreIntoDataDir(file, config.dataDir, { force, log });
  console.log(`Restored ${file} into DATA_DIR ${config.dataDir}. Start the product on it: npm start`);
}

try {
  await (command === 'backup' ? backup() : restore());
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
