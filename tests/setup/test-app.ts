// Starts the real Koa app on a random port for a test, with a silent logger and a known JWT secret.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '../../server/app.ts';
import type { Knex } from '../../server/db/knex.ts';
import type { AuthOptions } from '../../server/modules/auth/service.ts';
import type { MediaStorage } from '../../server/modules/media/bucket.ts';
import type { SyncHub } from '../../server/modules/sync/hub.ts';
import { createLogger, type Logger } from '../../server/logger.ts';

export const FIXTURE_STATIC_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../fixtures/static-site',
);
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface TestApp {
  url: string;
  close(): Promise<void>;
}

export async function startTestApp(
  db: Knex,
  opts: {
    staticDir?: string;
    jwtSecret?: string;
    /** Trusted proxy hops (TRUST_PROXY); `true` is one. */
    proxy?: boolean | number;
    /** Listen here instead of 127.0.0.1 (0.0.0.0 lets tests connect from 127.0.0.2). */
    host?: string;
    auth?: AuthOptions;
    heartbeatMs?: number;
    /** Live event streams one user may hold (SSE_MAX_PER_USER), and this app (SSE_MAX_PER_PROCESS). */
    sseMaxPerUser?: number;
    sseMaxPerProcess?: number;
    uploadsPerMinute?: number;
    /** Where the app logs (silent by default). */
    log?: Logger;
    /** The site's public origin (PUBLIC_URL). */
    publicUrl?: string;
    /** METRICS_TOKEN: GET /metrics answers this bearer token. */
    metricsToken?: string;
    /** Where images are stored (MEDIA_STORE=s3 and a bucket; PostgreSQL by default). */
    mediaStorage?: MediaStorage;
    /** The live pokes' hub (one on the app's own database by default); the app closes it. */
    syncHub?: SyncHub;
  } = {},
): Promise<TestApp> {
  const app = createApp({
    db,
    log: opts.log ?? createLogger('silent'),
    staticDir: opts.staticDir ?? FIXTURE_STATIC_DIR,
    jwtSecret: opts.jwtSecret ?? TEST_JWT_SECRET,
    proxyHops: opts.proxy === true ? 1 : opts.proxy || 0,
    ...(opts.auth ? { auth: opts.auth } : {}),
    ...(opts.heartbeatMs !== undefined && { heartbeatMs: opts.heartbeatMs }),
    ...(opts.sseMaxPerUser !== undefined && { sseMaxPerUser: opts.sseMaxPerUser }),
    ...(opts.sseMaxPerProcess !== undefined && { sseMaxPerProcess: opts.sseMaxPerProcess }),
    ...(opts.uploadsPerMinute !== undefined && { uploadsPerMinute: opts.uploadsPerMinute }),
    ...(opts.publicUrl !== undefined && { publicUrl: opts.publicUrl }),
    ...(opts.metricsToken !== undefined && { metricsToken: opts.metricsToken }),
    ...(opts.mediaStorage !== undefined && { mediaStorage: opts.mediaStorage }),
    ...(opts.syncHub !== undefined && { syncHub: opts.syncHub }),
  });
  const server = http.createServer(app.callback());
  server.listen(0, opts.host ?? '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
