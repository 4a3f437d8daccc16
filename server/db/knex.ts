// Creates the knex instance (the pg pool) and keeps a lost connection from crashing the process.
import knexFactory, { type Knex } from 'knex';
import type { Logger } from '../logger.ts';

export type { Knex };

export function createKnex(connectionString: string, log?: Logger): Knex {
  const db = knexFactory({
    client: 'pg',
    connection: { connectionString, connectionTimeoutMillis: 3000 },
    pool: {
      min: 0,
      max: 10,
      // An idle client whose server went away emits 'error' on the client; without a listener
      // that would be an uncaught exception. The pool discards the client; we only log.
      afterCreate(conn: { on(event: 'error', cb: (e: Error) => void): void }, done: (e?: Error) => void) {
        conn.on('error', (err) => log?.warn({ err }, 'database connection lost'));
        done();
      },
    },
    acquireConnectionTimeout: 5000,
    // An error's message quotes the SQL with placeholders, never the bound values (emails, password hashes).
    compileSqlOnError: false,
    // Knex prints to the console by default; its warnings belong in the request logs.
    log: {
      warn: (message: unknown) => log?.warn({ knex: String(message) }, 'knex'),
      error: (message: unknown) => log?.error({ knex: String(message) }, 'knex'),
      deprecate: (message: unknown) => log?.warn({ knex: String(message) }, 'knex deprecation'),
      debug: (message: unknown) => log?.debug({ knex: String(message) }, 'knex'),
    },
  });
  return db;
}

/** True when `SELECT 1` answers within the timeout. */
export async function pingDatabase(db: Knex, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('ping timeout')), timeoutMs);
    });
    await Promise.race([db.raw('select 1'), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
