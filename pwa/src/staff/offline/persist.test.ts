import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module per test: the request is remembered for the page's lifetime. */
async function load() {
  vi.resetModules();
  return (await import('./persist.ts')).requestPersistentStorage;
}

function stubStorage(storage: Partial<StorageManager> | undefined) {
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
}

beforeEach(() => sessionStorage.clear());

afterEach(() => {
  vi.restoreAllMocks();
  stubStorage(undefined);
});

describe('requestPersistentStorage', () => {
  it('when storage is not yet persisted, then persist is asked once and its answer returned', async () => {
    const persist = vi.fn(() => Promise.resolve(true));
    stubStorage({ persisted: () => Promise.resolve(false), persist });
    const request = await load();
    expect(await request()).toBe(true);
    expect(await request()).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('when storage is already persisted, then persist is not asked', async () => {
    const persist = vi.fn(() => Promise.resolve(true));
    stubStorage({ persisted: () => Promise.resolve(true), persist });
    expect(await (await load())()).toBe(true);
    expect(persist).not.toHaveBeenCalled();
  });

  it('when the browser refuses, then false comes back', async () => {
    stubStorage({ persisted: () => Promise.resolve(false), persist: () => Promise.resolve(false) });
    expect(await (await load())()).toBe(false);
  });

  it('when the page reloads in the same tab session after asking, then persist is not asked again', async () => {
    const persist = vi.fn(() => Promise.resolve(false));
    stubStorage({ persisted: () => Promise.resolve(false), persist });
    await (
      await load()
    )();
    expect(await (await load())()).toBe(false);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('when the browser has no StorageManager, then false comes back without an error', async () => {
    stubStorage(undefined);
    expect(await (await load())()).toBe(false);
  });

  it('when the storage API fails, then false comes back and the error is logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubStorage({
      persisted: () => Promise.reject(new Error('denied')),
      persist: () => Promise.resolve(true),
    });
    expect(await (await load())()).toBe(false);
    expect(log).toHaveBeenCalled();
  });
});
