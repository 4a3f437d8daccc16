// The user table of admin-area.md §2: email, role badge, masked password, edit and delete.
import type { PublicUser } from '../../../../shared/user.ts';
import { AdminTable } from '../components/admin-table.tsx';

interface Props {
  users: readonly PublicUser[];
  /** The signed-in username: that row has no delete button. */
  self: string;
  onEdit: (user: PublicUser) => void;
  onDelete: (user: PublicUser) => void;
}

export function UsersTable({ users, self, onEdit, onDelete }: Props) {
  return (
    <AdminTable className="users-table" columns={['Email', 'Role', 'Password', { hidden: 'Actions' }]}>
      {users.map((u) => (
        <tr key={u.id}>
          <td>
            <span className="users-table__email">{u.email}</span>
            <span className="users-table__username">{u.username}</span>
          </td>
          <td>
            <span className={`role-badge role-badge--${u.role.toLowerCase()}`}>{u.role}</span>
          </td>
          <td>
            <span aria-label="Password hidden">••••••••</span>
          </td>
          <td className="users-table__actions">
            <button
              type="button"
              className="button button--outline"
              aria-label={`Edit ${u.email}`}
              onClick={() => onEdit(u)}
            >
              Edit
            </button>
            {u.username !== self && (
              <button
                type="button"
                className="button users-table__delete"
                aria-label={`Delete ${u.email}`}
                onClick={() => onDelete(u)}
              >
                Delete
              </button>
            )}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
