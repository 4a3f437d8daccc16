import 'fake-indexeddb/auto';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_PAGES, sitePage } from '../../../shared/site-pages.ts';
import { AppRoutes, DECLARED_PATHS } from './routes.tsx';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

const PUBLIC_ROUTES = [
  '/',
  '/About',
  '/Portfolio',
  '/Services',
  '/product/SBOVZ-B12-TCBL',
  '/Sustainability',
  '/Certifications',
  '/Stories',
  '/contact',
  '/AdminLogin',
  '/ExternalUserLogin',
  '/login',
];

const ADMIN_ROUTES = [
  '/AdminDashboard',
  '/AdminDashboard/users',
  '/AdminDashboard/products',
  '/AdminDashboard/products/add',
  '/AdminDashboard/products/SBOVZ-D3/edit',
  '/AdminDashboard/products/SBOVZ-D3',
  '/AdminDashboard/settings',
  '/AdminDashboard/analytics',
];

function signInAs(role: string) {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('username', 'ann');
  localStorage.setItem('role', role);
}

beforeEach(() => {
  localStorage.clear();
  // Admin screens load counts and lists; here only the frame matters, so requests never answer.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('routes', () => {
  it.each(PUBLIC_ROUTES)(
    'when %s is opened, then the public header, footer and chat button frame it',
    async (path) => {
      renderAt(path);
      // Each public page is a lazy chunk; its first import takes a while in a cold, busy test run.
      await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
      expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
      expect(
        within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link').length,
      ).toBeGreaterThan(0);
      expect(screen.getByRole('contentinfo').textContent).toContain('© 2025 Veda Vitals');
      expect(screen.getByRole('button', { name: 'Open support chat' }).matches(':disabled')).toBe(false);
    },
  );

  it.each(ADMIN_ROUTES)(
    'when %s is opened signed in, then it renders without the public frame',
    async (path) => {
      signInAs('ADMIN');
      renderAt(path);
      // The admin chunk is imported on first use; the first import takes a while in a cold test run.
      await screen.findByRole('navigation', { name: 'Admin' }, { timeout: 5000 });
      expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
      expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
      expect(screen.queryByRole('contentinfo')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Open support chat' })).toBeNull();
    },
  );

  it.each(ADMIN_ROUTES)(
    'when %s is opened without a session, then the home page shows instead',
    async (path) => {
      renderAt(path);
      await screen.findByRole('navigation', { name: 'Main' });
      expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull();
    },
  );

  it('when an unknown route is opened, then the error page shows inside the public frame, with a way home', async () => {
    renderAt('/no-such-page');
    await screen.findByRole('heading', { name: 'Unexpected Application Error!' });
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link').length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('contentinfo').textContent).toContain('© 2025 Veda Vitals');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('when the settings page opens, then it shows the spec placeholder text', async () => {
    signInAs('DATA_CURATOR');
    renderAt('/AdminDashboard/settings');
    await screen.findByRole('heading', { name: 'System Settings' });
    expect(screen.getByText('System configuration options will be available here.').textContent).toBe(
      'System configuration options will be available here.',
    );
  });
});

describe('the server’s list of the app’s pages (shared/site-pages.ts)', () => {
  it('when the router declares a page, then the server knows it as a page of the app', () => {
    const paths = DECLARED_PATHS.map((path) => path.replace(/:\w+/g, 'X'));
    expect(paths).toEqual(expect.arrayContaining([...PUBLIC_ROUTES.slice(0, 4), '/product/X']));
    // Any other address is the not-found page inside the frame: the server answers those 404.
    for (const path of paths) expect(sitePage(path), path).toBeDefined();
    expect(sitePage('/no/such/page')).toBeUndefined();
  });

  it('when the server lists a public page, then the router renders it', () => {
    for (const page of PUBLIC_PAGES) expect(PUBLIC_ROUTES).toContain(page.path);
    expect(PUBLIC_PAGES).toHaveLength(PUBLIC_ROUTES.length - 1); // all but /product/{code}
  });
});

describe('the document title', () => {
  it('when a page is shown, then the tab’s title is that page’s; an unknown address says so', async () => {
    renderAt('/About');
    await waitFor(() => expect(document.title).toBe('About us — Veda Vitals'));
    cleanup();
    renderAt('/product/SBOVZ-B12-TCBL');
    await waitFor(() => expect(document.title).toMatch(/\(SBOVZ-B12-TCBL\) — Veda Vitals$/));
    cleanup();
    renderAt('/no/such/page');
    await waitFor(() => expect(document.title).toBe('Page not found — Veda Vitals'));
  });
});
