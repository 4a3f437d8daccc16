import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeLoadError, LOAD_FAILED } from '../lib/load-code.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

afterEach(cleanup);

function Broken(): never {
  throw new Error('render failed');
}

describe('the error page (RouteErrorBoundary)', () => {
  it('when a page throws while rendering, then "Unexpected Application Error!" shows with the reason', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <RouteErrorBoundary resetKey="/">
          <Routes>
            <Route path="/" element={<Broken />} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { name: 'Unexpected Application Error!' });
    expect(screen.getByText('render failed').textContent).toBe('render failed');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    quiet.mockRestore();
  });

  it('when a lazy route’s code cannot be loaded online, then the page reloads itself once and says so with a Reload button that reloads', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const Unloadable = lazy(() =>
      Promise.reject(new CodeLoadError('Failed to fetch dynamically imported module')),
    );
    render(
      <RouteErrorBoundary resetKey="/">
        <Suspense fallback={<p>Loading…</p>}>
          <Unloadable />
        </Suspense>
      </RouteErrorBoundary>,
    );
    await screen.findByRole('heading', { name: LOAD_FAILED.title });
    expect(screen.getByText(LOAD_FAILED.hint).textContent).toBe(LOAD_FAILED.hint);
    // The page reloads itself from an effect, which React may run a moment after the heading is painted.
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    screen.getByRole('button', { name: 'Reload' }).click();
    expect(reload).toHaveBeenCalledTimes(2);
    quiet.mockRestore();
    vi.restoreAllMocks();
  });
});
