// Who is calling: a bearer token is verified and its user re-read by id on every request (a lookup shared
// by the requests that arrive together, never one begun before the request), so a deleted user or a changed
// role takes effect on the very next request, and a token whose version (`tv`) is not the
// user's current one (after a logout, a password change or reset, a role change) is refused at once.
// Routes then require a permission of shared/permissions.ts.
import type { Context, Next } from 'koa';
import { may, type Permission } from '../../shared/permissions.ts';
import { ForbiddenError, UnauthorizedError } from '../errors/errors.ts';
import { verifyToken } from './jwt.ts';
import type { SessionUser, SignedInUser } from './user.ts';

export const AUTH_MESSAGES = {
  missing: 'Sign in to continue.',
  invalid: 'Your session has expired or is not valid. Please sign in again.',
  forbidden: 'Your role does not allow this.',
} as const;

export interface AuthState {
  user?: SignedInUser;
  /** Set when a token was sent but is not valid, so required-auth routes can say why. */
  authFailure?: string;
}

/** The user behind a token's id with their current token version, or undefined when there is none. */
export type FindSession = (userId: number) => Promise<SessionUser | undefined>;

export function authenticate(secret: string, findSession: FindSession) {
  return async function authenticateMiddleware(ctx: Context, next: Next): Promise<void> {
    const header = ctx.get('Authorization');
    if (header) {
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      const claims = match?.[1] ? verifyToken(secret, match[1]) : undefined;
      const found = claims ? await findSession(claims.userId) : undefined;
      if (found && claims && found.tokenVersion === claims.tokenVersion) {
        const { tokenVersion: _version, ...user } = found;
        (ctx.state as AuthState).user = user;
      } else (ctx.state as AuthState).authFailure = AUTH_MESSAGES.invalid;
    }
    await next();
  };
}

export function currentUser(ctx: Context): SignedInUser | undefined {
  return (ctx.state as AuthState).user;
}

/** The signed-in user, or 401. */
export function requireUser(ctx: Context): SignedInUser {
  const state = ctx.state as AuthState;
  if (!state.user) throw new UnauthorizedError(state.authFailure ?? AUTH_MESSAGES.missing);
  return state.user;
}

/** Middleware: 401 when not signed in, 403 when the user's role does not have `permission`. */
export function requirePermission(permission: Permission) {
  return async function requirePermissionMiddleware(ctx: Context, next: Next): Promise<void> {
    const user = requireUser(ctx);
    if (!may(user.role, permission)) throw new ForbiddenError(AUTH_MESSAGES.forbidden);
    await next();
  };
}
