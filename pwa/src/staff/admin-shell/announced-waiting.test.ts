import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCE_ONLINE_AFTER_MS, useAnnouncedWaiting } from './announced-waiting.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const render = (waiting: number, online: boolean) =>
  renderHook(({ w, o }) => useAnnouncedWaiting(w, o), { initialProps: { w: waiting, o: online } });

describe('useAnnouncedWaiting', () => {
  it('when offline, then every waiting draft is announced at once', () => {
    const { result, rerender } = render(0, false);
    expect(result.current).toBe(0);
    rerender({ w: 2, o: false });
    expect(result.current).toBe(2);
  });

  it('when online, then a draft that reaches the server within the delay is never announced', () => {
    const { result, rerender } = render(1, true);
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(ANNOUNCE_ONLINE_AFTER_MS - 100));
    expect(result.current).toBe(0);
    rerender({ w: 0, o: true });
    act(() => vi.advanceTimersByTime(ANNOUNCE_ONLINE_AFTER_MS));
    expect(result.current).toBe(0);
  });

  it('when online and drafts wait past the delay, then they are announced until none waits', () => {
    const { result, rerender } = render(1, true);
    act(() => vi.advanceTimersByTime(ANNOUNCE_ONLINE_AFTER_MS));
    expect(result.current).toBe(1);
    rerender({ w: 3, o: true });
    expect(result.current).toBe(3);
    rerender({ w: 0, o: true });
    expect(result.current).toBe(0);
    rerender({ w: 1, o: true });
    expect(result.current).toBe(0);
  });

  it('when the network returns with drafts announced offline, then they stay announced while they sync', () => {
    const { result, rerender } = render(1, false);
    expect(result.current).toBe(1);
    rerender({ w: 1, o: true });
    expect(result.current).toBe(1);
    rerender({ w: 0, o: true });
    expect(result.current).toBe(0);
  });
});
