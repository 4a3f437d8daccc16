// One dashboard count (GET /api/users/count or /api/products/count): failures are logged only (§7).
import { useEffect, useState } from 'react';
import { apiJson } from '../../lib/api-client.ts';

/** 'loading' until answered, a number on success, 'failed' when it failed, 'skipped' when not requested. */
export type CountState = number | 'loading' | 'failed' | 'skipped';

export function useCount(path: string, enabled: boolean): CountState {
  const [state, setState] = useState<CountState>(enabled ? 'loading' : 'skipped');
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    apiJson<unknown>(path, { signal: controller.signal }).then(
      (answer) => {
        const value = Number(answer);
        if (Number.isFinite(value)) setState(value);
        else {
          console.error(`${path} answered something that is not a number`, answer);
          setState('failed');
        }
      },
      (error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        console.error(`Could not load ${path}`, error);
        setState('failed');
      },
    );
    return () => controller.abort();
  }, [path, enabled]);
  return state;
}
