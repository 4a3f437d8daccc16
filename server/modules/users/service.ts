// The rules of user management: unique email and username, passwords hashed with argon2id and held to the
// password policy (shared/password-policy.ts), blank password on edit keeps the old one, a new password or
// role ends the user's existing tokens, and no ADMIN may delete themself or leave the system without one.
import type { Knex } from 'knex';
import { userSchemas, type PublicUser } from '../../../shared/user.ts';
import { weakPasswordProblem } from '../../auth/password-strength.ts';
import { hashPassword } from '../../auth/password.ts';
import { ConflictError, NotFoundError } from '../../errors/errors.ts';
import type { SignedInUser } from '../../auth/user.ts';
import { createUsersRepository } from './repository.ts';
import type { Origin } from '../../http/origin.ts';
import { actorOf, createAuditRepository } from '../audit/repository.ts';
import type { AuditKind } from '../../../shared/audit.ts';

/** Writes the audit log's line for what `actor` did, in the transaction that did it. */
function auditIn(trx: Knex.Transaction, actor: SignedInUser, origin: Origin) {
  const audit = createAuditRepository(trx);
  return (kind: AuditKind, subject: string, details: Record<string, unknown>) =>
    audit.record({ actor: actorOf(actor), kind, subject, details, origin });
}

export const USER_MESSAGES = {
  notFound: 'User not found.',
  deleteSelf: 'You cannot delete your own account.',
  lastAdmin: 'The last ADMIN cannot be deleted.',
  lastAdminRole: 'The last ADMIN must keep the ADMIN role.',
} as const;

const schemas = userSchemas(weakPasswordProblem);

export function createUsersService(db: Knex) {
  const users = createUsersRepository(db);
  return {
    list: (): Promise<PublicUser[]> => users.list(),
    /** Users with their current token versions by id (the auth middleware's coalesced look-up). */
    findSessions: (ids: number[]) => users.findSessions(ids),
    findSession: (id: number) => users.findSession(id),
    count: (): Promise<number> => users.count(),

    async create(actor: SignedInUser, body: unknown, origin: Origin): Promise<PublicUser> {
      const input = schemas.create.parse(body);
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (trx) => {
        const created = await createUsersRepository(trx).insert({ ...input, passwordHash });
        await auditIn(trx, actor, origin)('user.created', created.username, {
          email: created.email,
          role: created.role,
        });
        return created;
      });
    },

    async update(actor: SignedInUser, id: number, body: unknown, origin: Origin): Promise<PublicUser> {
      const input = schemas.update.parse(body);
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      return db.transaction(async (trx) => {
        const repo = createUsersRepository(trx);
        await repo.lockAdmins();
        const existing = await repo.findById(id);
        if (!existing) throw new NotFoundError(USER_MESSAGES.notFound);
        if (existing.role === 'ADMIN' && input.role !== 'ADMIN' && (await repo.countAdmins()) <= 1) {
          throw new ConflictError(USER_MESSAGES.lastAdminRole);
        }
        const updated = await repo.update(id, {
          username: input.username,
          email: input.email,
          role: input.role,
          ...(passwordHash ? { passwordHash } : {}),
          endSessions: passwordHash !== undefined || input.role !== existing.role,
        });
        if (!updated) throw new NotFoundError(USER_MESSAGES.notFound);
        const audit = auditIn(trx, actor, origin);
        const changed: string[] = (['username', 'email'] as const).filter((k) => existing[k] !== updated[k]);
        if (passwordHash) changed.push('password');
        if (changed.length > 0) {
          const was = existing.username !== updated.username ? { was: existing.username } : {};
          await audit('user.changed', updated.username, { fields: changed, ...was });
        }
        if (input.role !== existing.role)
          await audit('user.role-changed', updated.username, { from: existing.role, to: updated.role });
        return updated;
      });
    },

    async remove(actor: SignedInUser, id: number, origin: Origin): Promise<void> {
      if (actor.id === id) throw new ConflictError(USER_MESSAGES.deleteSelf);
      await db.transaction(async (trx) => {
        const repo = createUsersRepository(trx);
        await repo.lockAdmins();
        const target = await repo.findById(id);
        if (!target) throw new NotFoundError(USER_MESSAGES.notFound);
        if (target.role === 'ADMIN' && (await repo.countAdmins()) <= 1)
          throw new ConflictError(USER_MESSAGES.lastAdmin);
        await repo.delete(id);
        await auditIn(trx, actor, origin)('user.deleted', target.username, {
          email: target.email,
          role: target.role,
        });
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
