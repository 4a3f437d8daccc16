// User Management of admin-area.md §2 (ADMIN only): search, role filter, table, add/edit dialog, delete.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { may } from '../../../../shared/permissions.ts';
import type { Role } from '../../../../shared/roles.ts';
import type { PublicUser } from '../../../../shared/user.ts';
import { readSession } from '../../lib/auth-storage.ts';
import { filterUsers, type RoleFilter } from './filter-users.ts';
import { UserFormModal } from './user-form-modal.tsx';
import type { UserFormValues } from './user-form.ts';
import { deleteUser, listUsers, saveErrorMessage, saveUser, USER_ALERTS } from './users-api.ts';
import { UsersTable } from './users-table.tsx';
import './admin-users.css';

export const NOT_AUTHORIZED =
  'You are not authorized to view this page. Only ADMIN can access user management.';

/** The role filter's order in the spec, after All Roles. */
const FILTER_ROLES: readonly Role[] = ['PRODUCT_MANAGER', 'DATA_CURATOR', 'ADMIN'];

/** The dialog: closed, adding (no user) or editing one. */
type ModalState = { open: false } | { open: true; user: PublicUser | undefined };

export function AdminUsersPage() {
  const session = readSession();
  if (!session || !may(session.role, 'manageUsers'))
    return (
      <section className="admin-users">
        <h1>User Management</h1>
        <p className="admin-users__denied" role="alert">
          {NOT_AUTHORIZED}
        </p>
      </section>
    );
  return <UserManagement self={session.username} />;
}

function UserManagement({ self }: { self: string }) {
  const [params, setParams] = useSearchParams();
  const [users, setUsers] = useState<PublicUser[]>([]);
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const [modal, setModal] = useState<ModalState>(() =>
    params.get('add') === '1' ? { open: true, user: undefined } : { open: false },
  );

  // Bumped to reload the list after a save or a delete.
  const [revision, setRevision] = useState(0);
  const reload = () => setRevision((r) => r + 1);

  useEffect(() => {
    const controller = new AbortController();
    listUsers(controller.signal).then(setUsers, (error: unknown) => {
      if ((error as Error).name !== 'AbortError') console.error('Could not load users', error);
    });
    return () => controller.abort();
  }, [revision]);

  // The dashboard's 'Add New User' opens the dialog through ?add=1; drop it so a reload does not reopen it.
  useEffect(() => {
    if (params.get('add') === '1') setParams({}, { replace: true });
  }, [params, setParams]);

  const save = async (values: UserFormValues, id: number | undefined): Promise<boolean> => {
    try {
      await saveUser(values, id);
    } catch (error) {
      window.alert(saveErrorMessage(error));
      return false;
    }
    window.alert(id === undefined ? USER_ALERTS.added : USER_ALERTS.updated);
    reload();
    return true;
  };

  const remove = async (user: PublicUser) => {
    if (!window.confirm(USER_ALERTS.confirmDelete)) return;
    const failure = await deleteUser(user.id);
    if (failure) window.alert(failure);
    else reload();
  };

  const shown = filterUsers(users, search, role);

  return (
    <section className="admin-users">
      <div className="admin-users__top">
        <h1>User Management</h1>
        <button type="button" className="button" onClick={() => setModal({ open: true, user: undefined })}>
          Add User
        </button>
      </div>
      <div className="admin-users__filters">
        <input
          type="search"
          placeholder="Search users..."
          aria-label="Search users"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <select
          aria-label="Filter by role"
          value={role}
          onChange={(e) => setRole(e.target.value as RoleFilter)}
        >
          <option value="all">All Roles</option>
          {FILTER_ROLES.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </div>
      {shown.length === 0 && <p className="admin-users__empty">No users found</p>}
      <UsersTable
        users={shown}
        self={self}
        onEdit={(user) => setModal({ open: true, user })}
        onDelete={(user) => void remove(user)}
      />
      {modal.open && (
        <UserFormModal
          key={modal.user?.id ?? 'new'}
          user={modal.user}
          onClose={() => setModal({ open: false })}
          onSave={save}
        />
      )}
    </section>
  );
}
