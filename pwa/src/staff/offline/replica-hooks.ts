// How screens read the staff data: live queries over the replica (useLiveQuery), so a screen renders from
// this device at once and re-renders whenever sync (in this tab or another) changes what it shows. This
// device's own submissions that the server does not have yet are laid over the server's products, marked
// 'waiting' (or 'rejected' with the reason), so an action is visible at once and never vanishes.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { Ingredient } from '../../../../shared/ingredient.ts';
import type { Process } from '../../../../shared/process.ts';
import type { Product, ProductInput } from '../../../../shared/product.ts';
import { ApiError, NetworkError } from '../../api/client.ts';
import { api } from '../../api/endpoints.ts';
import { db, type DraftRecord, type ProductSummary } from './db.ts';
import {
  keepOpened,
  REPLICA_STATUS_KEY,
  touchRecord,
  USER_COUNT_KEY,
  type ReplicaStatus,
} from './replica.ts';
import { getStaffDataEpoch } from './sync-meta.ts';

/** A product as a list shows it, with where this device's own change to it stands. */
export type ListedProduct = ProductSummary & {
  /**
   * 'waiting': submitted here, not on the server yet; 'applied': the server made it and the next pull brings
   * its record here; 'rejected': the server refused it.
   */
  pending?: 'waiting' | 'applied' | 'rejected';
  /** The draft behind a waiting or refused product, to go back into it. */
  draft?: DraftRecord;
};

const WAITING_STATES = new Set(['queued', 'syncing']);

/** Is this draft a submission the list should show? (Submitted and waiting, or refused on submission.) */
function pendingOf(d: DraftRecord): ListedProduct['pending'] | undefined {
  if (d.state === 'applied') return 'applied';
  if (d.submitSeq && WAITING_STATES.has(d.state ?? 'local')) return 'waiting';
  if (d.state === 'rejected' && d.rejection) return 'rejected';
  return undefined;
}

const codeOf = (d: DraftRecord) =>
  d.mode === 'edit' ? d.productCode : String(d.data.productCode ?? d.productCode ?? '');

function overlay(base: ProductSummary | undefined, d: DraftRecord): ProductSummary {
  const data = d.data as Partial<ProductInput>;
  const name = String(data.productName ?? d.productName ?? base?.productName ?? '');
  return {
    productCode: codeOf(d),
    productName: name,
    nameKey: name.toLowerCase(),
    productCategory: String(data.productCategory ?? base?.productCategory ?? ''),
    type: String(data.type ?? base?.type ?? ''),
    drying: String(data.drying ?? base?.drying ?? ''),
    excipients: String(data.excipients ?? base?.excipients ?? ''),
    bannerImage: typeof data.bannerImage === 'string' ? data.bannerImage : (base?.bannerImage ?? null),
    version: base?.version ?? 0,
    revision: base?.revision ?? 0,
    updatedAt: new Date(d.updatedAt).toISOString(),
  };
}

async function readListed(owner: string): Promise<ListedProduct[]> {
  const [summaries, drafts] = await Promise.all([
    db.products.orderBy('productCode').toArray(),
    owner ? db.drafts.where('owner').equals(owner).toArray() : Promise.resolve([]),
  ]);
  const byCode = new Map<string, ListedProduct>(summaries.map((s) => [s.productCode, s]));
  for (const d of drafts) {
    const pending = pendingOf(d);
    const code = codeOf(d);
    if (!pending || !code) continue;
    // An applied submission is the server's now: nothing to go back into.
    byCode.set(code, {
      ...overlay(byCode.get(code), d),
      pending,
      ...(pending !== 'applied' && { draft: d }),
    });
  }
  // Plain code-point order: a locale-aware sort of 10,000 names costs more than a keystroke may.
  const byName = (a: ListedProduct, b: ListedProduct) =>
    a.nameKey < b.nameKey ? -1 : a.nameKey > b.nameKey ? 1 : a.productCode < b.productCode ? -1 : 1;
  return [...byCode.values()].sort(byName);
}

/** Every product on this device, by name, with this user's pending submissions laid over. */
export function useReplicaProducts(owner: string): ListedProduct[] | undefined {
  return useLiveQuery(() => readListed(owner), [owner]);
}

/** How many products the server has, as far as this device knows. */
export function useReplicaProductCount(): number | undefined {
  return useLiveQuery(() => db.products.count(), []);
}

/** The users count saved at the last pull (ADMIN and PRODUCT_MANAGER only); null when never pulled. */
export function useReplicaUserCount(): number | null | undefined {
  return useLiveQuery(async () => {
    const value = (await db.meta.get(USER_COUNT_KEY))?.value;
    return typeof value === 'number' ? value : null;
  }, []);
}

export function useReplicaIngredients(): Ingredient[] {
  return useLiveQuery(() => db.ingredients.orderBy('ingredientCode').toArray(), []) ?? [];
}

export function useReplicaProcesses(): Process[] {
  return useLiveQuery(() => db.processes.orderBy('processCode').toArray(), []) ?? [];
}

export function useReplicaStatus(): ReplicaStatus | undefined {
  return useLiveQuery(async () => {
    const value = (await db.meta.get(REPLICA_STATUS_KEY))?.value as ReplicaStatus | undefined;
    return value ?? { syncedAt: null, ok: false };
  }, []);
}

/**
 * One product's full record: 'loaded' from the replica (or, when not kept on this device, fetched and
 * kept); 'unavailable' when it is not here and the network is not either; 'not-found' when the server
 * says so. A pending submission of this user is shown as it will be sent, with `pending`.
 */
export type ReplicaProductState =
  | { status: 'loading' }
  | { status: 'loaded'; product: Product; pending?: ListedProduct['pending']; draft?: DraftRecord }
  | { status: 'not-found' }
  | { status: 'unavailable' }
  | { status: 'error'; error: unknown };

interface LocalRead {
  record?: Product | undefined;
  draft?: DraftRecord | undefined;
}

async function readLocal(owner: string, code: string): Promise<LocalRead> {
  const [entry, drafts] = await Promise.all([
    db.records.get(code),
    owner ? db.drafts.where('owner').equals(owner).toArray() : Promise.resolve([]),
  ]);
  const draft = drafts.find((d) => pendingOf(d) && codeOf(d) === code);
  return { record: entry?.record, draft };
}

/** A draft's content as a product record, for showing a submission the server does not have yet. */
function draftAsProduct(d: DraftRecord, base: Product | undefined): Product {
  return {
    ...(base ?? {}),
    ...(d.data as Partial<Product>),
    productCode: codeOf(d),
    productName: String(d.data.productName ?? d.productName ?? ''),
    version: base?.version ?? 0,
    createdAt: base?.createdAt ?? new Date(d.createdAt).toISOString(),
    updatedAt: new Date(d.updatedAt).toISOString(),
  } as Product;
}

type FetchedState = Exclude<ReplicaProductState, { status: 'loading' }>;

/**
 * A record the replica does not keep, asked of the server and kept from now on (the live queries then show
 * it): loaded, not-found (404), unavailable (no network) or error.
 */
async function fetchAndKeep(code: string, signal?: AbortSignal): Promise<FetchedState> {
  try {
    const epoch = await getStaffDataEpoch();
    const product = await api.getProduct<Product>(code, signal ? { signal } : {});
    if (!product) return { status: 'not-found' };
    await keepOpened(product, epoch).catch((error: unknown) =>
      console.error('Could not keep the product', error),
    );
    return { status: 'loaded', product };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { status: 'not-found' };
    if (error instanceof NetworkError) return { status: 'unavailable' };
    return { status: 'error', error };
  }
}

export function useReplicaProduct(owner: string, code: string): ReplicaProductState {
  const local = useLiveQuery(() => readLocal(owner, code), [owner, code]);
  const [fetched, setFetched] = useState<{ code: string; state: ReplicaProductState }>();
  const missing = local !== undefined && !local.record && !local.draft;

  useEffect(() => {
    if (!missing) return;
    const controller = new AbortController();
    void fetchAndKeep(code, controller.signal).then((state) => {
      if (controller.signal.aborted) return;
      if (state.status === 'error') console.error('Failed to load product', code, state.error);
      setFetched({ code, state });
    });
    return () => controller.abort();
  }, [missing, code]);

  useEffect(() => {
    if (local?.record) void touchRecord(code).catch(() => undefined);
  }, [local?.record, code]);

  if (local === undefined) return { status: 'loading' };
  if (local.draft) {
    const pending = pendingOf(local.draft);
    return {
      status: 'loaded',
      product: draftAsProduct(local.draft, local.record),
      ...(pending !== 'applied' && { draft: local.draft }),
      ...(pending && { pending }),
    };
  }
  if (local.record) return { status: 'loaded', product: local.record };
  if (fetched?.code === code) return fetched.state;
  return { status: 'loading' };
}

/** What a screen says offline about a product whose full record is not on this device. */
export const AVAILABLE_WHEN_ONLINE = 'Available when online';

export class RecordUnavailableError extends Error {
  constructor() {
    super(AVAILABLE_WHEN_ONLINE);
    this.name = 'RecordUnavailableError';
  }
}

/**
 * A product's full record for the wizard's edit mode: the kept one, else fetched and kept; null when the
 * server has no such product; RecordUnavailableError when it is not here and the network is not either.
 */
export async function loadRecord(code: string): Promise<Product | null> {
  const kept = (await db.records.get(code))?.record;
  if (kept) return kept;
  const fetched = await fetchAndKeep(code);
  if (fetched.status === 'loaded') return fetched.product;
  if (fetched.status === 'not-found') return null;
  if (fetched.status === 'unavailable') throw new RecordUnavailableError();
  throw fetched.error;
}

/** For a signed-in staff member's public product page offline: the kept record, if any. */
export async function readKeptRecord(code: string): Promise<Product | undefined> {
  return (await db.records.get(code))?.record;
}
