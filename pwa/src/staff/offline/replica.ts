// The live replica of the staff data (docs/architecture.md §5): products (a summary of each, and full records up
// to a budget), ingredients and processes, filled by the change feed alone (replica-pull.ts); a screen that
// opens a record the feed has not kept fetches it (keepOpened). This device's own submissions come back the
// same way: a page of the feed names the drafts it applies, and they give way to the server's records in
// the page's own transaction. Screens read it through replica-hooks.ts; nothing here talks to the network.
// Each write of an answer takes the staff-data epoch its request noted (sync-meta.ts): after logout's
// clean-up, an answer still in flight is dropped.
import type { Ingredient } from '../../../../shared/ingredient.ts';
import type { Process } from '../../../../shared/process.ts';
import type { Product } from '../../../../shared/product.ts';
import {
  isFullProduct,
  type SyncCollection,
  type SyncIngredient,
  type SyncProcess,
  type SyncProduct,
  type SyncProductSummary,
} from '../../../../shared/sync.ts';
import { db, type ProductRecordEntry, type ProductSummary } from './db.ts';
import { writeInEpoch } from './sync-meta.ts';

/** How many characters of full records the replica keeps (about 50 MB of UTF-16 JSON is 25 M characters). */
export const DEFAULT_RECORD_BUDGET = 25_000_000;

const cursorKey = (collection: SyncCollection) => `replica:cursor:${collection}`;
const RECORD_CHARS_KEY = 'replica:recordChars';
const BUDGET_KEY = 'replica:recordBudget';
export const REPLICA_STATUS_KEY = 'replica:status';
export const USER_COUNT_KEY = 'replica:userCount';

/** The last pull: when one last succeeded, and whether the latest attempt did. */
export interface ReplicaStatus {
  syncedAt: number | null;
  ok: boolean;
}

export const REPLICA_TABLES = () => [db.products, db.records, db.ingredients, db.processes, db.meta];

type Summarised = Pick<Product, Exclude<keyof SyncProductSummary, 'revision'>>;

export function toSummary(p: Summarised, revision: number): ProductSummary {
  return {
    productCode: p.productCode,
    productName: p.productName,
    nameKey: p.productName.toLowerCase(),
    productCategory: p.productCategory ?? '',
    type: p.type ?? '',
    drying: p.drying ?? '',
    excipients: p.excipients ?? '',
    bannerImage: p.bannerImage ?? null,
    version: p.version,
    revision,
    updatedAt: p.updatedAt,
  };
}

async function metaNumber(key: string, fallback: number): Promise<number> {
  const value = (await db.meta.get(key))?.value;
  return typeof value === 'number' ? value : fallback;
}

export const getCursor = async (c: SyncCollection): Promise<string> => {
  const value = (await db.meta.get(cursorKey(c)))?.value;
  return typeof value === 'string' ? value : '0';
};

export async function getRecordBudget(): Promise<number> {
  return metaNumber(BUDGET_KEY, DEFAULT_RECORD_BUDGET);
}

/** For tests and benchmarks: a smaller (or larger) budget for full records, in characters. */
export async function setRecordBudget(chars: number): Promise<void> {
  await db.meta.put({ key: BUDGET_KEY, value: chars });
}

const stripRevision = <T extends { revision: number }>({ revision: _, ...rest }: T) => rest;

/**
 * Keeps full records while they fit the budget: a record already kept is always replaced (it must not go
 * stale); a new one is kept if it fits, else the least recently used records that no screen opened make room
 * for one a screen asks for (`opened`). Runs inside a transaction over the replica tables.
 */
async function keepRecords(products: Product[], opened: boolean, now: number): Promise<void> {
  let used = await metaNumber(RECORD_CHARS_KEY, 0);
  const budget = await getRecordBudget();
  const existing = await db.records.bulkGet(products.map((p) => p.productCode));
  const puts: ProductRecordEntry[] = [];
  for (const [i, product] of products.entries()) {
    const before = existing[i];
    const size = JSON.stringify(product).length;
    if (!before && used + size > budget) {
      if (!opened) continue;
      used -= await evict(used + size - budget);
    }
    used += size - (before?.size ?? 0);
    puts.push({
      productCode: product.productCode,
      record: product,
      size,
      usedAt: opened ? now : (before?.usedAt ?? 0),
    });
  }
  await db.records.bulkPut(puts);
  await db.meta.put({ key: RECORD_CHARS_KEY, value: Math.max(0, used) });
}

/** Drops least recently used records until `chars` are freed; returns how many were. */
async function evict(chars: number): Promise<number> {
  let freed = 0;
  const victims: string[] = [];
  await db.records
    .orderBy('usedAt')
    .until(() => freed >= chars)
    .each((r) => {
      freed += r.size;
      victims.push(r.productCode);
    });
  await db.records.bulkDelete(victims);
  return freed;
}

async function forgetRecords(codes: string[]): Promise<void> {
  if (codes.length === 0) return;
  const gone = await db.records.bulkGet(codes);
  const freed = gone.reduce((n, r) => n + (r?.size ?? 0), 0);
  await db.records.bulkDelete(codes);
  await db.meta.put({
    key: RECORD_CHARS_KEY,
    value: Math.max(0, (await metaNumber(RECORD_CHARS_KEY, 0)) - freed),
  });
}

/**
 * A page of the products feed; only a newer version replaces what a screen's fetch already put here. Full
 * records are kept within the budget; a summary (`view=summary`) of a product whose kept record is older
 * drops that record, so a screen never shows a stale one (it is fetched again when opened). The drafts the
 * page says are `applied` (this device's submissions, whose products are in this page or before it) leave
 * in the same transaction: the draft's card gives way to the server's record with no gap and no double.
 */
export async function applyProducts(
  items: (SyncProduct | SyncProductSummary)[],
  deleted: string[],
  cursor: string,
  applied: string[] = [],
  epoch?: number,
): Promise<void> {
  await writeInEpoch(epoch, [...REPLICA_TABLES(), db.drafts], async () => {
    if (applied.length > 0) await dropAppliedDrafts(applied);
    const current = await db.products.bulkGet(items.map((p) => p.productCode));
    const fresh = items.filter((p, i) => (current[i]?.version ?? 0) <= p.version);
    await db.products.bulkPut(fresh.map((p) => toSummary(p, p.revision)));
    const full = fresh.filter(isFullProduct);
    await keepRecords(
      full.map((p) => stripRevision(p) as Product),
      false,
      Date.now(),
    );
    const summarised = fresh.filter((p) => !isFullProduct(p));
    const kept = await db.records.bulkGet(summarised.map((p) => p.productCode));
    const stale = summarised
      .filter((p, i) => kept[i] !== undefined && kept[i].record.version < p.version)
      .map((p) => p.productCode);
    await db.products.bulkDelete(deleted);
    await forgetRecords([...deleted, ...stale]);
    await db.meta.put({ key: cursorKey('products'), value: cursor });
  });
}

/** Drafts whose submissions the feed has brought (their outbox entries went with the answer). */
async function dropAppliedDrafts(ids: string[]): Promise<void> {
  const drafts = await db.drafts.bulkGet(ids);
  const done = drafts.filter((d) => d?.state === 'applied').map((d) => d!.id);
  await db.drafts.bulkDelete(done);
}

/** This user's drafts whose submissions were answered and wait for the feed, oldest first. */
export async function appliedDraftIds(owner: string): Promise<string[]> {
  if (!owner) return [];
  const drafts = await db.drafts.where('[owner+state]').equals([owner, 'applied']).toArray();
  return drafts.sort((a, b) => a.updatedAt - b.updatedAt).map((d) => d.id);
}

/** Characters of full records that still fit the budget (none left: a fresh pull asks for summaries). */
export async function recordRoomLeft(): Promise<number> {
  return (await getRecordBudget()) - (await metaNumber(RECORD_CHARS_KEY, 0));
}

export async function applyIngredients(
  items: SyncIngredient[],
  cursor: string,
  epoch?: number,
): Promise<void> {
  await writeInEpoch(epoch, [db.ingredients], async () => {
    await db.ingredients.bulkPut(items.map((i) => stripRevision(i) as Ingredient));
    await db.meta.put({ key: cursorKey('ingredients'), value: cursor });
  });
}

export async function applyProcesses(items: SyncProcess[], cursor: string, epoch?: number): Promise<void> {
  await writeInEpoch(epoch, [db.processes], async () => {
    await db.processes.bulkPut(items.map((p) => stripRevision(p) as Process));
    await db.meta.put({ key: cursorKey('processes'), value: cursor });
  });
}

/** A cursor the server no longer honours: start the collection again from 0, keeping what is shown. */
export async function restartCollection(collection: SyncCollection): Promise<void> {
  await db.meta.delete(cursorKey(collection));
}

/** After a restart from 0 went through: what the server did not send again is gone there. */
export async function dropUnseen(seen: Set<string>): Promise<void> {
  await db.transaction('rw', REPLICA_TABLES(), async () => {
    const stale = (await db.products.toCollection().primaryKeys()).filter((code) => !seen.has(code));
    await db.products.bulkDelete(stale);
    await forgetRecords(stale);
  });
}

/** A record fetched because a screen opened it: kept (making room if it must), and marked as used. */
export async function keepOpened(product: Product, epoch?: number): Promise<void> {
  await writeInEpoch(epoch, REPLICA_TABLES(), async () => {
    const current = await db.products.get(product.productCode);
    if (current && current.version > product.version) return;
    await db.products.put(toSummary(product, current?.revision ?? 0));
    await keepRecords([product], true, Date.now());
  });
}

/** A product this device deleted on the server: gone here at once. */
export async function forgetProduct(code: string): Promise<void> {
  await db.transaction('rw', REPLICA_TABLES(), async () => {
    await db.products.delete(code);
    await forgetRecords([code]);
  });
}

export async function touchRecord(code: string): Promise<void> {
  await db.records.update(code, { usedAt: Date.now() });
}

export async function setReplicaStatus(
  ok: boolean,
  { now = Date.now(), epoch }: { now?: number; epoch?: number } = {},
): Promise<void> {
  await writeInEpoch(epoch, [db.meta], async () => {
    const before = (await db.meta.get(REPLICA_STATUS_KEY))?.value as ReplicaStatus | undefined;
    const status: ReplicaStatus = { ok, syncedAt: ok ? now : (before?.syncedAt ?? null) };
    await db.meta.put({ key: REPLICA_STATUS_KEY, value: status });
  });
}

export async function setUserCount(count: number, epoch?: number): Promise<void> {
  await writeInEpoch(epoch, [db.meta], async () => {
    await db.meta.put({ key: USER_COUNT_KEY, value: count });
  });
}

/** Logout: the replica belongs to the session, not to the device. Drafts and the outbox stay. */
export async function clearReplica(): Promise<void> {
  await db.transaction('rw', REPLICA_TABLES(), async () => {
    await Promise.all([
      db.products.clear(),
      db.records.clear(),
      db.ingredients.clear(),
      db.processes.clear(),
    ]);
    const keys = (await db.meta.toCollection().primaryKeys()).filter((k) => String(k).startsWith('replica:'));
    await db.meta.bulkDelete(keys);
  });
}
