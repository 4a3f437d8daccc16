import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeLoadError, isCodeLoadError, loadCode, LOAD_TIMEOUT_MS } from './load-code.ts';

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
    expect(await result).toBeInstanceOf(CodeLoadError);
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
