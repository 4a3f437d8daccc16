// Builds the Koa middleware chain in the order of ARCHITECTURE.md §4. Takes its dependencies, so tests
// start the real app against their own database on a random port.
import Koa from 'koa';
import type { Knex } from 'knex';
import { NotFoundError } from './errors/errors.ts';
import { errorMiddleware } from './errors/error-middleware.ts';
import { requestContext } from './http/request-context.ts';
import { securityHeaders } from './http/security-headers.ts';
import { staticFiles } from './http/static-files.ts';
import type { Logger } from './logger.ts';
import { healthRoutes } from './modules/health/routes.ts';

export interface AppDeps {
  db: Knex;
  log: Logger;
  staticDir: string;
  /** Trust X-Forwarded-* from a reverse proxy (for HSTS and client addresses). */
  proxy?: boolean;
}

export function createApp(deps: AppDeps): Koa {
  const app = new Koa({ proxy: deps.proxy ?? false });
  // Errors are answered by errorMiddleware; Koa's own handler would only print them again.
  app.silent = true;

  app.use(requestContext(deps.log));
  app.use(errorMiddleware);
  app.use(securityHeaders);
  app.use(staticFiles(deps.staticDir));

  const routers = [healthRoutes(deps.db)];
  for (const router of routers) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }

  app.use(async (ctx) => {
    throw new NotFoundError(`No route for ${ctx.method} ${ctx.path}.`);
  });
  return app;
}
