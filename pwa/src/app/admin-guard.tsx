// The route guard of admin-area.md §2: /AdminDashboard/* needs a stored token and a staff role, else the
// visitor goes to / with the history entry replaced. Only a convenience: the server checks every call.
import { Navigate, Outlet } from 'react-router-dom';
import { readSession } from '../lib/auth-storage.ts';

export function AdminGuard() {
  return readSession() ? <Outlet /> : <Navigate to="/" replace />;
}
