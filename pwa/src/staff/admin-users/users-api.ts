// The user calls of admin-area.md §7 and the messages §8 gives for their failures.
import type { PublicUser } from '../../../../shared/user.ts';
import { ApiError, NetworkError } from '../../api/client.ts';
import { api } from '../../api/endpoints.ts';
import type { UserFormValues } from './user-form.ts';

export const USER_ALERTS = {
  added: 'User added successfully',
  updated: 'User updated successfully',
  saveFailed: 'Error saving user',
  confirmDelete: 'Are you sure to delete?',
  deleteFailed: 'Delete failed',
} as const;

export function listUsers(signal?: AbortSignal): Promise<PublicUser[]> {
  return api.listUsers({ signal });
}

/** POST when adding, PUT when editing; a blank password on edit keeps the old one. */
export async function saveUser(values: UserFormValues, id: number | undefined): Promise<void> {
  const body = {
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
    role: values.role,
  };
  if (id === undefined) await api.createUser(body);
  else await api.updateUser(id, body);
}

export function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError && typeof error.body.message === 'string' && error.body.message)
    return error.body.message;
  return USER_ALERTS.saveFailed;
}

/** Resolves with nothing on success, or the message to alert: the server's, its text, or 'Delete failed'. */
export async function deleteUser(id: number): Promise<string | undefined> {
  try {
    await api.deleteUser(id);
    return undefined;
  } catch (error) {
    if (error instanceof NetworkError || !(error instanceof ApiError)) return USER_ALERTS.deleteFailed;
    // The server's message, else the answer's text itself.
    const message = typeof error.body.message === 'string' ? error.body.message : '';
    return message || error.text || USER_ALERTS.deleteFailed;
  }
}
