// The staff session in browser storage, under the spec's keys (admin-area.md §3): token, username, role.
// The browser's copy of the role only steers the UI; the server checks every request.
import { isRole, type Role } from '../../../shared/roles.ts';

export const STORAGE_KEYS = { token: 'token', username: 'username', role: 'role' } as const;

export interface StaffSession {
  token: string;
  username: string;
  role: Role;
}

export function readSession(): StaffSession | undefined {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const username = localStorage.getItem(STORAGE_KEYS.username) ?? '';
  const role = localStorage.getItem(STORAGE_KEYS.role);
  if (!token || !isRole(role)) return undefined;
  return { token, username, role };
}

export function saveSession(session: StaffSession): void {
  localStorage.setItem(STORAGE_KEYS.token, session.token);
  localStorage.setItem(STORAGE_KEYS.username, session.username);
  localStorage.setItem(STORAGE_KEYS.role, session.role);
}

/** Logout clears all browser storage (admin-area.md §2). */
export function clearAllStorage(): void {
  localStorage.clear();
  sessionStorage.clear();
}
