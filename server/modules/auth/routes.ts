import Router from '@koa/router';
import { requireRole, requireUser, STAFF } from '../../auth/middleware.ts';
import { DEVICE_COOKIE_MAX_AGE_MS, DEVICE_COOKIE_PATH } from './device-cookie.ts';
import type { AuthService } from './service.ts';

export function authRoutes(auth: AuthService): Router {
  const router = new Router();
  router.post('/admin/login', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { answer, deviceCookie } = await auth.login(ctx.request.body, ctx.ip, (name) =>
      ctx.cookies.get(name),
    );
    ctx.cookies.set(deviceCookie.name, deviceCookie.value, {
      httpOnly: true,
      secure: ctx.secure,
      sameSite: 'strict',
      path: DEVICE_COOKIE_PATH,
      maxAge: DEVICE_COOKIE_MAX_AGE_MS,
      overwrite: true,
    });
    ctx.body = answer;
  });
  // Ends every token of the signed-in user, on every device.
  router.post('/admin/logout', requireRole(...STAFF), async (ctx) => {
    await auth.logout(requireUser(ctx));
    ctx.status = 204;
  });
  router.post('/api/me/password', requireRole(...STAFF), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await auth.changeOwnPassword(requireUser(ctx), ctx.request.body, ctx.ip);
  });
  return router;
}
