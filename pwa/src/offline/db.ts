// The PWA's one IndexedDB database (ARCHITECTURE.md §5): the only module that opens it. Wizard drafts live
// here so a half-typed product survives reloads, closed tabs and going offline. Old versions stay listed.
import { Dexie, type EntityTable } from 'dexie';
import type { ProductInput } from '../../../shared/product.ts';

export type DraftMode = 'add' | 'edit';

/** One product wizard draft: the whole wizard state, owned by one signed-in user. */
export interface DraftRecord {
  id: string;
  /** The signed-in username; another user's drafts are never listed. */
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
  /** A newly chosen banner file, not yet uploaded. */
  banner: Blob | null;
  bannerName: string;
  createdAt: number;
  updatedAt: number;
}

export const DATABASE_NAME = 'veda-vitals';

export class OfflineDatabase extends Dexie {
  drafts!: EntityTable<DraftRecord, 'id'>;

  constructor(name = DATABASE_NAME) {
    super(name);
    // Never edit a released version: add a new one with an upgrade when the schema changes.
    this.version(1).stores({ drafts: 'id, owner, updatedAt' });
  }
}

export const db = new OfflineDatabase();
