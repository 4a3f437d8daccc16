import 'fake-indexeddb/auto';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../offline/db.ts';
import { useCount } from './use-count.ts';

const PATH = '/api/products/count';
const offline = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await db.mirrors.clear();
});

describe('useCount', () => {
  it('when the count was seen online, then offline it shows that count', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json(42))),
    );
    const online = renderHook(() => useCount(PATH, true));
    await waitFor(() => expect(online.result.current).toBe(42));
    await vi.waitFor(async () => expect(await db.mirrors.get(PATH)).toBeTruthy());
    online.unmount();

    offline();
    const { result } = renderHook(() => useCount(PATH, true));
    await waitFor(() => expect(result.current).toBe(42));
  });

  it('when offline and no count was saved, then it failed (the dashboard shows a dash)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    offline();
    const { result } = renderHook(() => useCount(PATH, true));
    await waitFor(() => expect(result.current).toBe('failed'));
  });

  it('when the answer is not a number, then it failed and nothing is saved', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ count: 'many' }))),
    );
    const { result } = renderHook(() => useCount(PATH, true));
    await waitFor(() => expect(result.current).toBe('failed'));
    expect(log).toHaveBeenCalled();
    expect(await db.mirrors.get(PATH)).toBeUndefined();
  });

  it('when not enabled, then nothing is requested', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useCount(PATH, false));
    expect(result.current).toBe('skipped');
    expect(fetch).not.toHaveBeenCalled();
  });
});
