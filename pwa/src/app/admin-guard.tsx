// The route guard of admin-area.md §2: /AdminDashboard/* needs a stored token and a staff role, else the
// visitor goes to / with the history entry replaced. Only a convenience: the server checks every call.
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { readSession } from '../lib/auth-storage.ts';

export function AdminGuard() {
  const signedIn = readSession() !== undefined;
  useEffect(() => {
    // A staff session exists: keep the admin area's code for offline use.
    if (signedIn) void import('./warm-admin.ts').then(({ warmAdmin }) => warmAdmin());
  }, [signedIn]);
  return signedIn ? <Outlet /> : <Navigate to="/" replace />;
}
