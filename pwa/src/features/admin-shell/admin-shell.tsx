// The admin frame of admin-area.md §2: sidebar and header around every /AdminDashboard route.
import { NavLink, Outlet } from 'react-router-dom';

const SECTIONS = [
  { to: '/AdminDashboard', label: 'Dashboard', end: true },
  { to: '/AdminDashboard/users', label: 'User Management', end: false },
  { to: '/AdminDashboard/products', label: 'Product Management', end: false },
  { to: '/AdminDashboard/analytics', label: 'Analytics', end: false },
  { to: '/AdminDashboard/settings', label: 'Settings', end: false },
] as const;

export function AdminShell() {
  return (
    <div className="admin-shell">
      <nav className="admin-sidebar" aria-label="Admin">
        {SECTIONS.map((s) => (
          <NavLink key={s.to} to={s.to} end={s.end}>
            {s.label}
          </NavLink>
        ))}
      </nav>
      <div className="admin-content">
        <Outlet />
      </div>
    </div>
  );
}
