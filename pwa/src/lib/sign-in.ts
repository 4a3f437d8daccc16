// POST /admin/login and the spec's error messages for it (admin-area.md §7, §8).
import type { LoginResponse } from '../../../shared/auth.ts';
import { isRole } from '../../../shared/roles.ts';
import { ApiError, NetworkError } from '../api/client.ts';
import { api } from '../api/endpoints.ts';
import { saveSession, type StaffSession } from './auth-storage.ts';
import type { LoginValues } from './login-validation.ts';

export const LOGIN_ERRORS = {
  invalid: 'Invalid credentials',
  network: 'Server error. Try again later.',
} as const;

export type SignInResult = { ok: true; session: StaffSession } | { ok: false; message: string };

/** Signs in and stores token, username and role; never throws. */
export async function signIn(values: LoginValues): Promise<SignInResult> {
  try {
    const answer: Partial<LoginResponse> & { message?: string } = await api.login(
      values.email.trim(),
      values.password,
    );
    const token = answer.jwt ?? answer.token;
    if (!token || !isRole(answer.role)) return { ok: false, message: answer.message ?? LOGIN_ERRORS.invalid };
    const session: StaffSession = { token, username: answer.username ?? '', role: answer.role };
    saveSession(session);
    return { ok: true, session };
  } catch (error) {
    if (error instanceof NetworkError) return { ok: false, message: LOGIN_ERRORS.network };
    if (error instanceof ApiError) {
      const message = typeof error.body.message === 'string' ? error.body.message : '';
      // A proxy's 502/504 page has no message: the server was not reached.
      if (!message && error.status >= 500) return { ok: false, message: LOGIN_ERRORS.network };
      return { ok: false, message: message || LOGIN_ERRORS.invalid };
    }
    return { ok: false, message: LOGIN_ERRORS.network };
  }
}
