import type { Role } from '../../../../shared/roles.ts';
import type { PublicUser } from '../../../../shared/user.ts';

export type RoleFilter = Role | 'all';

/** Users whose username or email contains the search text (any case) and whose role matches the filter. */
export function filterUsers(users: readonly PublicUser[], search: string, role: RoleFilter): PublicUser[] {
  const needle = search.trim().toLowerCase();
  return users.filter(
    (u) =>
      (role === 'all' || u.role === role) &&
      (!needle || u.username.toLowerCase().includes(needle) || u.email.toLowerCase().includes(needle)),
  );
}
