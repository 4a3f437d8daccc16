// Pulls the change feed into the replica: each collection from its cursor, page by page, each page applied
// in one transaction with its cursor, so a pull cut short resumes where it stopped and never skips a change.
// A cursor the server no longer honours (410 CURSOR_EXPIRED) starts that collection again from 0. The products
// feed is also how this device's own submissions come back: each page request names the drafts whose
// submissions were answered (`awaiting`), and the page says which of them it brings (`applied`).
import { ERROR_CODES } from '../../../../shared/error-codes.ts';
import { may } from '../../../../shared/permissions.ts';
import {
  CURSOR_EXPIRED,
  SYNC_AWAITING_MAX,
  SYNC_COLLECTIONS,
  type SyncCollection,
  type SyncPage,
  type SyncView,
} from '../../../../shared/sync.ts';
import {
  applyIngredients,
  appliedDraftIds,
  applyProcesses,
  applyProducts,
  dropUnseen,
  getCursor,
  getRecordBudget,
  recordRoomLeft,
  restartCollection,
  setReplicaStatus,
  setUserCount,
} from './replica.ts';
import { getStaffDataEpoch } from './sync-meta.ts';
import type { Transport } from './sync-transport.ts';

/** 'auth': the server refused the session (401/403); 'retry': it failed in a way a later pull may not. */
export type PullResult = 'ok' | 'auth' | 'retry';

const MAX_PAGES = 1_000;

async function apply(collection: SyncCollection, page: SyncPage, epoch: number): Promise<void> {
  if (collection === 'products')
    return applyProducts(
      page.items as SyncPage<'products'>['items'],
      page.deleted,
      page.cursor,
      page.applied,
      epoch,
    );
  if (collection === 'ingredients')
    return applyIngredients(page.items as SyncPage<'ingredients'>['items'], page.cursor, epoch);
  return applyProcesses(page.items as SyncPage<'processes'>['items'], page.cursor, epoch);
}

/**
 * A pull from the start (a fresh device, or after an expired cursor) asks for summaries once the store for
 * full records is (nearly) full: what would not be kept is not downloaded. Other pulls ask for full records.
 */
const SUMMARY_WHEN_ROOM_BELOW = 0.05;

async function viewFor(collection: SyncCollection, fromStart: boolean): Promise<SyncView> {
  if (collection !== 'products' || !fromStart) return 'full';
  return (await recordRoomLeft()) < SUMMARY_WHEN_ROOM_BELOW * (await getRecordBudget()) ? 'summary' : 'full';
}

async function pullCollection(
  transport: Transport,
  collection: SyncCollection,
  epoch: number,
  awaiting: string[] = [],
): Promise<PullResult> {
  let since = await getCursor(collection);
  let fromStart = since === '0';
  // Decided before a page is written, so asking for the next one never waits for IndexedDB.
  let view = await viewFor(collection, fromStart);
  const request = (cursor: string) => transport.syncPage(collection, cursor, { view, awaiting });
  // Filled only while pulling from 0 after an expired cursor: what the server still has.
  let seen: Set<string> | undefined;
  let next = request(since);
  for (let n = 0; n < MAX_PAGES; n++) {
    const answer = await next;
    if (answer.status === 401 || answer.status === 403) return 'auth';
    if (answer.status === 410 && answer.body.code === CURSOR_EXPIRED && since !== '0') {
      await restartCollection(collection);
      since = '0';
      fromStart = true;
      view = await viewFor(collection, fromStart);
      seen = new Set();
      next = request(since);
      continue;
    }
    if (answer.status !== 200) {
      if (
        answer.status < 500 &&
        answer.status !== 429 &&
        answer.body.code !== ERROR_CODES.SERVICE_UNAVAILABLE
      )
        console.error(`The ${collection} feed refused the pull`, answer.status, answer.body);
      return 'retry';
    }
    const page = answer.body;
    // The next page travels while this one is written: the server's work and IndexedDB's overlap.
    if (page.hasMore) next = request(page.cursor);
    if (seen && collection === 'products')
      for (const p of (page as SyncPage<'products'>).items) seen.add(p.productCode);
    await apply(collection, page, epoch);
    since = page.cursor;
    if (!page.hasMore) break;
    view = await viewFor(collection, fromStart);
  }
  if (seen && collection === 'products') await dropUnseen(seen);
  return 'ok';
}

/** One pull of every collection (and the users count for the roles that may read it). */
export async function pullReplica(
  transport: Transport,
  owner: string,
  role: string | undefined,
): Promise<PullResult> {
  // Noted before any request goes: a logout from here on keeps this pull's answers out of the replica.
  const epoch = await getStaffDataEpoch();
  // Read before the pull: a submission answered later is brought by the next pull (its answer starts one).
  const awaiting = await appliedDraftIds(owner);
  const first = awaiting.slice(0, SYNC_AWAITING_MAX);
  // The collections come side by side: each has its own cursor and store, so none waits for another's pages.
  const settled = await Promise.allSettled(
    SYNC_COLLECTIONS.map((c) => pullCollection(transport, c, epoch, c === 'products' ? first : [])),
  );
  const thrown = settled.find((r) => r.status === 'rejected');
  if (thrown) throw thrown.reason; // a network failure: the engine marks the replica as not current
  const results = settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = results.includes('auth') ? 'auth' : results.includes('retry') ? 'retry' : undefined;
  if (failed) {
    await setReplicaStatus(false, { epoch });
    return failed;
  }
  // More answered submissions than one request may name: the rest are asked for from the current cursor.
  for (let from = SYNC_AWAITING_MAX; from < awaiting.length; from += SYNC_AWAITING_MAX) {
    const more = await pullCollection(
      transport,
      'products',
      epoch,
      awaiting.slice(from, from + SYNC_AWAITING_MAX),
    );
    if (more !== 'ok') {
      await setReplicaStatus(false, { epoch });
      return more;
    }
  }
  // GET /api/users/count answers 403 to a role that may not read it, so it is not asked for.
  if (may(role, 'readUserCount')) {
    const answer = await transport.countUsers();
    if (answer.status === 200) await setUserCount(answer.body.value, epoch);
  }
  await setReplicaStatus(true, { epoch });
  return 'ok';
}
