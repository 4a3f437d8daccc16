import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATABASE_NOTICES, publishDatabaseNotice } from '../offline/db-events.ts';
import { DatabaseNotice } from './database-notice.tsx';

afterEach(() => {
  cleanup();
  publishDatabaseNotice(undefined);
  vi.restoreAllMocks();
});

describe('DatabaseNotice', () => {
  it('when there is no notice, then nothing shows', () => {
    const { container } = render(<DatabaseNotice />);
    expect(container.innerHTML).toBe('');
  });

  it('when another tab upgraded the database, then the message shows with a Reload button that reloads', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    render(<DatabaseNotice />);
    act(() => publishDatabaseNotice(DATABASE_NOTICES['upgraded-elsewhere']));
    expect(screen.getByRole('alert').textContent).toContain(DATABASE_NOTICES['upgraded-elsewhere'].message);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalled();
  });

  it('when an upgrade is blocked by another tab, then the user is asked to close it, with no Reload button, until it clears', () => {
    render(<DatabaseNotice />);
    act(() => publishDatabaseNotice(DATABASE_NOTICES.blocked));
    expect(screen.getByRole('alert').textContent).toMatch(/Close its other tabs/);
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    act(() => publishDatabaseNotice(undefined));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
