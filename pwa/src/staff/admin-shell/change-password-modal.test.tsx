import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_MESSAGES } from '../../../../shared/password-policy.ts';
import { readSession, saveSession } from '../../lib/auth-storage.ts';
import { logoutOnServer } from '../../lib/session-api.ts';
import { ChangePasswordModal } from './change-password-modal.tsx';

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
const answer = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

beforeEach(() => {
  localStorage.clear();
  saveSession({ token: 'old-token', username: 'asha', role: 'DATA_CURATOR' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ChangePasswordModal', () => {
  it('when sent empty, short or mismatched, then the form says why and nothing is sent', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<ChangePasswordModal onClose={() => {}} />);
    submit();
    expect(screen.getByText(PASSWORD_MESSAGES.currentRequired).textContent).toBe(
      PASSWORD_MESSAGES.currentRequired,
    );
    expect(screen.getByText(PASSWORD_MESSAGES.required).textContent).toBe(PASSWORD_MESSAGES.required);
    fill('Current password', 'my-old-password');
    fill('New password', 'too-short');
    submit();
    expect(screen.getByText(PASSWORD_MESSAGES.tooShort).textContent).toBe(PASSWORD_MESSAGES.tooShort);
    fill('New password', 'a-long-new-password');
    fill('Confirm new password', 'another-long-password');
    submit();
    expect(screen.getByText(PASSWORD_MESSAGES.confirmMismatch).textContent).toBe(
      PASSWORD_MESSAGES.confirmMismatch,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the server refuses the current password, then its message shows under that field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        answer(400, {
          message: PASSWORD_MESSAGES.currentWrong,
          code: 'VALIDATION',
          errors: [{ path: 'currentPassword', message: PASSWORD_MESSAGES.currentWrong }],
        }),
      ),
    );
    render(<ChangePasswordModal onClose={() => {}} />);
    fill('Current password', 'not-my-password');
    fill('New password', 'a-long-new-password');
    fill('Confirm new password', 'a-long-new-password');
    submit();
    await screen.findByText(PASSWORD_MESSAGES.currentWrong);
    expect(readSession()?.token).toBe('old-token');
  });

  it('when the change succeeds, then the fresh token is stored and the success message shows', async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
      answer(200, { token: 'new-token', jwt: 'new-token', username: 'asha', role: 'DATA_CURATOR' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<ChangePasswordModal onClose={() => {}} />);
    fill('Current password', 'my-old-password');
    fill('New password', 'a-long-new-password');
    fill('Confirm new password', 'a-long-new-password');
    submit();
    expect(await screen.findByRole('status')).toHaveProperty('textContent', PASSWORD_MESSAGES.changed);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/me/password');
    expect(JSON.parse(String(init.body))).toEqual({
      currentPassword: 'my-old-password',
      newPassword: 'a-long-new-password',
    });
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer old-token');
    expect(readSession()).toEqual({ token: 'new-token', username: 'asha', role: 'DATA_CURATOR' });
  });
});

describe('logoutOnServer', () => {
  it('when called, then it posts /admin/logout with the given token', async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(new Response(null, { status: 204 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    await logoutOnServer('the-token');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/admin/logout');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer the-token');
  });

  it('when offline, then it resolves all the same', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(logoutOnServer('the-token')).resolves.toBeUndefined();
  });
});
