// SQL for users. Returns plain objects; the password hash only through findCredentialsByEmail.
import type { Knex } from 'knex';
import type { Role } from '../../../shared/roles.ts';
import type { SessionUser } from '../../auth/user.ts';
import { ConflictError } from '../../errors/errors.ts';
import { translatingErrors } from '../../db/postgres-errors.ts';

export interface UserRow {
  id: number;
  username: string;
  email: string;
  role: Role;
}

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  role: Role;
}

export interface UserChanges {
  username: string;
  email: string;
  role: Role;
  passwordHash?: string;
  /** Ends the user's existing tokens (a password or role change). */
  endSessions?: boolean;
}

const PUBLIC_COLUMNS = ['id', 'username', 'email', 'role'] as const;

/** A taken email or username is a conflict on that field. */
const UNIQUE_FIELDS = {
  unique: {
    users_email_unique: () => new ConflictError('A user with this email already exists.', { field: 'email' }),
    users_username_unique: () =>
      new ConflictError('A user with this username already exists.', { field: 'username' }),
  },
};

export function createUsersRepository(db: Knex) {
  /** Users and their current token versions by id, for the auth middleware's coalesced lookups. */
  async function findSessions(ids: number[]): Promise<Map<number, SessionUser>> {
    const rows = (await db('users')
      .select([...PUBLIC_COLUMNS, 'token_version'])
      .whereIn('id', ids)) as (Record<string, unknown> & { token_version: string })[];
    return new Map(
      rows.map((row) => {
        const user = toUser(row);
        return [user.id, { ...user, tokenVersion: Number(row.token_version) }];
      }),
    );
  }

  return {
    async count(): Promise<number> {
      const row = await db('users').count<{ count: string }[]>({ count: '*' }).first();
      return Number(row?.count ?? 0);
    },

    async countAdmins(): Promise<number> {
      const row = await db('users')
        .where({ role: 'ADMIN' })
        .count<{ count: string }[]>({ count: '*' })
        .first();
      return Number(row?.count ?? 0);
    },

    async list(): Promise<UserRow[]> {
      const rows = await db('users').select(PUBLIC_COLUMNS).orderBy('id');
      return rows.map(toUser);
    },

    async findById(id: number): Promise<UserRow | undefined> {
      const row = await db('users').select(PUBLIC_COLUMNS).where({ id }).first();
      return row ? toUser(row) : undefined;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const row = await db('users')
        .select(PUBLIC_COLUMNS)
        .whereRaw('lower(email) = lower(?)', [email])
        .first();
      return row ? toUser(row) : undefined;
    },

    /** The user and their current token version (one primary-key lookup). */
    async findSession(id: number): Promise<SessionUser | undefined> {
      return (await findSessions([id])).get(id);
    },

    findSessions,

    async findCredentialsById(
      id: number,
    ): Promise<(UserRow & { passwordHash: string; tokenVersion: number }) | undefined> {
      const row = await db('users')
        .select([...PUBLIC_COLUMNS, 'password_hash', 'token_version'])
        .where({ id })
        .first();
      return row
        ? { ...toUser(row), passwordHash: String(row.password_hash), tokenVersion: Number(row.token_version) }
        : undefined;
    },

    async findCredentialsByEmail(
      email: string,
    ): Promise<(UserRow & { passwordHash: string; tokenVersion: number }) | undefined> {
      const row = await db('users')
        .select([...PUBLIC_COLUMNS, 'password_hash', 'token_version'])
        .whereRaw('lower(email) = lower(?)', [email])
        .first();
      return row
        ? { ...toUser(row), passwordHash: String(row.password_hash), tokenVersion: Number(row.token_version) }
        : undefined;
    },

    async insert(user: NewUser): Promise<UserRow> {
      const [row] = await translatingErrors(
        () =>
          db('users')
            .insert({
              username: user.username,
              email: user.email,
              password_hash: user.passwordHash,
              role: user.role,
            })
            .returning(PUBLIC_COLUMNS),
        UNIQUE_FIELDS,
      );
      return toUser(row);
    },

    async update(id: number, changes: UserChanges): Promise<UserRow | undefined> {
      const [row] = await translatingErrors(
        () =>
          db('users')
            .where({ id })
            .update({
              username: changes.username,
              email: changes.email,
              role: changes.role,
              ...(changes.passwordHash ? { password_hash: changes.passwordHash } : {}),
              ...(changes.endSessions ? { token_version: db.raw('token_version + 1') } : {}),
              updated_at: db.fn.now(),
            })
            .returning(PUBLIC_COLUMNS),
        UNIQUE_FIELDS,
      );
      return row ? toUser(row) : undefined;
    },

    /** A new password hash; ends the user's existing tokens. Answers the new token version. */
    async setPassword(id: number, passwordHash: string): Promise<number | undefined> {
      const [row] = await db('users')
        .where({ id })
        .update({
          password_hash: passwordHash,
          token_version: db.raw('token_version + 1'),
          updated_at: db.fn.now(),
        })
        .returning(['token_version']);
      return row ? Number(row.token_version) : undefined;
    },

    /** Ends every token of the user issued so far (logout). */
    async endSessions(id: number): Promise<boolean> {
      return (await db('users').where({ id }).increment('token_version', 1)) > 0;
    },

    async delete(id: number): Promise<boolean> {
      return (await db('users').where({ id }).del()) > 0;
    },

    /** Serialises changes that could remove the last ADMIN (two admins deleting each other at once). */
    async lockAdmins(): Promise<void> {
      await db.raw('select pg_advisory_xact_lock(hashtext(?))', ['users-admin-set']);
    },

    /** Serialises the first-ADMIN check, so two servers starting at once create one ADMIN. */
    async lockFirstAdmin(): Promise<void> {
      await db.raw('select pg_advisory_xact_lock(hashtext(?))', ['first-admin']);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

function toUser(row: Record<string, unknown>): UserRow {
  return {
    id: Number(row.id),
    username: String(row.username),
    email: String(row.email),
    role: row.role as Role,
  };
}
