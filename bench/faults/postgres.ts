// The faults bench's PostgreSQL: embedded, in a temp folder, on a fixed port so it can be stopped (fast
// shutdown) and started again under running servers, with one database per scenario.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  freePort,
  startEmbeddedPostgres,
  type EmbeddedPostgresHandle,
} from '../../server/db/embedded-postgres.ts';
import { createLogger } from '../../server/logger.ts';

export interface BenchPostgres {
  /** The connection string of a database of this cluster (created by `createDatabase`). */
  url(database: string): string;
  createDatabase(database: string): Promise<string>;
  /** SIGINT to the postmaster: PostgreSQL's fast shutdown, open transactions rolled back. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  dispose(): Promise<void>;
}

export async function startBenchPostgres(): Promise<BenchPostgres> {
  const log = createLogger('silent');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vv-bench-faults-'));
  const port = await freePort();
  const boot = () => startEmbeddedPostgres({ clusterDir: path.join(dir, 'pg'), database: 'app', log, port });
  let handle: EmbeddedPostgresHandle | undefined = await boot();
  const adminUrl = handle.adminUrl;
  const url = (database: string) => {
    const u = new URL(adminUrl);
    u.pathname = `/${database}`;
    return u.toString();
  };

  return {
    url,
    async createDatabase(database) {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`create database ${client.escapeIdentifier(database)}`);
      } finally {
        await client.end();
      }
      return url(database);
    },
    async stop() {
      await handle?.stop();
      handle = undefined;
    },
    async start() {
      handle ??= await boot();
    },
    async dispose() {
      await handle?.stop();
      handle = undefined;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
