// Signs a staff member in for an end-to-end test without the login screen: the first ADMIN signs in
// through the API, creates a user of the wanted role if needed, and the session is put in localStorage
// under the spec's keys before the app loads.
import type { APIRequestContext, Page } from '@playwright/test';
import type { Role } from '../../shared/roles.ts';
import { E2E_ADMIN } from './global-setup.ts';

export interface StaffLogin {
  token: string;
  username: string;
  role: Role;
  email: string;
  password: string;
}

async function login(request: APIRequestContext, email: string, password: string): Promise<StaffLogin> {
  const res = await request.post('/admin/login', { data: { email, password } });
  if (!res.ok()) throw new Error(`login failed for ${email}: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as { token: string; username: string; role: Role };
  return { ...body, email, password };
}

/** A session for the given role; the ADMIN is the e2e server's first ADMIN, other roles are created. */
export async function staffSession(request: APIRequestContext, role: Role = 'ADMIN'): Promise<StaffLogin> {
  const admin = await login(request, E2E_ADMIN.email, E2E_ADMIN.password);
  if (role === 'ADMIN') return admin;
  const suffix = Math.random().toString(36).slice(2, 8);
  const user = {
    username: `${role.toLowerCase()}-${suffix}`,
    email: `${role.toLowerCase()}-${suffix}@example.com`,
    password: `pw-${suffix}-long-enough`,
    role,
  };
  const created = await request.post('/api/users', {
    data: user,
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  if (!created.ok()) throw new Error(`could not create ${role}: ${created.status()} ${await created.text()}`);
  return login(request, user.email, user.password);
}

/** Puts the session in localStorage before any page script runs. */
export async function signIn(page: Page, session: StaffLogin): Promise<void> {
  await page.addInitScript((s) => {
    if (!localStorage.getItem('token')) {
      localStorage.setItem('token', s.token);
      localStorage.setItem('username', s.username);
      localStorage.setItem('role', s.role);
    }
  }, session);
}
