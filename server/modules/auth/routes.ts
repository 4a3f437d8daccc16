import Router from '@koa/router';
import { requireRole, requireUser, STAFF } from '../../auth/middleware.ts';
import { TooManyRequestsError, UnauthorizedError } from '../../errors/errors.ts';
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
    try {
      ctx.body = await auth.login(ctx.request.body, ctx.ip);
    } catch (error) {
      if (error instanceof UnauthorizedError) onSignIn?.('failure');
      else if (error instanceof TooManyRequestsError) onSignIn?.('throttled');
      throw error;
    }
    onSignIn?.('success');
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
