// Dashboard home of admin-area.md §2: the two counts, ADMIN's quick actions and the sample activity.
import { Link } from 'react-router-dom';
import { readSession } from '../../lib/auth-storage.ts';
import { useCounts, type CountState } from './use-count.ts';
import './admin-dashboard.css';

/** The users count is requested only for these roles (§6); DATA_CURATOR sees a dash. */
const USER_COUNT_ROLES = new Set(['ADMIN', 'PRODUCT_MANAGER']);

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
  const session = readSession();
  const role = session?.role;
  const { users, products } = useCounts(role !== undefined && USER_COUNT_ROLES.has(role));
  const isAdmin = role === 'ADMIN';

  return (
    <section className="admin-dashboard">
      <h1>Dashboard Overview</h1>
      <div className="admin-dashboard__stats">
        <StatCard label="Total Users" state={users} />
        <StatCard label="Total Products" state={products} />
      </div>
      <div className="admin-dashboard__panels">
        {isAdmin && (
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
