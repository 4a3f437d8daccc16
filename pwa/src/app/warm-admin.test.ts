import { describe, expect, it, vi } from 'vitest';
import type { AdminAssets } from '../../../shared/admin-assets.ts';
import { warmAdminAssets, type AdminWarmDeps, type AdminWarmState } from './warm-admin.ts';

const OWN = '/assets/admin-routes-A.js';
const MANIFEST: AdminAssets = {
  version: 'v1',
  files: [OWN, '/assets/admin-routes-A.css', '/assets/admin-pending-count-A.js'],
};

/** A fake worker cache: a file is cached after `failures[url]` failed fetches (0 by default). */
function fakeDeps(overrides: Partial<AdminWarmDeps> = {}, failures: Record<string, number> = {}) {
  const cache = new Set<string>();
  const states: AdminWarmState[] = [];
  const pauses: number[] = [];
  const fetched: string[] = [];
  const deps: AdminWarmDeps = {
    readManifest: () => Promise.resolve(MANIFEST),
    fetchFile: (url) => {
      fetched.push(url);
      if ((failures[url] ?? 0) > 0) {
        failures[url]!--;
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      cache.add(url);
      return Promise.resolve(true);
    },
    isCached: (url) => Promise.resolve(cache.has(url)),
    ownChunk: OWN,
    pause: (ms) => {
      pauses.push(ms);
      return Promise.resolve();
    },
    mark: (state) => states.push(state),
    // The longest pause of each round, so the pauses can be compared.
    random: () => 1,
    ...overrides,
  };
  return { deps, cache, states, pauses, fetched };
}

describe('warmAdminAssets', () => {
  it('when every listed file can be fetched, then all are cached and the state is done', async () => {
    const { deps, cache, states, pauses } = fakeDeps();
    expect(await warmAdminAssets(deps)).toBe('done');
    expect([...cache].sort()).toEqual([...MANIFEST.files].sort());
    expect(states).toEqual(['warming', 'done']);
    expect(pauses).toEqual([]);
  });

  it('when files are already cached, then they are not fetched again', async () => {
    const { deps, cache, fetched } = fakeDeps();
    MANIFEST.files.slice(1).forEach((f) => cache.add(f));
    expect(await warmAdminAssets(deps)).toBe('done');
    expect(fetched).toEqual([OWN]);
  });

  it('when some fetches fail, then only the missing ones are tried again, after growing pauses, until the set is complete', async () => {
    const css = '/assets/admin-routes-A.css';
    const { deps, states, pauses, fetched } = fakeDeps({}, { [css]: 3 });
    expect(await warmAdminAssets(deps)).toBe('done');
    expect(fetched.filter((f) => f === css)).toHaveLength(4);
    expect(fetched.filter((f) => f === OWN)).toHaveLength(1);
    expect(pauses).toEqual([250, 500, 1000]);
    expect(states).toEqual(['warming', 'incomplete', 'incomplete', 'incomplete', 'done']);
  });

  it('when a fetch answers but the worker has not stored the file, then it counts as missing', async () => {
    const stored = new Set<string>();
    let calls = 0;
    const { deps } = fakeDeps({
      // The worker stores each file only on the second try.
      fetchFile: (url) => {
        calls++;
        if (calls > MANIFEST.files.length) stored.add(url);
        return Promise.resolve(true);
      },
      isCached: (url) => Promise.resolve(stored.has(url)),
    });
    expect(await warmAdminAssets(deps)).toBe('done');
    expect(calls).toBe(MANIFEST.files.length * 2);
  });

  it('when the manifest cannot be read, then it waits and reads it again; pauses stop growing at 30 s', async () => {
    let reads = 0;
    const { deps, pauses } = fakeDeps({
      readManifest: () =>
        ++reads < 10 ? Promise.reject(new TypeError('offline')) : Promise.resolve(MANIFEST),
    });
    expect(await warmAdminAssets(deps)).toBe('done');
    expect(pauses).toEqual([250, 500, 1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('when offline with the last manifest saved and every file cached, then it is done without the network', async () => {
    const { deps, cache, fetched } = fakeDeps({
      readManifest: () => Promise.reject(new TypeError('offline')),
      saved: { read: () => MANIFEST, write: vi.fn() },
    });
    MANIFEST.files.forEach((f) => cache.add(f));
    expect(await warmAdminAssets(deps)).toBe('done');
    expect(fetched).toEqual([]);
  });

  it('when the manifest is read, then it is saved for an offline start', async () => {
    const write = vi.fn();
    const { deps } = fakeDeps({ saved: { read: () => undefined, write } });
    await warmAdminAssets(deps);
    expect(write).toHaveBeenCalledWith(MANIFEST);
  });

  it('when the server lists another build’s files, then they are cached and the state is stale', async () => {
    const { deps, cache } = fakeDeps({ ownChunk: '/assets/admin-routes-OLD.js' });
    expect(await warmAdminAssets(deps)).toBe('stale');
    expect(cache.size).toBe(MANIFEST.files.length);
  });
});
