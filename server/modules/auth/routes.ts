import Router from '@koa/router';
import type { Knex } from 'knex';
import { createAuthService } from './service.ts';

export function authRoutes(db: Knex, jwtSecret: string): Router {
  const auth = createAuthService(db, jwtSecret);
  const router = new Router();
  router.post('/admin/login', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await auth.login(ctx.request.body, ctx.ip);
  });
  return router;
}
