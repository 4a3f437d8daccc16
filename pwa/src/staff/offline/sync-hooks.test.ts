import 'fake-indexeddb/auto';
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from './db.ts';
import { SYNC_AFTER_CHANGE_MS, useSyncLoop } from './sync-hooks.ts';

// Each run of the engine stays going until the test ends it.
const runs = vi.hoisted(() => [] as { finish: (outcome: 'done') => void }[]);
vi.mock('./sync-engine.ts', () => ({
  createSyncEngine: () => ({
    run: () => new Promise((resolve) => runs.push({ finish: resolve })),
  }),
}));
vi.mock('./live.ts', () => ({ startLive: () => () => undefined }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('useSyncLoop', () => {
  it('when a change is queued while a run is going, then a run right after that one sends it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const setTimer = vi.spyOn(globalThis, 'setTimeout');
    renderHook(() => useSyncLoop('asha'));
    // The run as the admin area opens; it has sent what was due and is pulling.
    expect(runs).toHaveLength(1);
    await db.outbox.put({
      id: 'push-1',
      owner: 'asha',
      draftId: 'draft-1',
      kind: 'push',
      seq: 1,
      createdAt: Date.now(),
      attempts: 0,
      nextAttemptAt: 0,
    });
    // The change is seen (IndexedDB answers in real time): its send is set for shortly after.
    await vi.waitFor(() => expect(setTimer).toHaveBeenCalledWith(expect.any(Function), SYNC_AFTER_CHANGE_MS));
    await vi.advanceTimersByTimeAsync(SYNC_AFTER_CHANGE_MS);
    expect(runs).toHaveLength(1);
    runs[0]!.finish('done');
    await vi.waitFor(() => expect(runs).toHaveLength(2));
  });
});
