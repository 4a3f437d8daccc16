// The admin header: section title, the user's initial, name and role (the account's menu, with "Change
// password"), and logout (admin-area.md §2), which also ends the session on the server.
import { useNavigate } from 'react-router-dom';
import { clearAllStorage, type StaffSession } from '../../lib/auth-storage.ts';
import { logoutOnServer } from '../../lib/session-api.ts';
import { countUnsynced } from '../offline/pending-count.ts';
import { clearStaffDataOnSignOut } from '../offline/sign-out.ts';
import { beginSignOut } from '../offline/sync-scheduler.ts';
import { AccountMenu } from './account-menu.tsx';
import { LogoutIcon, MenuIcon } from './sidebar-icons.tsx';
import { DeviceStorage } from './device-storage.tsx';
import { SyncStatus } from './sync-status.tsx';

export const LOGOUT_ALERT = 'are you logout';
export const unsyncedLogoutQuestion = (n: number) =>
  `${n} ${n === 1 ? 'draft has' : 'drafts have'} not reached the server yet. ` +
  'They stay on this device and sync when you sign in again. Log out anyway?';

interface Props {
  title: string;
  session: StaffSession | undefined;
  collapsed: boolean;
  onToggleSidebar: () => void;
}

export function AdminHeader({ title, session, collapsed, onToggleSidebar }: Props) {
  const navigate = useNavigate();
  const username = session?.username ?? '';
  const logout = async () => {
    const unsynced = await countUnsynced(username).catch(() => 0);
    if (unsynced > 0 && !window.confirm(unsyncedLogoutQuestion(unsynced))) return;
    window.alert(LOGOUT_ALERT);
    // A sync refused from here on is this logout, not an expired session.
    beginSignOut();
    // Fire and forget: the server ends the token; offline, signing out here goes on regardless.
    void logoutOnServer(session?.token);
    // The replica and synced drafts belong to the session; drafts with unsent work stay for their owner.
    await clearStaffDataOnSignOut().catch((error: unknown) =>
      console.error('Could not clear the staff data', error),
    );
    clearAllStorage();
    void navigate('/');
  };
  return (
    <header className="admin-header">
      <button
        type="button"
        className="admin-header__menu"
        aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        aria-expanded={!collapsed}
        aria-controls="admin-sidebar"
        onClick={onToggleSidebar}
      >
        <MenuIcon />
      </button>
      {/* Pages carry their own h1; this names the section for orientation. */}
      <p className="admin-header__title">{title}</p>
      {/* The sync status and who is signed in: beside the title on a wide screen, a second row of their own
         on a phone (scrolling sideways when they do not fit). */}
      <div className="admin-header__more">
        <div className="admin-header__status">
          <SyncStatus owner={username} />
          <DeviceStorage owner={username} />
        </div>
        <AccountMenu session={session} />
      </div>
      <button
        type="button"
        className="admin-header__logout"
        aria-label="Logout"
        onClick={() => void logout()}
      >
        <LogoutIcon />
        <span className="admin-header__logout-label">Logout</span>
      </button>
    </header>
  );
}
