import { describe, expect, it, vi } from 'vitest';
import { badgeCount, showOnAppBadge } from './app-badge.ts';

const badging = () => ({
  setAppBadge: vi.fn((_n?: number) => Promise.resolve()),
  clearAppBadge: vi.fn(() => Promise.resolve()),
});

describe('the app badge', () => {
  it('when drafts wait or need the user, then the badge counts them all', () => {
    expect(badgeCount({ waiting: 2, attention: 1, authRequired: false })).toBe(3);
    expect(badgeCount({ waiting: 0, attention: 0, authRequired: false })).toBe(0);
  });

  it('when drafts are not on the server, then their number is set on the badge', () => {
    const nav = badging();
    showOnAppBadge(2, nav as unknown as Navigator);
    expect(nav.setAppBadge).toHaveBeenCalledWith(2);
    expect(nav.clearAppBadge).not.toHaveBeenCalled();
  });

  it('when every draft is synced, then the badge is cleared', () => {
    const nav = badging();
    showOnAppBadge(0, nav as unknown as Navigator);
    expect(nav.clearAppBadge).toHaveBeenCalledTimes(1);
    expect(nav.setAppBadge).not.toHaveBeenCalled();
  });

  it('when the browser has no Badging API, then nothing is called and nothing throws', () => {
    expect(() => showOnAppBadge(3, {} as Navigator)).not.toThrow();
    expect(() => showOnAppBadge(0, {} as Navigator)).not.toThrow();
  });

  it('when the browser refuses the badge, then the refusal is logged, not thrown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const nav = { setAppBadge: () => Promise.reject(new Error('not installed')) };
    showOnAppBadge(1, nav as unknown as Navigator);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });
});
