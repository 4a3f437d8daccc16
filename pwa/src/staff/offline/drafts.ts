// The drafts API of the product wizard: create, save, read, list by owner, submit and discard drafts in
// IndexedDB. Every content change marks the draft `local` and queues a push to the server in the same
// transaction, so nothing typed can be saved without also being on its way. A full disk
// (QuotaExceededError) becomes DraftStorageError so the screen can say so.
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type DraftRecord } from './db.ts';
import { enqueue, outboxKey, removeEntries } from './outbox.ts';
import { getDeviceId } from './sync-meta.ts';

export type { DraftMode, DraftRecord, DraftState } from './db.ts';

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

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new DraftStorageError(isQuotaError(error), { cause: error });
  }
}

/** What the wizard owns in a draft; the sync fields are the engine's and survive every save. */
export type DraftContentFields = Pick<
  DraftRecord,
  | 'id'
  | 'owner'
  | 'mode'
  | 'productCode'
  | 'productName'
  | 'version'
  | 'step'
  | 'data'
  | 'banner'
  | 'bannerName'
>;

export type NewDraft = Omit<DraftContentFields, 'id'> & { id?: string };

/**
 * Saves the wizard's content. The draft becomes `local` and a push is queued; a queued submission is taken
 * back (the user is changing what would be sent) and a rejection is cleared (the user is fixing it).
 */
export async function saveDraft(content: DraftContentFields): Promise<DraftRecord> {
  const deviceId = await getDeviceId();
  return guarded(() =>
    db.transaction('rw', db.drafts, db.outbox, async () => {
      const existing = await db.drafts.get(content.id);
      const now = Date.now();
      const changeSeq = (existing?.changeSeq ?? 0) + 1;
      const saved: DraftRecord = {
        serverRevision: null,
        bannerUpload: null,
        ...existing,
        ...content,
        createdAt: existing?.createdAt ?? now,
        updatedAt: now,
        changeSeq,
        submitSeq: null,
        rejection: null,
        state: existing?.state === 'conflict' ? 'conflict' : 'local',
      };
      await db.drafts.put(saved);
      await removeEntries(content.id, ['submit']);
      if (saved.state !== 'conflict') {
        await enqueue(
          {
            id: outboxKey('push', content.id, deviceId, changeSeq),
            owner: content.owner,
            draftId: content.id,
            kind: 'push',
            seq: changeSeq,
          },
          now,
        );
      }
      return saved;
    }),
  );
}

/** Stores a new draft and returns it with its id and times. */
export async function createDraft(input: NewDraft): Promise<DraftRecord> {
  return saveDraft({ ...input, id: input.id ?? crypto.randomUUID() });
}

/**
 * Queues the draft's submission as a product. The caller has validated it (spec steps 1, 5 and 6); the
 * engine sends it when it can. Returns the submission's sequence number.
 *
 * A new product's submission carries the draft itself (its content, and its id for the server to discard
 * its copy), so the draft's waiting push is dropped rather than sent first. Should the submission be
 * refused, the refusal is pushed with the draft (outbox-send.ts); a change taken back queues its own push.
 * An edit keeps its push: its submission may end in a version conflict, which leaves the draft waiting.
 */
export async function submitDraft(id: string): Promise<number> {
  const deviceId = await getDeviceId();
  return guarded(() =>
    db.transaction('rw', db.drafts, db.outbox, async () => {
      const draft = await db.drafts.get(id);
      if (!draft) throw new Error(`No draft ${id}`);
      const submitSeq = (draft.submitSeq ?? draft.changeSeq ?? 0) + 1;
      await db.drafts.update(id, { submitSeq, state: 'queued', rejection: null });
      if (draft.mode === 'add') await removeEntries(id, ['push']);
      await enqueue({
        id: outboxKey('submit', id, deviceId, submitSeq),
        owner: draft.owner,
        draftId: id,
        kind: 'submit',
        seq: submitSeq,
      });
      return submitSeq;
    }),
  );
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

/** Discards a draft here and, through the outbox, on the server (so other devices drop it too). */
export async function deleteDraft(id: string): Promise<void> {
  await guarded(() =>
    db.transaction('rw', db.drafts, db.outbox, async () => {
      const draft = await db.drafts.get(id);
      await db.drafts.delete(id);
      await removeEntries(id);
      if (draft) {
        await enqueue({
          id: outboxKey('discard', id, '', 0),
          owner: draft.owner,
          draftId: id,
          kind: 'discard',
          seq: 0,
        });
      }
    }),
  );
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

/** One draft, live (undefined while loading, null when there is no such draft). */
export function useDraft(id: string): DraftRecord | null | undefined {
  return useLiveQuery(async () => (await db.drafts.get(id)) ?? null, [id]);
}
