// How many of the signed-in staff member's drafts still wait to sync, asked only when `active` (an update
// waits). The count lives with Dexie in a lazy chunk, so a public visitor's first load never carries it.
import { useEffect, useState } from 'react';
import { readSession } from '../lib/auth-storage.ts';

export function useUnsyncedDrafts(active: boolean): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const username = active ? readSession()?.username : undefined;
    if (!username) return;
    let current = true;
    import('../staff/offline/pending-count.ts')
      .then(({ countUnsynced }) => countUnsynced(username))
      .then(
        (n) => current && setCount(n),
        // No count (storage unreadable): the prompt still offers the reload, just without the warning.
        (error: unknown) => console.error('Could not count unsynced drafts', error),
      );
    return () => {
      current = false;
    };
  }, [active]);
  return active ? count : 0;
}
