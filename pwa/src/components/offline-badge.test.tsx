import { act, cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from './site-header.tsx';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

function renderHeader() {
  const router = createMemoryRouter([{ path: '*', element: <SiteHeader /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the offline badge in the public header', () => {
  it('when the browser is online, then no offline status shows', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderHeader();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('when the connection drops, then an Offline badge says saved pages are shown; when it returns, the badge goes', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderHeader();

    setOnline(false);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Offline');
    expect(status.textContent).toContain('You are offline — showing saved pages');

    setOnline(true);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
