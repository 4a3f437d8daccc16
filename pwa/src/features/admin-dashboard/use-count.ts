// One dashboard count (GET /api/users/count or /api/products/count), or the count saved at the last online
// visit when offline, so the dashboard shows figures rather than dashes; failures are logged only (§7).
import { useEffect, useState } from 'react';
import { loadMirroredCount } from '../../offline/mirrored-count.ts';

/** 'loading' until answered, a number on success, 'failed' when it failed, 'skipped' when not requested. */
export type CountState = number | 'loading' | 'failed' | 'skipped';

export function useCount(path: string, enabled: boolean): CountState {
  const [state, setState] = useState<CountState>(enabled ? 'loading' : 'skipped');
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    loadMirroredCount(path, controller.signal).then(
      ({ items: [value] }) => setState(value ?? 'failed'),
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
