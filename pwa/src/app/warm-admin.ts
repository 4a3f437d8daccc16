// After a staff login, makes sure the service worker holds the whole admin area's code (docs/architecture.md §5).
// The staff chunks are left out of the precache so a public visitor never downloads them; instead the build
// lists every one of them, and every file they import, in /admin-assets.json. Once the worker controls the
// page, each listed file not yet cached is fetched through it (its /assets/ cache-first route keeps it), then
// looked up in Cache Storage; the missing ones are tried again with a growing pause until the set is complete.
// `document.documentElement.dataset.adminWarm` tells how far it got.
import { ADMIN_ASSETS_PATH, isAdminAssets, type AdminAssets } from '../../../shared/admin-assets.ts';
import { backoffDelay } from '../../../shared/backoff.ts';
import { serviceWorkerContainer, whenControlled } from '../lib/service-worker-control.ts';

/**
 * `warming` while it works, `incomplete` while some file is missing (it keeps trying), `done` once every file
 * of this build's set is cached, `stale` when the server lists another build's files (a deploy happened: they
 * are cached for the next version, and the update prompt offers to reload).
 */
export type AdminWarmState = 'warming' | 'incomplete' | 'done' | 'stale';

/** localStorage key of the last manifest read, so an offline start can still check the set is complete. */
export const ADMIN_ASSETS_KEY = 'admin-assets';

const PARALLEL = 4;
/** Between rounds: up to 0.25 s, 0.5 s, 1 s … up to 30 s, each between half and all of that. */
const RETRY = { firstMs: 250, maxMs: 30_000 };

export interface AdminWarmDeps {
  /** Resolves with the manifest from the server, or rejects. */
  readManifest(): Promise<AdminAssets>;
  /** Fetches one file through the service worker, to the end of its body; true when it answered 200. */
  fetchFile(url: string): Promise<boolean>;
  /** True when the file is in one of the service worker's caches. */
  isCached(url: string): Promise<boolean>;
  /** The running build's admin chunk, which the manifest of the same build lists. */
  ownChunk: string;
  /** Waits `ms`, and until the browser thinks it is online. */
  pause(ms: number): Promise<void>;
  mark(state: AdminWarmState): void;
  /** The pauses' jitter (Math.random unless a test fixes it). */
  random?: () => number;
  /** The last manifest read, kept for an offline start. */
  saved?: { read(): AdminAssets | undefined; write(manifest: AdminAssets): void };
}

async function missingOf(files: readonly string[], isCached: AdminWarmDeps['isCached']): Promise<string[]> {
  const cached = await Promise.all(files.map((f) => isCached(f).catch(() => false)));
  return files.filter((_, i) => !cached[i]);
}

async function fetchAll(files: readonly string[], fetchFile: AdminWarmDeps['fetchFile']): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < files.length) await fetchFile(files[next++] as string).catch(() => false);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, files.length) }, lane));
}

/**
 * Runs until the set is complete (or the server lists another build's set), pausing between rounds (RETRY).
 * Resolves with the final state.
 */
export async function warmAdminAssets(deps: AdminWarmDeps): Promise<AdminWarmState> {
  deps.mark('warming');
  for (let round = 0; ; round++) {
    let manifest: AdminAssets | undefined;
    try {
      manifest = await deps.readManifest();
      deps.saved?.write(manifest);
    } catch {
      // Offline or the server is away: the last list read still says whether everything is here.
      manifest = deps.saved?.read();
    }
    if (manifest) {
      const stale = !manifest.files.includes(deps.ownChunk);
      let missing = await missingOf(manifest.files, deps.isCached);
      if (missing.length > 0) {
        await fetchAll(missing, deps.fetchFile);
        missing = await missingOf(missing, deps.isCached);
      }
      if (missing.length === 0) {
        const state = stale ? 'stale' : 'done';
        deps.mark(state);
        return state;
      }
    }
    deps.mark('incomplete');
    await deps.pause(backoffDelay(round + 1, RETRY, deps.random));
  }
}

function mark(state: AdminWarmState): void {
  document.documentElement.dataset.adminWarm = state;
}

async function readManifest(): Promise<AdminAssets> {
  const res = await fetch(ADMIN_ASSETS_PATH, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`${ADMIN_ASSETS_PATH} answered ${res.status}`);
  const body: unknown = await res.json();
  if (!isAdminAssets(body)) throw new Error(`${ADMIN_ASSETS_PATH} is not a list of files`);
  return body;
}

async function fetchFile(url: string): Promise<boolean> {
  const res = await fetch(url, { priority: 'low' });
  // Read to the end, so the worker can store the whole file.
  await res.blob();
  return res.ok;
}

/** Precached files are stored with a revision query; runtime-cached ones without. */
async function isCached(url: string): Promise<boolean> {
  return (await caches.match(url, { ignoreSearch: true })) !== undefined;
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(() => {
      if (navigator.onLine) resolve();
      else window.addEventListener('online', () => resolve(), { once: true });
    }, ms);
  });
}

const saved: NonNullable<AdminWarmDeps['saved']> = {
  read() {
    try {
      const value: unknown = JSON.parse(localStorage.getItem(ADMIN_ASSETS_KEY) ?? 'null');
      return isAdminAssets(value) ? value : undefined;
    } catch {
      return undefined;
    }
  },
  write(manifest) {
    try {
      localStorage.setItem(ADMIN_ASSETS_KEY, JSON.stringify(manifest));
    } catch {
      // Storage full: the next start reads the list from the server again.
    }
  },
};

let warming: Promise<AdminWarmState | undefined> | undefined;

/** Once per page; resolves undefined where there is no service worker (then nothing is fetched). */
export function warmAdmin(): Promise<AdminWarmState | undefined> {
  const sw = serviceWorkerContainer();
  if (!sw || typeof caches === 'undefined') return Promise.resolve(undefined);
  warming ??= (async () => {
    await whenControlled(sw);
    const { ADMIN_CHUNK_URL } = await import('../staff/admin-routes.tsx');
    return warmAdminAssets({
      readManifest,
      fetchFile,
      isCached,
      ownChunk: new URL(ADMIN_CHUNK_URL).pathname,
      pause,
      mark,
      saved,
    });
  })().catch(() => {
    // The admin chunk itself could not be loaded: the page shows why; the next page load tries again.
    warming = undefined;
    return undefined;
  });
  return warming;
}
