import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from './db.ts';

/** A fresh module per test: warming happens once per page load. */
async function load() {
  vi.resetModules();
  return (await import('./warm-mirrors.ts')).warmStaffMirrors;
}

const signIn = (role: string) => {
  localStorage.setItem('token', 't0ken');
  localStorage.setItem('username', 'alice');
  localStorage.setItem('role', role);
};

/** Every path answers a list, and a count path a number. */
function answerAll() {
  const fetch = vi.fn((path: string) =>
    Promise.resolve(Response.json(path.endsWith('/count') ? 7 : [{ path }])),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const requested = (fetch: ReturnType<typeof answerAll>) => fetch.mock.calls.map(([path]) => path).sort();

afterEach(async () => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await db.mirrors.clear();
});

describe('warmStaffMirrors', () => {
  it('when an ADMIN opens the admin area, then the lists and both counts are saved, once per page load', async () => {
    signIn('ADMIN');
    const fetch = answerAll();
    const warm = await load();
    await warm();
    await warm();
    expect(requested(fetch)).toEqual([
      '/api/ingredients',
      '/api/processes',
      '/api/products',
      '/api/products/count',
      '/api/users/count',
    ]);
    await vi.waitFor(async () => expect(await db.mirrors.count()).toBe(5));
    expect((await db.mirrors.get('/api/ingredients'))?.items).toEqual([{ path: '/api/ingredients' }]);
    expect((await db.mirrors.get('/api/users/count'))?.items).toEqual([7]);
  });

  it('when a DATA_CURATOR opens it, then the users count (403 for them) is not asked for', async () => {
    signIn('DATA_CURATOR');
    const fetch = answerAll();
    await (
      await load()
    )();
    expect(requested(fetch)).not.toContain('/api/users/count');
    expect(requested(fetch)).toContain('/api/products/count');
  });

  it('when nobody is signed in, then nothing is requested', async () => {
    const fetch = answerAll();
    await (
      await load()
    )();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('when one list is refused, then the others are still saved and nothing is thrown', async () => {
    signIn('DATA_CURATOR');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn((path: string) =>
        Promise.resolve(
          path === '/api/processes'
            ? Response.json({ message: 'No' }, { status: 401 })
            : Response.json(path.endsWith('/count') ? 3 : []),
        ),
      ),
    );
    await (
      await load()
    )();
    await vi.waitFor(async () => expect(await db.mirrors.count()).toBe(3));
    expect(await db.mirrors.get('/api/processes')).toBeUndefined();
  });

  it('when offline, then nothing is thrown', async () => {
    signIn('ADMIN');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect((await load())()).resolves.toBeUndefined();
  });
});
