// The rules of user management: unique email and username, passwords hashed with argon2id and held to the
// password policy (shared/password-policy.ts), blank password on edit keeps the old one, a new password or
// role ends the user's existing tokens, and no ADMIN may delete themself or leave the system without one.
import type { Knex } from 'knex';
import { userSchemas, type PublicUser } from '../../../shared/user.ts';
import { isCommonPassword } from '../../auth/common-passwords.ts';
import { hashPassword } from '../../auth/password.ts';
import { ConflictError, NotFoundError } from '../../errors/errors.ts';
import { createUsersRepository, type UserRow } from './repository.ts';
import type { Origin } from '../../http/origin.ts';
import { createAuditRepository, type Actor } from '../audit/repository.ts';

const actorOf = (user: UserRow): Actor => ({ id: user.id, username: user.username });

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

    async create(actor: UserRow, body: unknown, origin: Origin): Promise<PublicUser> {
      const input = schemas.create.parse(body);
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (trx) => {
        const created = await createUsersRepository(trx).insert({ ...input, passwordHash });
        await createAuditRepository(trx).record({
          actor: actorOf(actor),
          kind: 'user.created',
          subject: created.username,
          details: { email: created.email, role: created.role },
          origin,
        });
        return created;
      });
    },

    async update(actor: UserRow, id: number, body: unknown, origin: Origin): Promise<PublicUser> {
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
        const audit = createAuditRepository(trx);
        const changed: string[] = (['username', 'email'] as const).filter((k) => existing[k] !== updated[k]);
        if (passwordHash) changed.push('password');
        if (changed.length > 0) {
          await audit.record({
            actor: actorOf(actor),
            kind: 'user.changed',
            subject: updated.username,
            details: {
              fields: changed,
              ...(existing.username !== updated.username ? { was: existing.username } : {}),
            },
            origin,
          });
        }
        if (input.role !== existing.role) {
          await audit.record({
            actor: actorOf(actor),
            kind: 'user.role-changed',
            subject: updated.username,
            details: { from: existing.role, to: updated.role },
            origin,
          });
        }
        return updated;
      });
    },

    async remove(actor: UserRow, id: number, origin: Origin): Promise<void> {
      if (actor.id === id) throw new ConflictError(USER_RULES.deleteSelf);
      await db.transaction(async (trx) => {
        const repo = createUsersRepository(trx);
        await repo.lockAdmins();
        const target = await repo.findById(id);
        if (!target) throw new NotFoundError(USER_RULES.notFound);
        if (target.role === 'ADMIN' && (await repo.countAdmins()) <= 1)
          throw new ConflictError(USER_RULES.lastAdmin);
        await repo.delete(id);
        await createAuditRepository(trx).record({
          actor: actorOf(actor),
          kind: 'user.deleted',
          subject: target.username,
          details: { email: target.email, role: target.role },
          origin,
        });
      });
    },
  };
}
