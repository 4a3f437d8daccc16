// The rules of user management: unique email and username, passwords hashed with argon2id and held to the
// password policy (shared/password-policy.ts), blank password on edit keeps the old one, a new password or
// role ends the user's existing tokens, and no ADMIN may delete themself or leave the system without one.
import type { Knex } from 'knex';
import { userSchemas, type PublicUser } from '../../../shared/user.ts';
import { isCommonPassword } from '../../auth/common-passwords.ts';
import { hashPassword } from '../../auth/password.ts';
import { ConflictError, NotFoundError } from '../../errors/errors.ts';
import { createUsersRepository, type UserRow } from './repository.ts';

export const USER_RULES = {
  notFound: 'User not found.',
  deleteSelf: 'You cannot delete your own account.',
  lastAdmin: 'The last ADMIN cannot be deleted.',
  lastAdminRole: 'The last ADMIN must keep the ADMIN role.',
} as const;

const schemas = userSchemas(isCommonPassword);

export function createUsersService(db: Knex) {
  const users = createUsersRepository(db);
  return {
    list: (): Promise<PublicUser[]> => users.list(),
    count: (): Promise<number> => users.count(),

    async create(body: unknown): Promise<PublicUser> {
      const input = schemas.create.parse(body);
      return users.insert({ ...input, passwordHash: await hashPassword(input.password) });
    },

    async update(id: number, body: unknown): Promise<PublicUser> {
      const input = schemas.update.parse(body);
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      return db.transaction(async (trx) => {
        const repo = createUsersRepository(trx);
        await repo.lockAdmins();
        const existing = await repo.findById(id);
        if (!existing) throw new NotFoundError(USER_RULES.notFound);
        if (existing.role === 'ADMIN' && input.role !== 'ADMIN' && (await repo.countAdmins()) <= 1) {
          throw new ConflictError(USER_RULES.lastAdminRole);
        }
        const updated = await repo.update(id, {
          username: input.username,
          email: input.email,
          role: input.role,
          ...(passwordHash ? { passwordHash } : {}),
          endSessions: passwordHash !== undefined || input.role !== existing.role,
        });
        if (!updated) throw new NotFoundError(USER_RULES.notFound);
        return updated;
      });
    },

    async remove(actor: UserRow, id: number): Promise<void> {
      if (actor.id === id) throw new ConflictError(USER_RULES.deleteSelf);
      await db.transaction(async (trx) => {
        const repo = createUsersRepository(trx);
        await repo.lockAdmins();
        const target = await repo.findById(id);
        if (!target) throw new NotFoundError(USER_RULES.notFound);
        if (target.role === 'ADMIN' && (await repo.countAdmins()) <= 1)
          throw new ConflictError(USER_RULES.lastAdmin);
        await repo.delete(id);
      });
    },
  };
}
