import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeLoadError, LOAD_FAILED } from '../lib/load-code.ts';
import { ErrorPage } from './error-page.tsx';

afterEach(cleanup);

function Broken(): never {
  throw new Error('render failed');
}

describe('ErrorPage', () => {
  it('when a page throws while rendering, then "Unexpected Application Error!" shows with the reason', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <ErrorPage /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('render failed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    quiet.mockRestore();
  });

  it('when a lazy route’s code cannot be loaded, then the page says so with a Reload button that reloads', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const router = createMemoryRouter([
      {
        path: '/',
        lazy: () => Promise.reject(new CodeLoadError('Failed to fetch dynamically imported module')),
        hydrateFallbackElement: <p>Loading…</p>,
        errorElement: <ErrorPage />,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: LOAD_FAILED.title })).toBeTruthy();
    expect(screen.getByText(LOAD_FAILED.hint)).toBeTruthy();
    screen.getByRole('button', { name: 'Reload' }).click();
    expect(reload).toHaveBeenCalled();
    quiet.mockRestore();
    vi.restoreAllMocks();
  });
});
