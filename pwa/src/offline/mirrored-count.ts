// A dashboard count (GET /api/users/count, /api/products/count) kept like the staff lists: the last answer
// is saved, as a one-item list, and handed back when the network is gone.
import { apiJson } from '../lib/api-client.ts';
import { loadMirrored, type MirroredList } from './mirror.ts';

/** The count at `path`, or its saved copy offline; an answer that is no number throws and is not saved. */
export async function loadMirroredCount(path: string, signal?: AbortSignal): Promise<MirroredList<number>> {
  const fetcher = async (s?: AbortSignal) => {
    const answer = await apiJson<unknown>(path, { signal: s });
    const value = Number(answer);
    if (!Number.isFinite(value))
      throw new Error(`${path} answered something that is not a number: ${JSON.stringify(answer)}`);
    return [value];
  };
  return loadMirrored(path, fetcher, signal);
}
