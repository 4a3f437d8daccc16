// The two session actions of the admin header over the API layer: sign out on the server (ends every token
// of the user) and the own password change (keeps this tab signed in with the fresh token).
import type { LoginResponse } from '../../../shared/auth.ts';
import type { ChangePasswordInput } from '../../../shared/password-policy.ts';
import { isRole } from '../../../shared/roles.ts';
import { api } from '../api/endpoints.ts';
import { saveSession, type StaffSession } from './auth-storage.ts';

/**
 * POST /admin/logout with the given token. Fire and forget: it never throws, so signing out locally goes on
 * offline or when the server is down (the token then ends at the latest when it expires).
 */
export async function logoutOnServer(token: string | undefined): Promise<void> {
  if (!token) return;
  try {
    await api.logout(token);
  } catch {
    // Offline, or the token had already ended: nothing more to do.
  }
}

let renewing: Promise<unknown> | undefined;

/**
 * Resolves once no password change of this tab is on its way. The server ends the old token when it
 * commits the change, so the live stream's 'auth' event, or a pull sent with the old token, can come back
 * before the change's own answer brings the fresh token: whoever is refused waits for this, then looks
 * whether the token has changed before calling the session expired.
 */
export async function sessionRenewed(): Promise<void> {
  while (renewing) await renewing.catch(() => undefined);
}

/**
 * POST /api/me/password. On success the server has ended every other token and answered a fresh one, which
 * is stored here so this tab stays signed in. Throws ApiError / NetworkError.
 */
export function changeOwnPassword(input: ChangePasswordInput): Promise<StaffSession> {
  const change = (async () => {
    const answer: LoginResponse = await api.changePassword(input);
    const token = answer.jwt ?? answer.token;
    if (!token || !isRole(answer.role)) throw new Error('The server answered without a token.');
    const session: StaffSession = { token, username: answer.username, role: answer.role };
    saveSession(session);
    return session;
  })();
  renewing = change;
  const settled = () => {
    if (renewing === change) renewing = undefined;
  };
  change.then(settled, settled);
  return change;
}
