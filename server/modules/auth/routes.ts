import Router from '@koa/router';
import { requirePermission, requireUser } from '../../auth/middleware.ts';
import { TooManyRequestsError, UnauthorizedError } from '../../errors/errors.ts';
import { DEVICE_COOKIE_MAX_AGE_MS, DEVICE_COOKIE_PATH } from './device-cookie.ts';
import type { AuthService } from './service.ts';

/** How a sign-in ended: signed in, refused for its credentials, or refused by the throttle. */
export type SignInOutcome = 'success' | 'failure' | 'throttled';

export interface AuthRoutesOptions {
  /** Told how each sign-in ended (the metrics count them); a malformed request is none of these. */
  onSignIn?: (outcome: SignInOutcome) => void;
}

export function authRoutes(auth: AuthService, { onSignIn }: AuthRoutesOptions = {}): Router {
  const router = new Router();
  router.post('/admin/login', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    let signedIn: Awaited<ReturnType<AuthService['login']>>;
    try {
      signedIn = await auth.login(ctx.request.body, ctx.ip, (name) => ctx.cookies.get(name));
    } catch (error) {
      if (error instanceof UnauthorizedError) onSignIn?.('failure');
      else if (error instanceof TooManyRequestsError) onSignIn?.('throttled');
      throw error;
    }
    onSignIn?.('success');
    const { answer, deviceCookie } = signedIn;
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
  router.post('/admin/logout', requirePermission('staff'), async (ctx) => {
    await auth.logout(requireUser(ctx), ctx.ip);
    ctx.status = 204;
  });
  router.post('/api/me/password', requirePermission('staff'), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await auth.changeOwnPassword(requireUser(ctx), ctx.request.body, ctx.ip);
  });
  return router;
}
