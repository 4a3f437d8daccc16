// /login: where the product list sends a staff member whose session was rejected (admin-area.md §2, §8).
import { Link } from 'react-router-dom';
import { Page } from '../../components/page.tsx';

export function SessionExpiredPage() {
  return (
    <Page title="Please sign in again">
      <p>Your session has ended or you do not have access. Sign in again to continue.</p>
      <p>
        <Link className="button" to="/AdminLogin">
          Go to Admin Login
        </Link>
      </p>
    </Page>
  );
}
