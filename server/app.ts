// Builds the Koa middleware chain in the order of docs/architecture.md §4. Takes its dependencies, so tests
// start the real app against their own database on a random port.
import Router from '@koa/router';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Koa from 'koa';
import type { Knex } from 'knex';
import { authenticate } from './auth/middleware.ts';
import { coalescedLookup } from './db/coalesced-lookup.ts';
import { databaseErrors } from './db/postgres-errors.ts';
import { BadRequestError, NotFoundError } from './errors/errors.ts';
import { errorMiddleware } from './errors/error-middleware.ts';
import { jsonBody, knownBodyTypes } from './http/body.ts';
import { compression } from './http/compression.ts';
import { limitJsonDepth } from './http/json-depth.ts';
import { requestContext } from './http/request-context.ts';
import { noStoreWhenAuthenticated, securityHeaders } from './http/security-headers.ts';
import { staticFiles } from './http/static-files.ts';
import type { Logger } from './logger.ts';
import { clusterMetricsFor } from './metrics/cluster.ts';
import { labelMatchedRoute, metricsEndpoint, timeRequest } from './metrics/http.ts';
import { createAppMetrics } from './metrics/registry.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { createAuditService } from './modules/audit/service.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createAuthService, type AuthOptions } from './modules/auth/service.ts';
import { catalogueRecordsRoutes } from './modules/catalogue-records/routes.ts';
import { createCatalogueRecordsService } from './modules/catalogue-records/service.ts';
import { draftsRoutes } from './modules/drafts/routes.ts';
import { createDraftsService } from './modules/drafts/service.ts';
import { createIdempotency } from './modules/idempotency/edge.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { createHealthService } from './modules/health/service.ts';
import type { MediaStorage } from './modules/media/bucket.ts';
import { imageWorkLoad } from './modules/media/image-work.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { createMediaService } from './modules/media/service.ts';
import { createUploadLimit } from './modules/media/upload-limit.ts';
import { openApiRoutes } from './modules/openapi/routes.ts';
import { productsRoutes } from './modules/products/routes.ts';
import { createProductsService } from './modules/products/service.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { createSyncHub, type SyncHub } from './modules/sync/hub.ts';
import { syncRoutes } from './modules/sync/routes.ts';
import { createSyncService } from './modules/sync/service.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { createUsersService } from './modules/users/service.ts';

export interface AppDeps {
  db: Knex;
  log: Logger;
  staticDir: string;
  jwtSecret: string;
  /**
   * How many reverse proxies in front are trusted (TRUST_PROXY): their X-Forwarded-* headers set the
   * protocol (HSTS) and the client address, read from the right of X-Forwarded-For, so an entry the client
   * wrote itself is never taken. 0 (the default) ignores X-Forwarded-*.
   */
  proxyHops?: number;
  /** Sign-in throttle limits and a password-check counter, for tests. */
  auth?: AuthOptions;
  /** The live pokes' listener; by default one of this app's own on the same database. */
  syncHub?: SyncHub;
  /** The event streams' heartbeat interval (tests make it short). */
  heartbeatMs?: number;
  /** Live event streams one user may hold open (SSE_MAX_PER_USER); 429 with Retry-After past it. */
  sseMaxPerUser?: number;
  /** Live event streams this process may hold open in all (SSE_MAX_PER_PROCESS). */
  sseMaxPerProcess?: number;
  /** Images one user may upload per minute (UPLOADS_PER_MINUTE); 429 with Retry-After past it. */
  uploadsPerMinute?: number;
  /** The site's public origin (PUBLIC_URL), for canonical links, Open Graph tags and the sitemap. */
  publicUrl?: string;
  /** METRICS_TOKEN: GET /metrics answers a caller with this bearer token; without one, nothing is measured. */
  metricsToken?: string | undefined;
  /** In a cluster worker: GET /metrics answers every worker's metrics, aggregated by the primary. */
  metricsFromCluster?: boolean;
  /** Where images are stored (MEDIA_STORE, S3_*); PostgreSQL by default. */
  mediaStorage?: MediaStorage;
}

/** The app; close() ends its event streams and its LISTEN connection (call before closing the pool). */
export type App = Koa & {
  close(): Promise<void>;
  /** Builds every indexed public page in the background (http/page-cache.ts). */
  warmPages(signal?: AbortSignal): Promise<void>;
};

function connectionStringOf(db: Knex): string {
  const connection = (db.client as { config: { connection: unknown } }).config.connection;
  if (typeof connection === 'string') return connection;
  return (connection as { connectionString: string }).connectionString;
}

export function createApp(deps: AppDeps): App {
  const { db } = deps;
  const hops = deps.proxyHops ?? 0;
  const app = new Koa({ proxy: hops > 0, maxIpsCount: hops });
  // Errors are answered by errorMiddleware; Koa's own handler would only print them again.
  app.silent = true;
  // Read when scraped, once the app below is built (docs/decisions/029-prometheus-metrics-across-the-cluster.md).
  const metrics =
    deps.metricsToken === undefined
      ? undefined
      : createAppMetrics({
          db,
          openStreams: () => hub.subscribers(),
          imageWork: imageWorkLoad,
          latestRevision: () => sync.latestRevision(),
        });

  if (metrics) app.use(labelMatchedRoute);
  app.use(requestContext(deps.log));
  app.use(errorMiddleware);
  app.use(databaseErrors);
  app.use(securityHeaders);
  app.use(noStoreWhenAuthenticated);
  app.use(compression());
  if (metrics) {
    const local = metrics.registry;
    const scrape = deps.metricsFromCluster ? clusterMetricsFor(local) : () => local.metrics();
    app.use(metricsEndpoint(deps.metricsToken, scrape, local.contentType));
  }
  const publicUrl = deps.publicUrl ?? 'http://localhost:8080';
  const media = createMediaService(db, createUploadLimit(db, deps.uploadsPerMinute), deps.mediaStorage);
  const products = createProductsService(db, media);
  const statics = staticFiles(deps.staticDir, publicUrl, {
    // A catalogue product's page shows its current public record (prerendered once per version); a product
    // that does not exist has no page (404). Any other failure (the database away) is the request's.
    productRecord: (code) =>
      products.get(code, undefined).then(
        ({ identity }) => ({ etag: identity.etag, json: identity.body as Buffer }),
        (error: unknown) => {
          if (error instanceof NotFoundError || error instanceof BadRequestError) return undefined;
          throw error;
        },
      ),
    onRenderError: (error, path) => deps.log.error({ err: error, path }, 'could not prerender a page'),
  });
  app.use(statics);
  app.use(knownBodyTypes);
  app.use(jsonBody());
  app.use(limitJsonDepth);
  const users = createUsersService(db);
  app.use(
    authenticate(
      deps.jwtSecret,
      coalescedLookup((ids: number[]) => users.findSessions(ids)),
    ),
  );

  const idempotency = createIdempotency(db);
  const hub = deps.syncHub ?? createSyncHub(connectionStringOf(db), deps.log);
  const sync = createSyncService(db);
  const routers = [
    healthRoutes(createHealthService(db)),
    siteRoutes(publicUrl),
    openApiRoutes(),
    authRoutes(createAuthService(db, deps.jwtSecret, { ...deps.auth, log: deps.log }), {
      onSignIn: metrics?.signIn,
    }),
    usersRoutes(users),
    auditRoutes(createAuditService(db)),
    productsRoutes(products, idempotency, { onDraftSubmission: metrics?.draftSubmission }),
    catalogueRecordsRoutes(createCatalogueRecordsService(db)),
    mediaRoutes(media),
    draftsRoutes(createDraftsService(db), idempotency),
    syncRoutes({
      sync,
      hub,
      findSession: (id) => users.findSession(id),
      secret: deps.jwtSecret,
      heartbeatMs: deps.heartbeatMs,
      limits: { perUser: deps.sseMaxPerUser, perProcess: deps.sseMaxPerProcess },
    }),
  ];
  // One router holding every module's routes: a request is matched once, not once per module.
  const api = new Router();
  for (const router of routers) api.use(router.routes());
  app.use(api.routes());
  app.use(api.allowedMethods());

  app.use(async (ctx) => {
    throw new NotFoundError(`No route for ${ctx.method} ${ctx.path}.`);
  });
  const koaCallback = app.callback.bind(app);
  return Object.assign(app, {
    close: () => hub.close(),
    warmPages: (signal?: AbortSignal) => statics.pages.warm(signal),
    /** Koa's request handler, timed for the request metrics when they are on. */
    callback() {
      const handle = koaCallback();
      if (!metrics) return handle;
      return (req: IncomingMessage, res: ServerResponse) => {
        timeRequest(metrics, req, res);
        return handle(req, res);
      };
    },
  });
}
