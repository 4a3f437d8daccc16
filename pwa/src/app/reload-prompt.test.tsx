import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReloadPrompt } from './reload-prompt.tsx';

// The service worker's state as the registration reports it, set per test.
const sw = vi.hoisted(() => ({
  offlineReady: false,
  needRefresh: false,
  updateServiceWorker: vi.fn(async () => undefined),
  setOfflineReady: vi.fn(),
}));
vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: () => ({
    offlineReady: [sw.offlineReady, sw.setOfflineReady],
    needRefresh: [sw.needRefresh, vi.fn()],
    updateServiceWorker: sw.updateServiceWorker,
  }),
}));

const drafts = vi.hoisted(() => ({ countUnsynced: vi.fn(async (_owner: string) => 0) }));
vi.mock('../staff/offline/pending-count.ts', () => drafts);

function signIn(username: string) {
  localStorage.setItem('token', 'a-token');
  localStorage.setItem('username', username);
  localStorage.setItem('role', 'DATA_CURATOR');
}

beforeEach(() => {
  localStorage.clear();
  sw.offlineReady = false;
  sw.needRefresh = false;
  sw.updateServiceWorker.mockClear();
  drafts.countUnsynced.mockReset();
  drafts.countUnsynced.mockResolvedValue(0);
});
afterEach(cleanup);

describe('ReloadPrompt', () => {
  it('when nothing has happened yet, then no prompt shows', () => {
    render(<ReloadPrompt />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('when the app is cached, then it says it is ready to work offline', () => {
    sw.offlineReady = true;
    render(<ReloadPrompt />);
    expect(screen.getByRole('status').textContent).toContain('Ready to work offline');
  });

  it('when ready-offline has shown for 8 s, then it closes by itself; a new version’s offer does not', () => {
    vi.useFakeTimers();
    try {
      sw.offlineReady = true;
      sw.setOfflineReady.mockClear();
      render(<ReloadPrompt />);
      vi.advanceTimersByTime(7999);
      expect(sw.setOfflineReady).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(sw.setOfflineReady).toHaveBeenCalledWith(false);
      cleanup();
      sw.setOfflineReady.mockClear();
      sw.needRefresh = true;
      render(<ReloadPrompt />);
      vi.advanceTimersByTime(60_000);
      expect(sw.setOfflineReady).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('when a new version waits, then it reads "New version available — Reload" and reloads only on a click', () => {
    sw.needRefresh = true;
    render(<ReloadPrompt />);
    expect(screen.getByRole('status').textContent).toMatch(/^New version available — ReloadClose$/);
    expect(sw.updateServiceWorker).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(sw.updateServiceWorker).toHaveBeenCalledWith(true);
  });

  it('when a new version waits and the signed-in user has drafts to sync, then the prompt warns how many', async () => {
    sw.needRefresh = true;
    signIn('ann');
    drafts.countUnsynced.mockResolvedValue(3);
    render(<ReloadPrompt />);
    expect(
      await screen.findByText(
        '3 drafts still wait to sync. They stay on this device and sync after the reload.',
      ),
    ).toBeTruthy();
    expect(drafts.countUnsynced).toHaveBeenCalledWith('ann');
  });

  it('when only one draft waits, then the warning says so in the singular', async () => {
    sw.needRefresh = true;
    signIn('ann');
    drafts.countUnsynced.mockResolvedValue(1);
    render(<ReloadPrompt />);
    expect(
      await screen.findByText(
        '1 draft still waits to sync. They stay on this device and sync after the reload.',
      ),
    ).toBeTruthy();
  });

  it('when every draft is synced, then there is no warning', async () => {
    sw.needRefresh = true;
    signIn('ann');
    render(<ReloadPrompt />);
    await waitFor(() => expect(drafts.countUnsynced).toHaveBeenCalled());
    expect(screen.queryByText(/still wait/)).toBeNull();
  });

  it('when no one is signed in, then drafts are not even looked at', () => {
    sw.needRefresh = true;
    render(<ReloadPrompt />);
    expect(drafts.countUnsynced).not.toHaveBeenCalled();
  });

  it('when only offline-ready shows, then drafts are not looked at', () => {
    sw.offlineReady = true;
    signIn('ann');
    render(<ReloadPrompt />);
    expect(drafts.countUnsynced).not.toHaveBeenCalled();
  });
});
