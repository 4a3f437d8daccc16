// The embedded cluster's roles and credentials: the superuser that owns the application database, and the
// runtime role the app connects as (login and the database, nothing else), with their passwords kept in
// DATA_DIR (mode 0600); the connection strings of each; and SCRAM for every connection.
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import pg from 'pg';
import type { Logger } from '../logger.ts';

export interface Credentials {
  /** The cluster's superuser, which owns the application database and its tables. */
  user: string;
  password: string;
  /** The role the running app connects as (created on start when missing). */
  runtimeUser: string;
  runtimePassword: string;
}

const RUNTIME_ROLE = 'app_runtime';

/** The cluster's credentials; a folder from before the runtime role gets one added (and kept). */
export async function loadOrCreateCredentials(file: string): Promise<Credentials> {
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

export function connectionBase(credentials: Credentials, port: number): string {
  return `postgres://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}`;
}

export function runtimeUrl(credentials: Credentials, port: number, database: string): string {
  const who = `${encodeURIComponent(credentials.runtimeUser)}:${encodeURIComponent(credentials.runtimePassword)}`;
  return `postgres://${who}@127.0.0.1:${port}/${database}`;
}

/**
 * Every pg_hba.conf rule asks for scram-sha-256: a new cluster is initialised so, and a folder initialised
 * before (with cleartext `password` or `md5`) is rewritten on start. Passwords are stored as SCRAM
 * verifiers (PostgreSQL's default since 14), so the same credentials keep working.
 */
export async function requireScram(hbaFile: string, log: Logger): Promise<void> {
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
export async function ensureRuntimeRole(
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

export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}
