// On a database with no users, creates the first ADMIN from ADMIN_EMAIL/ADMIN_PASSWORD, or with a
// generated password that is printed once. There is no fixed default password anywhere, and both meet the
// password policy (shared/password-policy.ts).
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { passwordProblem } from '../../shared/password-policy.ts';
import { weakPasswordProblem } from '../auth/password-strength.ts';
import { hashPassword } from '../auth/password.ts';
import { createUsersRepository, type UserRow } from '../modules/users/repository.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@localhost';

export interface FirstAdminOptions {
  email?: string | undefined;
  password?: string | undefined;
  username?: string | undefined;
}

export interface FirstAdminResult {
  user: UserRow;
  /** Set only when the password was generated here and must be shown to the operator once. */
  generatedPassword?: string;
}

export async function ensureFirstAdmin(
  db: Knex,
  opts: FirstAdminOptions,
): Promise<FirstAdminResult | undefined> {
  return db.transaction(async (trx) => {
    const users = createUsersRepository(trx);
    await users.lockFirstAdmin();
    if ((await users.count()) > 0) return undefined;
    const email = opts.email ?? DEFAULT_ADMIN_EMAIL;
    // 16 characters from 96 random bits: within the policy's 12 to 128 and never a common password.
    const generatedPassword = opts.password ? undefined : randomBytes(12).toString('base64url');
    const password = opts.password ?? generatedPassword!;
    const problem = passwordProblem(password, weakPasswordProblem);
    if (problem) throw new Error(`ADMIN_PASSWORD: ${problem}`);
    const username = opts.username ?? (email.split('@')[0] || 'admin');
    const user = await users.insert({
      username,
      email,
      passwordHash: await hashPassword(password),
      role: 'ADMIN',
    });
    return generatedPassword ? { user, generatedPassword } : { user };
  });
}
