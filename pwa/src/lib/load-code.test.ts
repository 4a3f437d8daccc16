import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CodeLoadError,
  isCodeLoadError,
  loadCode,
  LOAD_TIMEOUT_MS,
  RELOAD_AGAIN_AFTER_MS,
  reloadOnceForCode,
  type ReloadDeps,
} from './load-code.ts';

afterEach(() => vi.useRealTimers());

describe('loadCode', () => {
  it('when the import resolves, then its module is returned', async () => {
    await expect(loadCode(() => Promise.resolve({ a: 1 }))).resolves.toEqual({ a: 1 });
  });

  it('when the import fails, then a CodeLoadError carries the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: /assets/admin-routes-X.js');
    const error: unknown = await loadCode(() => Promise.reject(cause)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CodeLoadError);
    expect((error as CodeLoadError).cause).toBe(cause);
  });

  it('when the import never settles, then it fails after the timeout', async () => {
    vi.useFakeTimers();
    const result = loadCode(() => new Promise<never>(() => undefined)).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(CodeLoadError);
    expect((error as CodeLoadError).timedOut).toBe(true);
  });
});

describe('isCodeLoadError', () => {
  it.each([
    [new CodeLoadError('x'), true],
    [new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new Error('Unable to preload CSS for /assets/admin-routes-X.css'), true],
    [new Error('render failed'), false],
    ['a string', false],
  ])('%s → %s', (error, expected) => {
    expect(isCodeLoadError(error)).toBe(expected);
  });
});

describe('reloadOnceForCode', () => {
  const failed = new CodeLoadError('Failed to fetch dynamically imported module', { cause: new TypeError() });

  function device(online = true) {
    const stored = new Map<string, string>();
    const deps = (now: number): ReloadDeps => ({
      storage: { getItem: (k) => stored.get(k) ?? null, setItem: (k, v) => void stored.set(k, v) },
      online,
      now,
      reload: vi.fn(),
    });
    return { deps };
  }

  it('when a chunk failed online, then the page reloads once; a second failure within a minute does not reload', () => {
    const { deps } = device();
    const first = deps(1_000_000);
    expect(reloadOnceForCode(failed, first)).toBe(true);
    expect(first.reload).toHaveBeenCalledOnce();
    const second = deps(1_000_000 + RELOAD_AGAIN_AFTER_MS - 1);
    expect(reloadOnceForCode(failed, second)).toBe(false);
    expect(second.reload).not.toHaveBeenCalled();
  });

  it('when the last such reload is more than a minute old, then a new failure reloads again', () => {
    const { deps } = device();
    reloadOnceForCode(failed, deps(1_000_000));
    const later = deps(1_000_000 + RELOAD_AGAIN_AFTER_MS);
    expect(reloadOnceForCode(failed, later)).toBe(true);
    expect(later.reload).toHaveBeenCalledOnce();
  });

  it('when offline, or when the load only timed out, then nothing reloads', () => {
    const offline = device(false).deps(1);
    expect(reloadOnceForCode(failed, offline)).toBe(false);
    const slow = device().deps(1);
    expect(
      reloadOnceForCode(new CodeLoadError('Loading took more than 10 s.', { timedOut: true }), slow),
    ).toBe(false);
    expect(offline.reload).not.toHaveBeenCalled();
    expect(slow.reload).not.toHaveBeenCalled();
  });
});
