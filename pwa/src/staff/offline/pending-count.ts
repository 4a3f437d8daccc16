// How many of a user's drafts the server does not have yet. Loaded on its own (a small lazy chunk) by the
// update prompt, so the public first load never carries Dexie.
import { db } from './db.ts';

export async function countUnsynced(owner: string): Promise<number> {
  if (!owner) return 0;
  return db.drafts
    .where('owner')
    .equals(owner)
    .filter((d) => !['synced', 'applied'].includes(d.state ?? 'local'))
    .count();
}
