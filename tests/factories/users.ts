// Users for tests, created through the real repository with a real argon2id hash, and their tokens.
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Role } from '../../shared/roles.ts';
import { hashPassword } from '../../server/auth/password.ts';
import { signToken } from '../../server/auth/jwt.ts';
import { createUsersRepository, type UserRow } from '../../server/modules/users/repository.ts';
import { TEST_JWT_SECRET } from '../setup/test-app.ts';

export interface TestUser extends UserRow {
  password: string;
  token: string;
  auth: { Authorization: string };
}

export async function createUser(
  db: Knex,
  overrides: Partial<{ role: Role; email: string; username: string; password: string }> = {},
): Promise<TestUser> {
  const suffix = randomBytes(4).toString('hex');
  const password = overrides.password ?? `password-${suffix}`;
  const user = await createUsersRepository(db).insert({
    username: overrides.username ?? `user-${suffix}`,
    email: overrides.email ?? `user-${suffix}@example.com`,
    role: overrides.role ?? 'PRODUCT_MANAGER',
    passwordHash: await hashPassword(password),
  });
  const token = signToken(TEST_JWT_SECRET, user.id);
  return { ...user, password, token, auth: { Authorization: `Bearer ${token}` } };
}
