// `npm run db:migrate | db:rollback [--all] | db:seed` against DATABASE_URL, or the embedded
// PostgreSQL under DATA_DIR when it is not set.
import { loadConfig } from '../config.ts';
import { openCliDatabase } from './cli-database.ts';
import { createLogger } from '../logger.ts';
import { migrateLatest, rollbackAll, rollbackLast } from '../db/migrations.ts';
import { mediaStorageFrom } from '../modules/media/bucket.ts';
import { runSeeds } from './seed.ts';

const command = process.argv[2];
const all = process.argv.includes('--all');
if (command !== 'migrate' && command !== 'rollback' && command !== 'seed') {
  console.error('usage: tsx server/bootstrap/cli.ts migrate | rollback [--all] | seed');
  process.exit(2);
}

const config = loadConfig();
const log = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
const { db, close } = await openCliDatabase(config, log);

try {
  if (command === 'migrate') {
    const applied = await migrateLatest(db);
    console.log(applied.length ? `applied: ${applied.join(', ')}` : 'already up to date');
  } else if (command === 'rollback') {
    const undone = all ? await rollbackAll(db) : await rollbackLast(db);
    console.log(undone.length ? `rolled back: ${undone.join(', ')}` : 'nothing to roll back');
  } else {
    const storage = mediaStorageFrom(config);
    try {
      await runSeeds(db, log, storage);
    } finally {
      storage.bucket?.close();
    }
    console.log('seeded');
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await close();
}
