// The two session calls of the admin header: sign out on the server (ends every token of the user) and the
// own password change. (To move into pwa/src/api/ with the other calls.)
import type { LoginResponse } from '../../../shared/auth.ts';
import type { ChangePasswordInput } from '../../../shared/password-policy.ts';
import { isRole } from '../../../shared/roles.ts';
import { apiJson } from './api-client.ts';
import { saveSession, type StaffSession } from './auth-storage.ts';

/**
 * POST /admin/logout with the given token. Fire and forget: it never throws, so signing out locally goes on
 * offline or when the server is down (the token then ends at the latest when it expires).
 */
export async function logoutOnServer(token: string | undefined): Promise<void> {
  if (!token) return;
  try {
    await apiJson<unknown>('/admin/logout', {
      method: 'POST',
      auth: false,
      headers: { Authorization: `Bearer ${token}` },
    });
  } catch {
    // Offline, or the token had already ended: nothing more to do.
  }
}

/**
 * POST /api/me/password. On success the server has ended every other token and answered a fresh one, which
 * is stored here so this tab stays signed in. Throws ApiError / NetworkError like apiJson.
 */
export async function changeOwnPassword(input: ChangePasswordInput): Promise<StaffSession> {
  const answer = await apiJson<LoginResponse>('/api/me/password', { method: 'POST', body: input });
  const token = answer.jwt ?? answer.token;
  if (!token || !isRole(answer.role)) throw new Error('The server answered without a token.');
  const session: StaffSession = { token, username: answer.username, role: answer.role };
  saveSession(session);
  return session;
}
