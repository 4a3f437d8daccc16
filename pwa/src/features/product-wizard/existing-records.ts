// Fetches the existing ingredients or processes to pick from, or their saved copy when offline (so the
// wizard's pickers work offline after one online visit); a failure is only logged (admin-area.md §7).
import { useEffect, useState } from 'react';
import { apiJson } from '../../lib/api-client.ts';
import { loadMirrored } from '../../offline/mirror.ts';

export function useExistingRecords<T>(path: '/api/ingredients' | '/api/processes'): T[] {
  const [records, setRecords] = useState<T[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    const fetcher = (signal?: AbortSignal) =>
      apiJson<T[]>(path, { signal }).then((list) => (Array.isArray(list) ? list : []));
    loadMirrored(path, fetcher, controller.signal)
      .then(({ items }) => setRecords(items))
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') console.error(`Could not load ${path}`, error);
      });
    return () => controller.abort();
  }, [path]);
  return records;
}
