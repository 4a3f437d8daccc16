// The database a command-line task works on: DATABASE_URL, or else the embedded PostgreSQL under DATA_DIR,
// attached to while the product runs on it, started for the task (and stopped after it) when it does not.
import path from 'node:path';
import type { Config } from '../config.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { createKnex, type Knex } from '../db/knex.ts';
import type { Logger } from '../logger.ts';

export interface CliDatabase {
  db: Knex;
  /** Ends the pool, and stops the embedded PostgreSQL if the task started it. */
  close(): Promise<void>;
}

export async function openCliDatabase(config: Config, log: Logger): Promise<CliDatabase> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({
        clusterDir: path.join(config.dataDir, 'pg'),
        database: 'app',
        log,
        attachIfRunning: true,
      });
  const db = createKnex(config.databaseUrl ?? embedded!.url, log);
  return {
    db,
    close: async () => {
      await db.destroy();
      await embedded?.stop();
    },
  };
}
