import 'fake-indexeddb/auto';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../offline/db.ts';
import { useExistingRecords } from './existing-records.ts';

const INGREDIENTS = [{ ingredientCode: 'ING-1', commonName: 'Amla' }];

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await db.mirrors.clear();
});

describe('useExistingRecords', () => {
  it('when the ingredients were fetched once, then offline the picker gets the saved ones', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json(INGREDIENTS))),
    );
    const online = renderHook(() => useExistingRecords('/api/ingredients'));
    await waitFor(() => expect(online.result.current).toEqual(INGREDIENTS));
    await vi.waitFor(async () => expect(await db.mirrors.get('/api/ingredients')).toBeTruthy());
    online.unmount();

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { result } = renderHook(() => useExistingRecords('/api/ingredients'));
    await waitFor(() => expect(result.current).toEqual(INGREDIENTS));
  });

  it('when offline with nothing saved, then the list stays empty and the failure is logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { result } = renderHook(() => useExistingRecords('/api/processes'));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Could not load /api/processes', expect.anything()));
    expect(result.current).toEqual([]);
  });
});
