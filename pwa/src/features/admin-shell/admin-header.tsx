// The admin header: section title, the user's initial, name and role, and logout (admin-area.md §2).
import { useNavigate } from 'react-router-dom';
import { clearAllStorage, type StaffSession } from '../../lib/auth-storage.ts';
import { LogoutIcon, MenuIcon } from './sidebar-icons.tsx';

export const LOGOUT_ALERT = 'are you logout';

interface Props {
  title: string;
  session: StaffSession | undefined;
  collapsed: boolean;
  onToggleSidebar: () => void;
}

export function AdminHeader({ title, session, collapsed, onToggleSidebar }: Props) {
  const navigate = useNavigate();
  const username = session?.username ?? '';
  const logout = () => {
    window.alert(LOGOUT_ALERT);
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
      {/* Slot for the later "offline / drafts waiting" indicator. */}
      <div className="admin-header__status" />
      <div className="admin-header__user">
        <span className="admin-header__avatar" aria-hidden="true">
          {username.charAt(0).toUpperCase() || '?'}
        </span>
        <span className="admin-header__who">
          <span className="admin-header__name">{username}</span>
          <span className="admin-header__role">{session?.role}</span>
        </span>
      </div>
      <button type="button" className="admin-header__logout" aria-label="Logout" onClick={logout}>
        <LogoutIcon />
        <span className="admin-header__logout-label">Logout</span>
      </button>
    </header>
  );
}
