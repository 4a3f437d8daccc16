// `npm run db:backup` and `npm run db:restore` (bootstrap/backup-cli.ts): PostgreSQL's own pg_dump in its
// custom format, one consistent snapshot of the whole database (images included while they live in it), and
// pg_restore into an empty DATA_DIR (a new embedded cluster) or an empty DATABASE_URL database. The programs
// come from PG_DUMP / PG_RESTORE, the embedded binaries or the system; none is bundled by npm.
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { OperatorError } from '../errors/operator-error.ts';
import type { Logger } from '../logger.ts';
import { embeddedBinDir, findRunningPostmaster, startEmbeddedPostgres } from './embedded-postgres.ts';
import { createKnex } from './knex.ts';
import { grantRuntimeAccess } from './runtime-access.ts';

export const INSTALL_HINT =
  'Debian/Ubuntu: apt-get install postgresql-client; macOS: brew install libpq; ' +
  'or see https://www.postgresql.org/download/';

export interface PgTool {
  path: string;
  /** The major version (15 for "pg_dump (PostgreSQL) 15.18"). */
  major: number;
  version: string;
}

type ToolName = 'pg_dump' | 'pg_restore';

async function toolVersion(file: string): Promise<PgTool | undefined> {
  try {
    const { stdout } = await promisify(execFile)(file, ['--version']);
    const match = /\(PostgreSQL\)\s+((\d+)[.\w]*)/.exec(stdout);
    return match ? { path: file, major: Number(match[2]), version: match[1]! } : undefined;
  } catch {
    return undefined;
  }
}

/** Where a pg_dump or pg_restore may be: the embedded binaries, PATH, and Debian's per-version folders. */
async function candidates(name: ToolName): Promise<string[]> {
  const dirs = [await embeddedBinDir(), ...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean)];
  for (const root of ['/usr/lib/postgresql']) {
    const versions = await readdir(root).catch(() => [] as string[]);
    dirs.push(...versions.map((v) => path.join(root, v, 'bin')));
  }
  return [...new Set(dirs.map((dir) => path.join(dir, name)))].filter((file) => existsSync(file));
}

/**
 * The program to use: `configured` (PG_DUMP / PG_RESTORE) when set, else the newest found. pg_dump refuses a
 * server of a newer major version, so `atLeastMajor` is the server's; the message says what to install.
 */
export async function findPgTool(
  name: ToolName,
  atLeastMajor: number,
  configured: string | undefined,
): Promise<PgTool> {
  const variable = name === 'pg_dump' ? 'PG_DUMP' : 'PG_RESTORE';
  let tool: PgTool | undefined;
  if (configured) {
    tool = await toolVersion(configured);
    if (!tool) throw new OperatorError(`${variable}=${configured} is not a ${name} that runs.`);
  } else {
    const found = (await Promise.all((await candidates(name)).map(toolVersion))).filter(
      (t): t is PgTool => t !== undefined,
    );
    tool = found.sort((a, b) => b.major - a.major)[0];
    if (!tool) {
      throw new OperatorError(
        `${name} was not found. Install PostgreSQL's client programs, version ${atLeastMajor} or newer ` +
          `(${INSTALL_HINT}), or set ${variable} to the ${name} to use.`,
      );
    }
  }
  if (tool.major < atLeastMajor) {
    throw new OperatorError(
      `${name} ${tool.version} (${tool.path}) cannot work with PostgreSQL ${atLeastMajor}: install ${name} ` +
        `${atLeastMajor} or newer (${INSTALL_HINT}) or set ${variable} to one.`,
    );
  }
  return tool;
}

/** A connection string without its password, and the password apart (for PGPASSWORD, never in argv). */
function libpqTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: { ...process.env, ...(password && { PGPASSWORD: password }) } };
}

/** Runs a program to its end; its stderr (PostgreSQL's own words) is the message of a failure. */
function run(file: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(out)
        : reject(new OperatorError(`${path.basename(file)} failed (exit ${code}):\n${err.trim()}`)),
    );
  });
}

export async function serverMajorVersion(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>("select current_setting('server_version_num') as v");
    const major = Math.floor(Number(rows[0]?.v) / 10_000);
    if (!Number.isInteger(major)) throw new Error(`Cannot read the server's version (${rows[0]?.v})`);
    return major;
  } finally {
    await client.end();
  }
}

export interface BackupResult {
  file: string;
  bytes: number;
  tool: PgTool;
}

/**
 * pg_dump --format=custom of the database at `url` into `file`: one snapshot (pg_dump's repeatable-read
 * transaction), so a backup of the running product is consistent. Written beside `file` (mode 0600) and
 * renamed into place once complete, so a failed backup never leaves a truncated file under the name asked for.
 */
export async function backupDatabase(
  url: string,
  file: string,
  configuredPgDump = process.env.PG_DUMP,
): Promise<BackupResult> {
  const tool = await findPgTool('pg_dump', await serverMajorVersion(url), configuredPgDump);
  const target = path.resolve(file);
  await mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.partial-${process.pid}`;
  const { dbname, env } = libpqTarget(url);
  try {
    await run(tool.path, ['--format=custom', `--file=${partial}`, `--dbname=${dbname}`], env);
    // Password hashes and every draft are in it: readable by its owner only, as DATA_DIR's secrets are.
    await chmod(partial, 0o600);
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { file: target, bytes: (await stat(target)).size, tool };
}

/** The tables a backup holds ("public.products"), read from its table of contents (pg_restore --list). */
async function tablesInBackup(tool: PgTool, file: string): Promise<string[]> {
  if (!existsSync(file)) throw new OperatorError(`${file} does not exist.`);
  let list: string;
  try {
    list = await run(tool.path, ['--list', file], process.env);
  } catch (error) {
    throw new OperatorError(
      `${file} is not a backup that pg_restore ${tool.version} can read (a backup is made by ` +
        `npm run db:backup; one from a newer pg_dump needs a pg_restore at least as new).\n` +
        (error as Error).message,
    );
  }
  const tables: string[] = [];
  for (const line of list.split('\n')) {
    const match = /^\d+; \d+ \d+ TABLE (\S+) (\S+) /.exec(line);
    if (match) tables.push(`${match[1]}.${match[2]}`);
  }
  if (tables.length === 0)
    throw new OperatorError(`${file} holds no tables: it is not a backup of the product.`);
  return tables;
}

function restoreArgs(file: string, dbname: string, clean: boolean): string[] {
  return [
    // Objects belong to whoever restores (the embedded cluster's owner, or DATABASE_URL's role), as they
    // would after the product's own migrations; the runtime role's rights are granted again afterwards.
    '--no-owner',
    '--no-acl',
    '--exit-on-error',
    '--single-transaction',
    ...(clean ? ['--clean', '--if-exists'] : []),
    `--dbname=${dbname}`,
    file,
  ];
}

export interface RestoreOptions {
  force: boolean;
  log: Logger;
  configuredPgRestore?: string | undefined;
}

async function isEmptyFolder(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/**
 * Fills `dataDir` from a backup: a new embedded cluster (initdb, the roles and database the product makes,
 * pg_restore, the runtime role's rights), built in a folder of its own inside `dataDir` and moved into
 * place only once complete. A non-empty `dataDir` is refused unless `force`, which replaces its database
 * (never while a product runs on it); other files there (jwt-secret) stay.
 */
export async function restoreIntoDataDir(file: string, dataDir: string, opts: RestoreOptions): Promise<void> {
  const tool = await findPgTool('pg_restore', 0, opts.configuredPgRestore ?? process.env.PG_RESTORE);
  await tablesInBackup(tool, file);
  const clusterDir = path.join(dataDir, 'pg');
  const credentials = path.join(dataDir, 'pg.credentials.json');
  if (!(await isEmptyFolder(dataDir))) {
    if (!opts.force) {
      throw new OperatorError(
        `DATA_DIR ${dataDir} is not empty: restoring would replace the database there. Restore into an ` +
          'empty or new DATA_DIR, or add --force to replace it (with the product stopped).',
      );
    }
    const running = await findRunningPostmaster(clusterDir);
    if (running) {
      throw new OperatorError(
        `The product's PostgreSQL is running on DATA_DIR ${dataDir} (pid ${running.pid}): stop the product, ` +
          'then restore again.',
      );
    }
  }

  const work = path.join(dataDir, `.restore-${process.pid}`);
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  try {
    const embedded = await startEmbeddedPostgres({
      clusterDir: path.join(work, 'pg'),
      database: 'app',
      log: opts.log,
    });
    try {
      const { dbname, env } = libpqTarget(embedded.url);
      await run(tool.path, restoreArgs(path.resolve(file), dbname, false), env);
      const owner = createKnex(embedded.url, opts.log);
      try {
        await grantRuntimeAccess(owner, embedded.runtimeRole);
      } finally {
        await owner.destroy();
      }
    } finally {
      await embedded.stop();
    }
    await rm(clusterDir, { recursive: true, force: true });
    await rm(credentials, { force: true });
    await rename(path.join(work, 'pg'), clusterDir);
    await rename(path.join(work, 'pg.credentials.json'), credentials);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Fills the database at `url` from a backup. One that already holds any of the backup's tables is refused
 * unless `force`, which drops and recreates them (pg_restore --clean --if-exists), all in one transaction.
 */
export async function restoreIntoDatabase(file: string, url: string, opts: RestoreOptions): Promise<void> {
  const tool = await findPgTool('pg_restore', 0, opts.configuredPgRestore ?? process.env.PG_RESTORE);
  const tables = await tablesInBackup(tool, file);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let present: string[];
  try {
    const { rows } = await client.query<{ name: string }>(
      `select table_schema || '.' || table_name as name from information_schema.tables
        where table_schema || '.' || table_name = any($1::text[]) order by 1`,
      [tables],
    );
    present = rows.map((r) => r.name);
  } finally {
    await client.end();
  }
  if (present.length > 0 && !opts.force) {
    const named = present.slice(0, 5).join(', ') + (present.length > 5 ? ', …' : '');
    throw new OperatorError(
      `The database of DATABASE_URL already holds ${present.length} of the backup's tables (${named}): ` +
        'restoring would replace them. Restore into an empty database, or add --force to replace them ' +
        '(with the product stopped).',
    );
  }
  const { dbname, env } = libpqTarget(url);
  await run(tool.path, restoreArgs(path.resolve(file), dbname, present.length > 0), env);
}
