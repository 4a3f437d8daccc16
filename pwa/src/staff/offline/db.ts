// The PWA's one IndexedDB database (docs/architecture.md §5): the only module that opens it. Wizard drafts, the
// outbox that syncs them, sync bookkeeping and the replica of the staff data live here. Old versions stay listed.
import { Dexie, type EntityTable } from 'dexie';
import type { Ingredient } from '../../../../shared/ingredient.ts';
import type { Process } from '../../../../shared/process.ts';
import type { Product, ProductInput } from '../../../../shared/product.ts';
import { publishDatabaseNotice, watchDatabaseEvents } from './db-events.ts';

export type DraftMode = 'add' | 'edit';

/**
 * Where a draft stands: `local` (changed on this device, not yet on the server), `queued` (submitted, waiting
 * to be sent), `syncing` (being sent), `synced` (the server has this content), `applied` (the server made
 * the submission's product; the draft gives way to it when the change feed brings it), `conflict` (someone
 * else changed it: the user picks per field), `rejected` (the server refused the submission; see `rejection`).
 */
export type DraftState = 'local' | 'queued' | 'syncing' | 'synced' | 'applied' | 'conflict' | 'rejected';

export interface DraftConflict {
  /** `product`: the product changed on the server since the edit began; `draft`: another device's copy. */
  source: 'product' | 'draft';
  /** Their side of every field (a product's fields, or the other copy's data). */
  theirs: Partial<ProductInput>;
  /** The product version (source product) or draft revision (source draft) their side is at. */
  theirsAt: number;
  /** True when the other device discarded or submitted the draft. */
  theirsDeleted?: boolean;
}

export interface DraftRejection {
  message: string;
  details: string[];
}

/** One product wizard draft: the whole wizard state, owned by one signed-in user, and its sync state. */
export interface DraftRecord {
  id: string;
  /** The signed-in username; another user's drafts are never listed or sent. */
  owner: string;
  mode: DraftMode;
  /** The product code typed (add) or being edited (edit). */
  productCode: string;
  productName: string;
  /** The product `version` an edit started from. */
  version?: number | undefined;
  /** The wizard step, 0 to 7. */
  step: number;
  /** The form fields, as far as typed; the stored banner path is `data.bannerImage`. */
  data: Partial<ProductInput>;
  /** A newly chosen banner file, kept until the draft is gone (the upload is remembered in bannerUpload). */
  banner: Blob | null;
  bannerName: string;
  createdAt: number;
  updatedAt: number;
  /** Sync state (absent on drafts saved before version 2: read as `local`). */
  state?: DraftState;
  /** Bumped on every content change; names the change in the outbox. */
  changeSeq?: number;
  /** The server revision this copy is based on; null when the server has never had it. */
  serverRevision?: number | null;
  /** Set when the user pressed Submit: the submission's sequence number. */
  submitSeq?: number | null;
  /** The banner Blob already uploaded: its SHA-256 and the /media path the server gave. */
  bannerUpload?: { sha256: string; path: string } | null;
  conflict?: DraftConflict | null;
  rejection?: DraftRejection | null;
}

export type OutboxKind = 'push' | 'submit' | 'discard';

/** One request waiting to be sent. Its id is the request's Idempotency-Key, the same on every retry. */
export interface OutboxEntry {
  id: string;
  owner: string;
  draftId: string;
  kind: OutboxKind;
  /** The draft's changeSeq (push) or submitSeq (submit) this entry sends. */
  seq: number;
  createdAt: number;
  attempts: number;
  /** Not retried before this time (exponential backoff), unless the user asks to sync now. */
  nextAttemptAt: number;
  lastError?: string | undefined;
  /**
   * A submission: how its first try sent the banner (a file in its own body, or a stored path). Retries send
   * it the same way, so the request under its Idempotency-Key never changes.
   */
  bannerAs?: 'file' | 'path' | undefined;
}

/** Small per-device and per-user values: the device id, the last pulled revision, a login request. */
export interface MetaEntry {
  key: string;
  value: unknown;
}

/** A staff list as last fetched (schema version 2 only; version 3 replaced it with the replica tables). */
export interface MirrorEntry {
  key: string;
  items: unknown[];
  fetchedAt: number;
}

/**
 * What the replica keeps of every product: what the list, its search, the dashboard and analytics need.
 * The full record is in `records` while it fits the budget (offline/replica.ts).
 */
export interface ProductSummary {
  productCode: string;
  productName: string;
  /** productName in lower case, for search as you type. */
  nameKey: string;
  productCategory: string;
  type: string;
  drying: string;
  excipients: string;
  bannerImage: string | null;
  version: number;
  /** The feed revision this copy is at (0 when a screen fetched it before the feed brought it). */
  revision: number;
  updatedAt: string;
}

/** A product's full staff record, kept for offline use while the records fit the budget. */
export interface ProductRecordEntry {
  productCode: string;
  record: Product;
  /** Its size as JSON, in characters: what counts against the budget. */
  size: number;
  /** When a screen last opened it (0 when only the sync stored it); the least recently used go first. */
  usedAt: number;
}

export const DATABASE_NAME = 'veda-vitals';

export class OfflineDatabase extends Dexie {
  drafts!: EntityTable<DraftRecord, 'id'>;
  outbox!: EntityTable<OutboxEntry, 'id'>;
  meta!: EntityTable<MetaEntry, 'key'>;
  products!: EntityTable<ProductSummary, 'productCode'>;
  records!: EntityTable<ProductRecordEntry, 'productCode'>;
  ingredients!: EntityTable<Ingredient, 'ingredientCode'>;
  processes!: EntityTable<Process, 'processCode'>;

  constructor(name = DATABASE_NAME) {
    super(name);
    // Never edit a released version: add a new one with an upgrade when the schema changes.
    this.version(1).stores({ drafts: 'id, owner, updatedAt' });
    this.version(2)
      .stores({
        drafts: 'id, owner, updatedAt, [owner+state]',
        outbox: 'id, owner, draftId, createdAt',
        meta: 'key',
        mirrors: 'key',
      })
      .upgrade((tx) =>
        tx
          .table('drafts')
          .toCollection()
          .modify((draft: DraftRecord) => {
            draft.state ??= 'local';
            draft.changeSeq ??= 1;
            draft.serverRevision ??= null;
          }),
      );
    // The live replica of the staff data (docs/architecture.md §5) replaces the per-list mirrors.
    this.version(3).stores({
      mirrors: null,
      products: 'productCode, revision',
      records: 'productCode, usedAt',
      ingredients: 'ingredientCode',
      processes: 'processCode',
    });
  }
}

export const db = new OfflineDatabase();
watchDatabaseEvents(db, publishDatabaseNotice);
