// What logout leaves on a shared device: nothing of the staff data the server already holds. Synced drafts
// (of every user: the server has them, and their owner's next sign-in pulls them back), the replica, the
// service worker's copies of those drafts' banners and its copy of the session (Background Sync) go; drafts
// with unsent work stay for their owner, as the logout question said, with their outbox entries, and are sent
// at the owner's next sign-in. A pull or fetch still in flight writes nothing after this (the epoch moves first).
import { forgetWorkerSession } from './background-sync.ts';
import { db, type DraftRecord } from './db.ts';
import { clearReplica } from './replica.ts';
import { forgetPulledRevision, moveStaffDataEpoch } from './sync-meta.ts';

/** The service worker's cache of /media/* (pwa/src/sw.ts). */
const MEDIA_CACHE = 'media';

/** Removes the synced drafts and their outbox entries; the next pull of each owner starts from 0. */
async function removeSyncedDrafts(): Promise<DraftRecord[]> {
  return db.transaction('rw', db.drafts, db.outbox, db.meta, async () => {
    const synced = await db.drafts.filter((d) => d.state === 'synced').toArray();
    const ids = synced.map((d) => d.id);
    await db.drafts.bulkDelete(ids);
    await db.outbox.where('draftId').anyOf(ids).delete();
    for (const owner of new Set(synced.map((d) => d.owner))) await forgetPulledRevision(owner);
    return synced;
  });
}

/** The media cache's copies (any width) of the removed drafts' banners. */
async function forgetBanners(drafts: DraftRecord[]): Promise<void> {
  if (typeof caches === 'undefined') return;
  const hashes = new Set(
    drafts
      .flatMap((d) => [d.data.bannerImage, d.bannerUpload?.path])
      .map((path) => /^\/media\/([a-f0-9]{64})[.-]/.exec(path ?? '')?.[1])
      .filter((hash): hash is string => hash !== undefined),
  );
  if (hashes.size === 0 || !(await caches.has(MEDIA_CACHE))) return;
  const cache = await caches.open(MEDIA_CACHE);
  for (const request of await cache.keys()) {
    const hash = /^\/media\/([a-f0-9]{64})[.-]/.exec(new URL(request.url).pathname)?.[1];
    if (hash && hashes.has(hash)) await cache.delete(request);
  }
}

/** Logout's clean-up of this device; each part goes on when another fails. */
export async function clearStaffDataOnSignOut(): Promise<void> {
  // Before anything is cleared: an answer written after this belongs to a request sent before the logout.
  const moved = moveStaffDataEpoch();
  const afterMove = () => moved.catch(() => undefined);
  const results = await Promise.allSettled([
    moved,
    forgetWorkerSession(),
    afterMove().then(removeSyncedDrafts).then(forgetBanners),
    afterMove().then(clearReplica),
  ]);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}
