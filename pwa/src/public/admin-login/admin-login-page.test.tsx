import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminLoginPage } from './admin-login-page.tsx';

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/AdminLogin', element: <AdminLoginPage /> },
      { path: '/AdminDashboard', element: <h1>Dashboard reached</h1> },
    ],
    { initialEntries: ['/AdminLogin'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

function answer(status: number, body: unknown) {
  return vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AdminLoginPage', () => {
  it('when sent empty, then inline messages show and nothing is requested', () => {
    const fetch = answer(200, {});
    vi.stubGlobal('fetch', fetch);
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Email is required').textContent).toBe('Email is required');
    expect(screen.getByText('Password is required').textContent).toBe('Password is required');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('when the email is malformed, then the format message shows', () => {
    renderLogin();
    fill('nope', 'secret');
    expect(screen.getByText('Enter a valid email address').textContent).toBe('Enter a valid email address');
  });

  it('when Show is pressed, then the password is visible, and Hide hides it again', () => {
    renderLogin();
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(input.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(input.getAttribute('type')).toBe('password');
  });

  it('when the server accepts, then the session is stored and the dashboard opens', async () => {
    vi.stubGlobal('fetch', answer(200, { token: 't', jwt: 'j', username: 'ann', role: 'ADMIN' }));
    renderLogin();
    fill('ann@example.com', 'secret');
    await screen.findByText('Dashboard reached');
    expect(localStorage.getItem('token')).toBe('j');
    expect(localStorage.getItem('username')).toBe('ann');
    expect(localStorage.getItem('role')).toBe('ADMIN');
  });

  it('when the server refuses, then its message shows', async () => {
    vi.stubGlobal('fetch', answer(401, { message: 'Invalid email or password.' }));
    renderLogin();
    fill('ann@example.com', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password.');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("when the refusal has no message, then 'Invalid credentials' shows", async () => {
    vi.stubGlobal('fetch', answer(401, {}));
    renderLogin();
    fill('ann@example.com', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid credentials');
  });

  it('when the network fails, then the server-error message shows', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderLogin();
    fill('ann@example.com', 'secret');
    expect((await screen.findByRole('alert')).textContent).toBe('Server error. Try again later.');
  });
});
