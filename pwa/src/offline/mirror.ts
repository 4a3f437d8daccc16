// Staff lists (products, ingredients, processes) and the dashboard's counts are not in the service worker's
// cache (ARCHITECTURE.md §5): each successful read is kept here, and handed back when the network is gone.
import { ApiError, NetworkError } from '../lib/api-client.ts';
import { db } from './db.ts';
import { isQuotaError } from './drafts.ts';

export interface MirroredList<T> {
  items: T[];
  /** True when the network failed and these are the items saved at fetchedAt. */
  fromMirror: boolean;
  /** When the items were fetched from the server (now, unless fromMirror). */
  fetchedAt: number;
}

/**
 * Only "no answer" and "the server is down" fall back to the saved copy. A refusal (401, 403, 404, 400)
 * is the server's word and reaches the screen, which has the spec's behaviour for it.
 */
function canFallBack(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);
}

async function store(key: string, items: unknown[], fetchedAt: number): Promise<void> {
  try {
    await db.mirrors.put({ key, items, fetchedAt });
  } catch (error) {
    // The list on screen is still right; only the offline copy is stale.
    console.error(
      isQuotaError(error)
        ? `Could not save ${key} for offline use: the browser storage is full`
        : `Could not save ${key} for offline use`,
      error,
    );
  }
}

/**
 * Network first: fetches with `fetcher` and saves the answer under `key` (the API path, e.g.
 * `/api/products`); offline or on a 5xx, answers the saved copy if there is one, else rethrows.
 */
export async function loadMirrored<T>(
  key: string,
  fetcher: (signal?: AbortSignal) => Promise<T[]>,
  signal?: AbortSignal,
): Promise<MirroredList<T>> {
  try {
    const items = await fetcher(signal);
    const fetchedAt = Date.now();
    // Not awaited: a slow or blocked database must not hold back a list the network already gave.
    void store(key, items, fetchedAt);
    return { items, fromMirror: false, fetchedAt };
  } catch (error) {
    if (signal?.aborted || !canFallBack(error)) throw error;
    const saved = await readMirror(key);
    if (!saved) throw error;
    return { items: saved.items as T[], fromMirror: true, fetchedAt: saved.fetchedAt };
  }
}

async function readMirror(key: string) {
  try {
    return await db.mirrors.get(key);
  } catch (error) {
    console.error(`Could not read the offline copy of ${key}`, error);
    return undefined;
  }
}
