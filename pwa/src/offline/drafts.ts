// The drafts API of the product wizard: create, save, read, list by owner and delete drafts in IndexedDB.
// A full disk (QuotaExceededError) is turned into DraftStorageError so the screen can say so.
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type DraftRecord } from './db.ts';

export type { DraftMode, DraftRecord } from './db.ts';

export const DRAFT_SAVE_DELAY_MS = 300;
export const DRAFT_QUOTA_MESSAGE =
  'Your draft could not be saved: the browser storage is full. Free some space or discard old drafts.';
export const DRAFT_SAVE_FAILED_MESSAGE = 'Your draft could not be saved on this device.';

export class DraftStorageError extends Error {
  readonly quota: boolean;
  constructor(quota: boolean, options?: { cause?: unknown }) {
    super(quota ? DRAFT_QUOTA_MESSAGE : DRAFT_SAVE_FAILED_MESSAGE, options);
    this.name = 'DraftStorageError';
    this.quota = quota;
  }
}

export function isQuotaError(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { inner?: unknown }).inner) {
    const name = (e as { name?: unknown }).name;
    if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return true;
  }
  return false;
}

async function write(draft: DraftRecord): Promise<void> {
  try {
    await db.drafts.put(draft);
  } catch (error) {
    throw new DraftStorageError(isQuotaError(error), { cause: error });
  }
}

export type NewDraft = Omit<DraftRecord, 'id' | 'createdAt' | 'updatedAt'> & { id?: string };

/** Stores a new draft and returns it with its id and times. */
export async function createDraft(input: NewDraft): Promise<DraftRecord> {
  const now = Date.now();
  const draft: DraftRecord = {
    ...input,
    id: input.id ?? crypto.randomUUID(),
    createdAt: now,
    updatedAt: now,
  };
  await write(draft);
  return draft;
}

/** Replaces a draft's content (keeping its creation time) and stamps updatedAt. */
export async function saveDraft(draft: Omit<DraftRecord, 'createdAt' | 'updatedAt'>): Promise<DraftRecord> {
  const existing = await db.drafts.get(draft.id);
  const now = Date.now();
  const saved: DraftRecord = { ...draft, createdAt: existing?.createdAt ?? now, updatedAt: now };
  await write(saved);
  return saved;
}

export async function getDraft(id: string): Promise<DraftRecord | undefined> {
  return db.drafts.get(id);
}

/** The owner's drafts, most recently saved first. */
export async function listDrafts(owner: string): Promise<DraftRecord[]> {
  if (!owner) return [];
  const drafts = await db.drafts.where('owner').equals(owner).toArray();
  return drafts.sort((a, b) => b.updatedAt - a.updatedAt);
}

export async function deleteDraft(id: string): Promise<void> {
  await db.drafts.delete(id);
}

/** The owner's drafts, live: re-renders when any draft is saved or deleted (undefined while loading). */
export function useDrafts(owner: string): DraftRecord[] | undefined {
  return useLiveQuery(() => listDrafts(owner), [owner]);
}

/**
 * Runs `save` at most once per `delay` ms with the latest value; flush() saves now. Errors go to onError,
 * so a full disk is shown, not swallowed.
 */
export function createDebouncedSaver<T>(
  save: (value: T) => Promise<unknown>,
  onError: (error: unknown) => void,
  delay = DRAFT_SAVE_DELAY_MS,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: { value: T } | undefined;
  let chain: Promise<unknown> = Promise.resolve();
  const run = () => {
    timer = undefined;
    if (!pending) return chain;
    const { value } = pending;
    pending = undefined;
    // Saves run one after another, so an older save never lands after a newer one.
    chain = chain.then(() => save(value)).catch(onError);
    return chain;
  };
  return {
    schedule(value: T) {
      pending = { value };
      if (timer === undefined) timer = setTimeout(run, delay);
    },
    flush(): Promise<unknown> {
      if (timer !== undefined) clearTimeout(timer);
      return run();
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
  };
}
