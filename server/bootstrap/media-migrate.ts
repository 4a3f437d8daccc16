// `npm run media:migrate [-- --to s3|postgres]`: moves every stored image and rendition into the S3 bucket
// (the default) or back into PostgreSQL (server/modules/media/migrate.ts), against DATABASE_URL or the
// embedded PostgreSQL under DATA_DIR, with the bucket of the S3_* settings. Safe to run while the servers
// serve, and again after a run was cut short: it moves only what is left, and prints what it did.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openCliDatabase } from './cli-database.ts';
import { createLogger } from '../logger.ts';
import { createMediaBucket } from '../modules/media/bucket.ts';
import { migrateMedia, type MoveCounts } from '../modules/media/migrate.ts';

const USAGE = 'usage: npm run media:migrate -- [--to s3|postgres]';

let to: 'postgres' | 's3';
try {
  const { values } = parseArgs({ options: { to: { type: 'string', default: 's3' } } });
  if (values.to !== 's3' && values.to !== 'postgres') throw new Error(`--to must be s3 or postgres`);
  to = values.to;
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
if (!config.s3) {
  console.error(
    'media:migrate needs the bucket: set S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY ' +
      '(and S3_ENDPOINT, S3_FORCE_PATH_STYLE for a server other than AWS).',
  );
  process.exit(1);
}

const log = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
const bucket = createMediaBucket(config.s3);
const { db, close } = await openCliDatabase(config, log);

const line = (what: string, c: MoveCounts) =>
  `${what}: ${c.moved} moved to ${to}, ${c.alreadyThere} already there, ${c.failed} failed`;

try {
  const report = await migrateMedia(db, bucket, to);
  console.log(line('images', report.images));
  console.log(line('renditions', report.renditions));
  for (const problem of report.problems) console.error(problem);
  if (report.problems.length > 0) process.exitCode = 1;
} catch (error) {
  // A bucket that cannot be used (unreachable, refused credentials, no such bucket) says why in its cause.
  const cause = (error as { cause?: { name?: string; message?: string } }).cause;
  console.error(error instanceof Error ? error.message : error);
  if (cause) console.error(`(${[cause.name, cause.message].filter(Boolean).join(': ')})`);
  process.exitCode = 1;
} finally {
  await close();
  bucket.close();
}
