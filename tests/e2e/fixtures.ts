// Playwright fixtures for staff, without the login screen. `newStaff(role)` creates a fresh user of that role
// through the API, as the e2e server's first ADMIN (E2E_ADMIN), and signs it in through the API;
// `loginAs(role)` does the same and puts the session in the page's localStorage under the spec's keys before
// any page script runs. Every user a test made is deleted when the test ends, passed or failed.
// The test's `page` is Playwright's own: `goto` returns at the page's load, hydrated or not, and a test acts
// as a person does, as soon as what it needs is on the screen. Only tests about hydration wait for it
// (`whenHydrated`).
import { test as base, type APIRequestContext, type Page } from '@playwright/test';
import { HYDRATED_ATTRIBUTE } from '../../shared/page-start.ts';
import type { Role } from '../../shared/roles.ts';
import { E2E_ADMIN } from './global-setup.ts';

export { expect } from '@playwright/test';

export interface StaffLogin {
  id: number;
  token: string;
  username: string;
  role: Role;
  email: string;
  password: string;
}

/** A fresh user of `role`, signed in through the API but not in any page. */
export type NewStaff = (role: Role) => Promise<StaffLogin>;

/**
 * Signs `page` (the test's own page unless given) in: as a fresh user of a role, or as a user the test
 * already has (the same user on a second device, or a session the test altered).
 */
export type LoginAs = (who: Role | StaffLogin, page?: Page) => Promise<StaffLogin>;

async function login(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/admin/login', { data: { email, password } });
  if (!res.ok()) throw new Error(`login failed for ${email}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { token: string; username: string; role: Role };
}

const adminHeaders = async (request: APIRequestContext) => ({
  Authorization: `Bearer ${(await login(request, E2E_ADMIN.email, E2E_ADMIN.password)).token}`,
});

async function createStaff(request: APIRequestContext, role: Role): Promise<StaffLogin> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const user = {
    username: `${role.toLowerCase()}-${suffix}`,
    email: `${role.toLowerCase()}-${suffix}@example.com`,
    password: `pw-${suffix}-long-enough`,
    role,
  };
  const created = await request.post('/api/users', { data: user, headers: await adminHeaders(request) });
  if (!created.ok()) throw new Error(`could not create ${role}: ${created.status()} ${await created.text()}`);
  const { id } = (await created.json()) as { id: number };
  const session = await login(request, user.email, user.password);
  return { ...session, id, email: user.email, password: user.password };
}

async function removeStaff(request: APIRequestContext, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const headers = await adminHeaders(request);
  for (const id of ids) {
    const res = await request.delete(`/api/users/${id}`, { headers });
    // 404: the test deleted the user itself.
    if (!res.ok() && res.status() !== 404)
      throw new Error(`could not delete user ${id}: ${res.status()} ${await res.text()}`);
  }
}

/** Writes the session under the spec's keys; at page start only when no session is stored yet. */
function storeSession(s: { token: string; username: string; role: Role; onlyIfEmpty: boolean }): void {
  if (s.onlyIfEmpty && localStorage.getItem('token')) return;
  localStorage.setItem('token', s.token);
  localStorage.setItem('username', s.username);
  localStorage.setItem('role', s.role);
}

/**
 * Puts the session in localStorage before any page script runs (unless a session is there already); a page
 * that already shows the site gets it at once too, as a sign-in on that device would leave it.
 */
async function putSession(page: Page, session: StaffLogin): Promise<void> {
  const stored = { token: session.token, username: session.username, role: session.role };
  await page.addInitScript(storeSession, { ...stored, onlyIfEmpty: true });
  if (page.url().startsWith('http')) await page.evaluate(storeSession, { ...stored, onlyIfEmpty: false });
}

/** Resolves once the app in `page` answers input itself: for tests about hydration only. */
export async function whenHydrated(page: Page): Promise<void> {
  await page.waitForFunction((name) => document.documentElement.hasAttribute(name), HYDRATED_ATTRIBUTE);
}

/** Every page the test signed in (its own, and any of a second device it opened). */
type SignedInPages = Set<Page>;

export const test = base.extend<{ newStaff: NewStaff; loginAs: LoginAs; signedInPages: SignedInPages }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  signedInPages: async ({}, use) => {
    await use(new Set());
  },
  newStaff: async ({ request, context, signedInPages }, use) => {
    const made: number[] = [];
    await use(async (role) => {
      const staff = await createStaff(request, role);
      made.push(staff.id);
      return staff;
    });
    // The pages stop first: one still open would go on syncing, meet its deleted user's 401 and show
    // 'Session expired' in the middle of the test's own dialog handlers.
    for (const open of new Set([...context.pages(), ...signedInPages]))
      if (!open.isClosed()) await open.goto('about:blank').catch(() => undefined);
    await removeStaff(request, made);
  },
  loginAs: async ({ page, newStaff, signedInPages }, use) => {
    await use(async (who, target = page) => {
      const session = typeof who === 'string' ? await newStaff(who) : who;
      signedInPages.add(target);
      await putSession(target, session);
      return session;
    });
  },
});
