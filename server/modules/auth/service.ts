// Staff sign-in, sign-out and own password change: argon2id verification behind the throttle of
// throttle.ts (each attempt counted before the password is checked), answers that never tell whether an
// email exists (same message, same work for unknown emails), and token versions that end old sessions.
import type { Knex } from 'knex';
import { LOGIN_MESSAGES, loginRequestSchema, type LoginResponse } from '../../../shared/auth.ts';
import { changePasswordSchema, PASSWORD_MESSAGES } from '../../../shared/password-policy.ts';
import { weakPasswordProblem } from '../../auth/password-strength.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { signToken } from '../../auth/jwt.ts';
import { TooManyRequestsError, UnauthorizedError, ValidationError } from '../../errors/errors.ts';
import { actorOf, createAuditRepository } from '../audit/repository.ts';
import type { SignedInUser } from '../../auth/user.ts';
import { createUsersRepository } from '../users/repository.ts';
import { deviceCookieName, issueDeviceCookie, readDeviceCookie } from './device-cookie.ts';
import { createLoginThrottle, type ThrottleOptions } from './throttle.ts';
import type { Logger } from '../../logger.ts';
import { createSessionEvents } from './session-events.ts';

export interface AuthOptions {
  /** Throttle limits and windows (tests shorten the windows). */
  throttle?: Partial<ThrottleOptions>;
  /** Called each time a password is checked against a hash (tests count them). */
  onPasswordCheck?: () => void;
  /** Where sign-ins, sign-outs and password changes are logged (info level). */
  log?: Logger;
}

// Verified against when the email is unknown, so both cases cost one argon2id verification.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword('not-a-real-password-0000'));

const changeSchema = changePasswordSchema(weakPasswordProblem);

/** A burst of refused sign-ins is one line of the audit log per this many seconds. */
const THROTTLED_AUDIT_SECONDS = 60;

export function createAuthService(db: Knex, jwtSecret: string, options: AuthOptions = {}) {
  const users = createUsersRepository(db);
  const throttle = createLoginThrottle(db, options.throttle);
  const recordSessionEvent = createSessionEvents(db, options.log);
  const check = (hash: string, password: string) => {
    options.onPasswordCheck?.();
    return verifyPassword(hash, password);
  };
  const answer = (user: SignedInUser, tokenVersion: number): LoginResponse => {
    const token = signToken(jwtSecret, user.id, undefined, tokenVersion);
    return { token, jwt: token, username: user.username, role: user.role };
  };

  return {
    /** `cookie` reads the request's cookies; the answer carries the device cookie to set (device-cookie.ts). */
    async login(
      body: unknown,
      ip: string,
      cookie: (name: string) => string | undefined = () => undefined,
    ): Promise<{ answer: LoginResponse; deviceCookie: { name: string; value: string } }> {
      const { email, password } = loginRequestSchema.parse(body);
      const user = await users.findCredentialsByEmail(email);
      const device = user && readDeviceCookie(jwtSecret, cookie(deviceCookieName(user.id)));
      const deviceNonce = user && device?.userId === user.id ? device.nonce : undefined;
      const pass = await throttle.attempt(email, ip, deviceNonce).catch(async (error: unknown) => {
        // Refused by the throttle: the audit log says so, once a minute per email and address.
        if (error instanceof TooManyRequestsError) {
          await createAuditRepository(db).recordOnce(
            {
              actor: { id: null, username: ip },
              kind: 'sign-in.throttled',
              subject: email,
              origin: { ip, client: null },
            },
            THROTTLED_AUDIT_SECONDS,
          );
        }
        throw error;
      });
      const valid = user
        ? await check(user.passwordHash, password)
        : (await check(await getDummyHash(), password), false);
      if (!user || !valid) {
        await recordSessionEvent({ kind: 'sign-in.failed', email, ip, accountId: user?.id });
        throw new UnauthorizedError(LOGIN_MESSAGES.invalid);
      }
      await pass.succeeded();
      await recordSessionEvent({ kind: 'sign-in.succeeded', email: user.email, ip, user: actorOf(user) });
      return {
        answer: answer(user, user.tokenVersion),
        // A fresh cookie on every success: a year from the last sign-in, and a lockout that starts afresh.
        deviceCookie: { name: deviceCookieName(user.id), value: issueDeviceCookie(jwtSecret, user.id) },
      };
    },

    /** Ends every token of the user (all devices). */
    async logout(user: SignedInUser, ip: string): Promise<void> {
      await users.endSessions(user.id);
      await recordSessionEvent({ kind: 'sign-out', email: user.email, ip, user: actorOf(user) });
    },

    /** The signed-in user's own change: the current password is required; other tokens end, a new one is answered. */
    async changeOwnPassword(actor: SignedInUser, body: unknown, ip: string): Promise<LoginResponse> {
      const { currentPassword, newPassword } = changeSchema.parse(body);
      const pass = await throttle.attempt(actor.email, ip);
      const stored = await users.findCredentialsById(actor.id);
      if (!stored) throw new UnauthorizedError(LOGIN_MESSAGES.invalid);
      if (!(await check(stored.passwordHash, currentPassword))) {
        throw new ValidationError(PASSWORD_MESSAGES.currentWrong, [
          { path: 'currentPassword', message: PASSWORD_MESSAGES.currentWrong },
        ]);
      }
      await pass.succeeded();
      const tokenVersion = await users.setPassword(actor.id, await hashPassword(newPassword));
      if (tokenVersion === undefined) throw new UnauthorizedError(LOGIN_MESSAGES.invalid);
      await recordSessionEvent({ kind: 'password.changed', email: stored.email, ip, user: actorOf(stored) });
      return answer(stored, tokenVersion);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
