// SQL for users; returns plain objects and never the hash unless asked for by name.
import type { Knex } from 'knex';
import type { Role } from '../../../shared/roles.ts';

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

const PUBLIC_COLUMNS = ['id', 'username', 'email', 'role'] as const;

export function createUsersRepository(db: Knex) {
  return {
    async count(): Promise<number> {
      const row = await db('users').count<{ count: string }[]>({ count: '*' }).first();
      return Number(row?.count ?? 0);
    },

    async insert(user: NewUser): Promise<UserRow> {
      const [row] = await db('users')
        .insert({
          username: user.username,
          email: user.email,
          password_hash: user.passwordHash,
          role: user.role,
        })
        .returning(PUBLIC_COLUMNS);
      return toUser(row as Record<string, unknown>);
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const row = await db('users')
        .select(PUBLIC_COLUMNS)
        .whereRaw('lower(email) = lower(?)', [email])
        .first();
      return row ? toUser(row as Record<string, unknown>) : undefined;
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
