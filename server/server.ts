// Starts the product: the database side once (embedded PostgreSQL unless DATABASE_URL, migrations, seed,
// first ADMIN, JWT secret), then HTTP, in this process or in WEB_CONCURRENCY cluster workers (main.ts).
// Each stop() shuts down in order; main.ts wires them to signals.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createApp } from './app.ts';
import { loadJwtSecret } from './auth/jwt-secret.ts';
import { ensureFirstAdmin } from './bootstrap/first-admin.ts';
import type { Config } from './config.ts';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from './db/embedded-postgres.ts';
import { createKnex } from './db/knex.ts';
import { migrateLatest } from './db/migrations.ts';
import { grantRuntimeAccess } from './db/runtime-access.ts';
import { mediaStorageFrom } from './modules/media/bucket.ts';
import { runSeeds } from './bootstrap/seed.ts';
import type { Logger } from './logger.ts';
import { startMaintenance } from './maintenance.ts';

const DRAIN_TIMEOUT_MS = 10_000;

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** What the HTTP processes need once the database is ready. */
export interface PreparedDatabase {
  /** The app's own connection string (the embedded database's runtime role, or DATABASE_URL). */
  appUrl: string;
  jwtSecret: string;
  /** Set when this process started the embedded PostgreSQL (and must stop it). */
  embedded?: EmbeddedPostgresHandle;
}

/**
 * The database side of a start, done once however many HTTP processes follow: PostgreSQL (embedded unless
 * DATABASE_URL), migrations, the seed and the first ADMIN as the owner, the runtime role's rights, and the
 * JWT secret.
 */
export async function prepareDatabase(config: Config, log: Logger): Promise<PreparedDatabase> {
  let embedded: EmbeddedPostgresHandle | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({
      clusterDir: path.join(config.dataDir, 'pg'),
      database: 'app',
      log,
    });
    databaseUrl = embedded.url;
    log.info({ dataDir: config.dataDir }, 'embedded PostgreSQL is running');
  }

  // Migrations, seeds and the first ADMIN run as the database's owner; the embedded database's app then
  // connects as its own role without superuser rights (with DATABASE_URL, that URL's role does both).
  const owner = createKnex(databaseUrl, log);
  try {
    const applied = await migrateLatest(owner);
    if (applied.length > 0) log.info({ migrations: applied }, 'database migrated');
    const storage = mediaStorageFrom(config);
    try {
      await runSeeds(owner, log, storage);
    } finally {
      storage.bucket?.close();
    }
    const created = await ensureFirstAdmin(owner, {
      email: config.adminEmail,
      password: config.adminPassword,
      username: config.adminUsername,
    });
    if (created) announceFirstAdmin(created.user.email, created.generatedPassword, log);
    if (embedded) await grantRuntimeAccess(owner, embedded.runtimeRole);
    const jwtSecret = await loadJwtSecret(config.jwtSecret, config.dataDir);
    return { appUrl: embedded ? embedded.runtimeUrl : databaseUrl, jwtSecret, ...(embedded && { embedded }) };
  } catch (error) {
    await embedded?.stop();
    throw error;
  } finally {
    await owner.destroy();
  }
}

/**
 * One HTTP process: its own pool, the app and the listening socket (shared with its siblings when it is a
 * cluster worker, whose GET /metrics then answers the whole cluster's), and, when `maintenance` is set, the
 * hourly clean-up.
 */
export async function serveHttp(
  config: Config,
  prepared: Pick<PreparedDatabase, 'appUrl' | 'jwtSecret'>,
  log: Logger,
  { maintenance, clusterWorker = false }: { maintenance: boolean; clusterWorker?: boolean },
): Promise<RunningServer> {
  const db = createKnex(prepared.appUrl, log);
  const mediaStorage = mediaStorageFrom(config);
  const app = createApp({
    db,
    log,
    staticDir: config.staticDir,
    jwtSecret: prepared.jwtSecret,
    proxyHops: config.trustProxyHops,
    uploadsPerMinute: config.uploadsPerMinute,
    sseMaxPerUser: config.sseMaxPerUser,
    sseMaxPerProcess: config.sseMaxPerProcess,
    publicUrl: config.publicUrl,
    metricsToken: config.metricsToken,
    metricsFromCluster: clusterWorker,
    mediaStorage,
  });
  const server = http.createServer(app.callback());
  // Longer than clients' and load balancers' idle timeouts (ALB: 60 s), so the client always closes an idle
  // connection first and never reuses one the server is closing. Shutdown closes idle ones at once.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.listen(config.port, config.host);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const stopMaintenance = maintenance ? startMaintenance(db, log) : () => undefined;
  const url = `http://localhost:${port}`;
  // In the background: the first visitor of each public page then finds it built.
  const warmUp = new AbortController();
  const warming = app.warmPages(warmUp.signal).catch((error: unknown) => {
    log.warn({ err: error }, 'could not build the public pages ahead of their first visit');
  });

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      log.info('shutting down: no new connections, finishing requests');
      stopMaintenance();
      // A page being built may read a product record: the one under way finishes before the pool closes.
      warmUp.abort();
      await warming;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Event streams never finish by themselves: end them (and the LISTEN connection) now.
      await app.close();
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), DRAIN_TIMEOUT_MS);
      await closed;
      clearTimeout(force);
      await db.destroy();
      mediaStorage.bucket?.close();
    })();
    return stopping;
  };
  return { url, stop };
}

/** The whole product in this one process (WEB_CONCURRENCY=1): the database side, then HTTP. */
export async function startServer(config: Config, log: Logger): Promise<RunningServer> {
  const prepared = await prepareDatabase(config, log);
  let serving: RunningServer;
  try {
    serving = await serveHttp(config, prepared, log, { maintenance: true });
  } catch (error) {
    await prepared.embedded?.stop();
    throw error;
  }
  let stopping: Promise<void> | undefined;
  return {
    url: serving.url,
    stop: () =>
      (stopping ??= (async () => {
        await serving.stop();
        await prepared.embedded?.stop();
        log.info('stopped');
      })()),
  };
}

function announceFirstAdmin(email: string, generatedPassword: string | undefined, log: Logger): void {
  if (!generatedPassword) {
    log.info({ email }, 'first ADMIN created from ADMIN_EMAIL/ADMIN_PASSWORD');
    return;
  }
  // Printed once, on the start that creates the account; it is stored only as an argon2id hash.
  process.stdout.write(
    [
      '',
      '==================================================================',
      ' First ADMIN account created. This password is shown only once:',
      `   email:    ${email}`,
      `   password: ${generatedPassword}`,
      ' Set ADMIN_EMAIL and ADMIN_PASSWORD before the first start to choose them.',
      '==================================================================',
      '',
    ].join('\n'),
  );
}
