// Fetches the existing ingredients or processes to pick from; a failure is only logged (admin-area.md §7).
import { useEffect, useState } from 'react';
import { apiJson } from '../../lib/api-client.ts';

export function useExistingRecords<T>(path: '/api/ingredients' | '/api/processes'): T[] {
  const [records, setRecords] = useState<T[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    apiJson<T[]>(path, { signal: controller.signal })
      .then((list) => setRecords(Array.isArray(list) ? list : []))
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') console.error(`Could not load ${path}`, error);
      });
    return () => controller.abort();
  }, [path]);
  return records;
}
