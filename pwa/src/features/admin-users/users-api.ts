// The user calls of admin-area.md §7 and the messages §8 gives for their failures.
import type { PublicUser } from '../../../../shared/user.ts';
import { ApiError, apiFetch, apiJson } from '../../lib/api-client.ts';
import type { UserFormValues } from './user-form.ts';

export const USER_ALERTS = {
  added: 'User added successfully',
  updated: 'User updated successfully',
  saveFailed: 'Error saving user',
  confirmDelete: 'Are you sure to delete?',
  deleteFailed: 'Delete failed',
} as const;

export function listUsers(signal?: AbortSignal): Promise<PublicUser[]> {
  return apiJson<PublicUser[]>('/api/users', { signal });
}

/** POST when adding, PUT when editing; a blank password on edit keeps the old one. */
export async function saveUser(values: UserFormValues, id: number | undefined): Promise<void> {
  const body = {
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
    role: values.role,
  };
  if (id === undefined) await apiJson('/api/users', { method: 'POST', body });
  else await apiJson(`/api/users/${id}`, { method: 'PUT', body });
}

export function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError && typeof error.body.message === 'string' && error.body.message)
    return error.body.message;
  return USER_ALERTS.saveFailed;
}

/** Resolves with nothing on success, or the message to alert: the server's, its text, or 'Delete failed'. */
export async function deleteUser(id: number): Promise<string | undefined> {
  try {
    const res = await apiFetch(`/api/users/${id}`, { method: 'DELETE' });
    if (res.ok) return undefined;
    const text = await res.text();
    try {
      const parsed = JSON.parse(text) as { message?: unknown };
      if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
    } catch {
      // Not JSON: the text itself is the message.
    }
    return text || USER_ALERTS.deleteFailed;
  } catch {
    return USER_ALERTS.deleteFailed;
  }
}
