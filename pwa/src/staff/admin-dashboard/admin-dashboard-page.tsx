// Dashboard home of admin-area.md §2: the two counts, ADMIN's quick actions and the sample activity.
import { Link } from 'react-router-dom';
import { may } from '../../../../shared/permissions.ts';
import { readSession } from '../../lib/auth-storage.ts';
import { useCounts, type CountState } from './use-count.ts';
import './admin-dashboard.css';

const RECENT_ACTIVITY = [
  { text: 'New product approved', when: '2 hours ago' },
  { text: 'User registration pending', when: '4 hours ago' },
] as const;

function shown(state: CountState): string {
  if (state === 'loading') return 'Loading...';
  if (typeof state === 'number') return state.toLocaleString('en');
  return '—';
}

function StatCard({ label, state }: { label: string; state: CountState }) {
  return (
    <div className="admin-dashboard__stat">
      <h2>{label}</h2>
      <p className="admin-dashboard__stat-value" aria-live="polite">
        {shown(state)}
      </p>
    </div>
  );
}

export function AdminDashboardPage() {
  const role = readSession()?.role;
  // The users count is asked for only by the roles that may read it (a DATA_CURATOR sees a dash).
  const { users, products } = useCounts(may(role, 'readUserCount'));
  const quickActions = may(role, 'dashboardQuickActions');

  return (
    <section className="admin-dashboard">
      <h1>Dashboard Overview</h1>
      <div className="admin-dashboard__stats">
        <StatCard label="Total Users" state={users} />
        <StatCard label="Total Products" state={products} />
      </div>
      <div className="admin-dashboard__panels">
        {quickActions && (
          <section className="admin-dashboard__card" aria-labelledby="quick-actions">
            <h2 id="quick-actions">Quick Actions</h2>
            <div className="admin-dashboard__actions">
              <Link className="button" to="/AdminDashboard/users?add=1">
                Add New User
              </Link>
              <Link className="button" to="/AdminDashboard/products/add">
                Add New Product
              </Link>
            </div>
          </section>
        )}
        <section className="admin-dashboard__card" aria-labelledby="recent-activity">
          <h2 id="recent-activity">Recent Activity</h2>
          <ul className="admin-dashboard__activity">
            {RECENT_ACTIVITY.map((a) => (
              <li key={a.text}>
                <span>{a.text}</span>
                <span className="admin-dashboard__when">{a.when}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </section>
  );
}
