// Saves the staff lists (products, ingredients, processes) and the dashboard's counts once per page load of
// the admin area, so every admin screen works offline after one staff login, even ones never opened online.
import { apiJson } from '../lib/api-client.ts';
import { readSession } from '../lib/auth-storage.ts';
import { loadMirrored } from './mirror.ts';
import { loadMirroredCount } from './mirrored-count.ts';

/** The API paths of the staff lists; each is also its mirror key. */
export const STAFF_LISTS = ['/api/products', '/api/ingredients', '/api/processes'] as const;

/** GET /api/users/count answers 403 to a DATA_CURATOR (ARCHITECTURE.md §4), so it is not asked for. */
const USER_COUNT_ROLES: ReadonlySet<string> = new Set(['ADMIN', 'PRODUCT_MANAGER']);

let warming: Promise<void> | undefined;

async function fetchList(path: string, signal?: AbortSignal): Promise<unknown[]> {
  const list = await apiJson<unknown>(path, { signal });
  if (!Array.isArray(list)) throw new Error(`${path} did not answer a list`);
  return list as unknown[];
}

async function warmOne(path: string, load: () => Promise<unknown>): Promise<void> {
  try {
    await load();
  } catch (error) {
    // Offline with nothing saved, or a refused session: the screens that need the data say so themselves.
    console.warn(`Could not save ${path} for offline use`, error);
  }
}

async function warm(role: string): Promise<void> {
  const counts = ['/api/products/count', ...(USER_COUNT_ROLES.has(role) ? ['/api/users/count'] : [])];
  await Promise.all([
    ...STAFF_LISTS.map((path) => warmOne(path, () => loadMirrored(path, (s) => fetchList(path, s)))),
    ...counts.map((path) => warmOne(path, () => loadMirroredCount(path))),
  ]);
}

/**
 * Fetches and saves every staff list and count the signed-in role may read; never throws. Does nothing
 * without a session, and once done, nothing more in the same page load.
 */
export function warmStaffMirrors(): Promise<void> {
  const session = readSession();
  if (!session) return Promise.resolve();
  warming ??= warm(session.role);
  return warming;
}
