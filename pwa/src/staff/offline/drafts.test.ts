// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from './db.ts';
import {
  createDebouncedSaver,
  createDraft,
  deleteDraft,
  DRAFT_QUOTA_MESSAGE,
  DraftStorageError,
  getDraft,
  isQuotaError,
  listDrafts,
  saveDraft,
  type NewDraft,
} from './drafts.ts';

const draft = (overrides: Partial<NewDraft> = {}): NewDraft => ({
  owner: 'alice',
  mode: 'add',
  productCode: '',
  productName: '',
  step: 0,
  data: { productCode: 'A-1', productName: 'Alpha' },
  banner: null,
  bannerName: '',
  ...overrides,
});

afterEach(async () => {
  vi.restoreAllMocks();
  await db.drafts.clear();
});

describe('drafts', () => {
  it('when a draft is created and saved again, then it reads back with the new step and fields', async () => {
    const created = await createDraft(draft());
    expect(created.id).toMatch(/[0-9a-f-]{36}/);
    await saveDraft({ ...created, step: 4, data: { productCode: 'A-2', productName: 'Alpha 2' } });
    const read = await getDraft(created.id);
    expect(read?.step).toBe(4);
    expect(read?.data.productCode).toBe('A-2');
    expect(read?.createdAt).toBe(created.createdAt);
    expect(read?.updatedAt).toBeGreaterThanOrEqual(created.updatedAt);
  });

  it('when a draft holds a banner and an edit version, then both come back', async () => {
    const created = await createDraft(
      draft({ mode: 'edit', productCode: 'X', version: 7, banner: new Uint8Array([1, 2, 3]) as never }),
    );
    const read = await getDraft(created.id);
    expect(read?.mode).toBe('edit');
    expect(read?.version).toBe(7);
    expect(read?.banner).toBeTruthy();
  });

  it("when two users have drafts, then each list holds only the owner's drafts, newest first", async () => {
    const older = await createDraft(draft());
    await new Promise((r) => setTimeout(r, 5));
    const newer = await createDraft(draft());
    await createDraft(draft({ owner: 'bob' }));
    expect((await listDrafts('alice')).map((d) => d.id)).toEqual([newer.id, older.id]);
    expect(await listDrafts('bob')).toHaveLength(1);
    expect(await listDrafts('')).toEqual([]);
  });

  it('when a draft is deleted, then it is gone', async () => {
    const created = await createDraft(draft());
    await deleteDraft(created.id);
    expect(await getDraft(created.id)).toBeUndefined();
  });

  it('when the storage is full, then saving throws a DraftStorageError with the quota message', async () => {
    const quota = Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    // A full disk aborts the write's transaction; Dexie reports AbortError with the quota error inside.
    vi.spyOn(db, 'transaction').mockRejectedValue({ name: 'AbortError', inner: quota });
    const error = await createDraft(draft()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DraftStorageError);
    expect((error as Error).message).toBe(DRAFT_QUOTA_MESSAGE);
    expect(isQuotaError(new Error('other'))).toBe(false);
  });
});

describe('createDebouncedSaver', () => {
  it('when changes come quickly, then only the latest value is saved, within the delay', async () => {
    vi.useFakeTimers();
    const save = vi.fn(async (_v: number) => undefined);
    const saver = createDebouncedSaver(save, () => undefined, 300);
    saver.schedule(1);
    saver.schedule(2);
    await vi.advanceTimersByTimeAsync(299);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledExactlyOnceWith(2);
    saver.schedule(3);
    await saver.flush();
    expect(save).toHaveBeenLastCalledWith(3);
    saver.schedule(4);
    saver.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('when a save fails, then the error goes to onError', async () => {
    const onError = vi.fn();
    const saver = createDebouncedSaver(() => Promise.reject(new Error('boom')), onError, 10);
    saver.schedule(1);
    await saver.flush();
    expect(onError).toHaveBeenCalledWith(new Error('boom'));
  });
});
