// Staff sign-in: argon2id verification, a throttle per email and per address kept in PostgreSQL, and
// answers that never tell whether an email exists (same message, same work for unknown emails).
import type { Knex } from 'knex';
import { LOGIN_MESSAGES, loginRequestSchema, type LoginResponse } from '../../../shared/auth.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { signToken } from '../../auth/jwt.ts';
import { TooManyRequestsError, UnauthorizedError } from '../../errors/errors.ts';
import { createUsersRepository } from '../users/repository.ts';
import { createLoginAttemptsRepository } from './login-attempts-repository.ts';

export const THROTTLE = {
  windowSeconds: 15 * 60,
  maxFailuresPerEmail: 5,
  maxFailuresPerAddress: 30,
} as const;

// Verified against when the email is unknown, so both cases cost one argon2id verification.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword('not-a-real-password-0000'));

function retryAfter(failures: Date[], limit: number): number | undefined {
  if (failures.length < limit) return undefined;
  const unlocksAt = failures[limit - 1]!.getTime() + THROTTLE.windowSeconds * 1000;
  return Math.max(1, Math.ceil((unlocksAt - Date.now()) / 1000));
}

export function createAuthService(db: Knex, jwtSecret: string) {
  const users = createUsersRepository(db);
  const attempts = createLoginAttemptsRepository(db);

  return {
    async login(body: unknown, ip: string): Promise<LoginResponse> {
      const { email, password } = loginRequestSchema.parse(body);
      const [byEmail, byAddress] = await Promise.all([
        attempts.failuresForEmail(email, THROTTLE.windowSeconds),
        attempts.failuresForAddress(ip, THROTTLE.windowSeconds),
      ]);
      const wait = Math.max(
        retryAfter(byEmail, THROTTLE.maxFailuresPerEmail) ?? 0,
        retryAfter(byAddress, THROTTLE.maxFailuresPerAddress) ?? 0,
      );
      if (wait > 0) throw new TooManyRequestsError(LOGIN_MESSAGES.throttled(Math.ceil(wait / 60)), wait);

      const user = await users.findCredentialsByEmail(email);
      const valid = user
        ? await verifyPassword(user.passwordHash, password)
        : (await verifyPassword(await getDummyHash(), password), false);
      await attempts.record(email, ip, valid);
      if (!user || !valid) throw new UnauthorizedError(LOGIN_MESSAGES.invalid);

      const token = signToken(jwtSecret, user.id);
      return { token, jwt: token, username: user.username, role: user.role };
    },
  };
}
