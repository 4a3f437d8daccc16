import Router from '@koa/router';
import { requireRole, requireUser, STAFF } from '../../auth/middleware.ts';
import type { AuthService } from './service.ts';

export function authRoutes(auth: AuthService): Router {
  const router = new Router();
  router.post('/admin/login', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await auth.login(ctx.request.body, ctx.ip);
  });
  // Ends every token of the signed-in user, on every device.
  router.post('/admin/logout', requireRole(...STAFF), async (ctx) => {
    await auth.logout(requireUser(ctx), ctx.ip);
    ctx.status = 204;
  });
  router.post('/api/me/password', requireRole(...STAFF), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await auth.changeOwnPassword(requireUser(ctx), ctx.request.body, ctx.ip);
  });
  return router;
}
