import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdminGuard } from './admin-guard.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home</h1> },
      { path: '/elsewhere', element: <h1>Elsewhere</h1> },
      {
        path: '/AdminDashboard',
        element: <AdminGuard />,
        children: [{ index: true, element: <h1>Admin</h1> }],
      },
    ],
    { initialEntries: ['/elsewhere', path], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function store(token: string | null, role: string | null) {
  if (token !== null) localStorage.setItem('token', token);
  if (role !== null) localStorage.setItem('role', role);
  localStorage.setItem('username', 'ann');
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('AdminGuard', () => {
  it.each(['ADMIN', 'PRODUCT_MANAGER', 'DATA_CURATOR'])(
    'when a %s session is stored, then the admin route renders',
    async (role) => {
      store('t', role);
      renderAt('/AdminDashboard');
      await screen.findByRole('heading', { name: 'Admin' });
    },
  );

  it.each([
    ['no token', null, 'ADMIN'],
    ['no role', 't', null],
    ['an unknown role', 't', 'CUSTOMER'],
  ])('when there is %s, then it goes to / and replaces the history entry', async (_, token, role) => {
    store(token, role);
    const router = renderAt('/AdminDashboard');
    await screen.findByRole('heading', { name: 'Home' });
    expect(router.state.historyAction).toBe('REPLACE');
    // Back returns to the page before the admin link, not to the guarded route.
    await router.navigate(-1);
    await screen.findByRole('heading', { name: 'Elsewhere' });
  });
});
