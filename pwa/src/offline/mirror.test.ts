// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../lib/api-client.ts';
import { db } from './db.ts';
import { loadMirrored } from './mirror.ts';

const KEY = '/api/products';
const saved = () => vi.waitFor(async () => (await db.mirrors.get(KEY)) ?? Promise.reject(new Error('none')));

afterEach(async () => {
  vi.restoreAllMocks();
  await db.mirrors.clear();
});

describe('loadMirrored', () => {
  it('when the network answers, then the items come back fresh and are saved for later', async () => {
    const before = Date.now();
    const result = await loadMirrored(KEY, () => Promise.resolve([{ code: 'A' }]));
    expect(result).toEqual({ items: [{ code: 'A' }], fromMirror: false, fetchedAt: expect.any(Number) });
    expect(result.fetchedAt).toBeGreaterThanOrEqual(before);
    const entry = await saved();
    expect(entry.items).toEqual([{ code: 'A' }]);
    expect(entry.fetchedAt).toBe(result.fetchedAt);
  });

  it('when the fetcher is called, then it gets the signal', async () => {
    const controller = new AbortController();
    const fetcher = vi.fn(() => Promise.resolve([]));
    await loadMirrored(KEY, fetcher, controller.signal);
    expect(fetcher).toHaveBeenCalledWith(controller.signal);
  });

  it.each([
    ['a network error', new NetworkError()],
    ['a 503', new ApiError(503, { message: 'Service unavailable' }, '')],
    ['a 500', new ApiError(500, { message: 'An unexpected error occurred.' }, '')],
  ])('when a list was saved and the next read meets %s, then the saved list comes back', async (_, error) => {
    const first = await loadMirrored(KEY, () => Promise.resolve([{ code: 'A' }, { code: 'B' }]));
    await saved();
    const result = await loadMirrored(KEY, () => Promise.reject(error));
    expect(result).toEqual({
      items: [{ code: 'A' }, { code: 'B' }],
      fromMirror: true,
      fetchedAt: first.fetchedAt,
    });
  });

  it('when nothing was saved and the network fails, then the network error is thrown', async () => {
    const error = new NetworkError();
    await expect(loadMirrored(KEY, () => Promise.reject(error))).rejects.toBe(error);
  });

  it.each([401, 403, 404, 400])(
    'when the server refuses with %i, then it is thrown even with a saved list',
    async (status) => {
      await loadMirrored(KEY, () => Promise.resolve([{ code: 'A' }]));
      await saved();
      const error = new ApiError(status, { message: 'No' }, '');
      await expect(loadMirrored(KEY, () => Promise.reject(error))).rejects.toBe(error);
    },
  );

  it('when the read is aborted, then the abort is thrown, not the saved list', async () => {
    await loadMirrored(KEY, () => Promise.resolve([{ code: 'A' }]));
    await saved();
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('aborted', 'AbortError');
    await expect(loadMirrored(KEY, () => Promise.reject(abort), controller.signal)).rejects.toBe(abort);
  });

  it('when lists are saved under two keys, then each falls back to its own', async () => {
    await loadMirrored('/api/ingredients', () => Promise.resolve([{ ingredientCode: 'I-1' }]));
    await loadMirrored('/api/processes', () => Promise.resolve([{ processCode: 'P-1' }]));
    await vi.waitFor(async () => expect(await db.mirrors.count()).toBe(2));
    const offline = () => Promise.reject(new NetworkError());
    expect((await loadMirrored('/api/ingredients', offline)).items).toEqual([{ ingredientCode: 'I-1' }]);
    expect((await loadMirrored('/api/processes', offline)).items).toEqual([{ processCode: 'P-1' }]);
  });

  it('when a newer list is fetched, then it replaces the saved one', async () => {
    await loadMirrored(KEY, () => Promise.resolve([{ code: 'A' }]));
    await saved();
    await loadMirrored(KEY, () => Promise.resolve([{ code: 'B' }]));
    await vi.waitFor(async () => expect((await db.mirrors.get(KEY))?.items).toEqual([{ code: 'B' }]));
  });

  it('when saving fails (storage full), then the fresh list still comes back and the failure is logged', async () => {
    const quota = Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    vi.spyOn(db.mirrors, 'put').mockRejectedValue(quota);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await loadMirrored(KEY, () => Promise.resolve([{ code: 'A' }]));
    expect(result.items).toEqual([{ code: 'A' }]);
    await vi.waitFor(() =>
      expect(log).toHaveBeenCalledWith(expect.stringContaining('the browser storage is full'), quota),
    );
  });

  it('when reading the saved list fails, then the network error is thrown', async () => {
    vi.spyOn(db.mirrors, 'get').mockRejectedValue(new Error('broken database'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new NetworkError();
    await expect(loadMirrored(KEY, () => Promise.reject(error))).rejects.toBe(error);
  });
});
