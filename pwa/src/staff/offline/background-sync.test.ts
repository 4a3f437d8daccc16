// @vitest-environment node
// Background Sync: what the app leaves the service worker, and what the worker's `sync` handler does with the
// outbox (the same engine as the app's, so the same keys and the same marks in IndexedDB).
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../../api/client.ts';
import {
  OUTBOX_SYNC_TAG,
  readWorkerSession,
  requestBackgroundSync,
  RetryLater,
  sendOutboxInBackground,
  WORKER_SESSION_KEY,
} from './background-sync.ts';
import { db } from './db.ts';
import { createDraft, submitDraft } from './drafts.ts';
import { clearDatabase } from './replica.fixtures.ts';
import { isAuthRequired } from './sync-meta.ts';
import type { Transport } from './sync-transport.ts';

const ALICE = { token: 'alice-token', username: 'alice' };

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await clearDatabase();
});

/** A draft of alice's, submitted (offline, so its submission, which carries the draft, waits in the outbox). */
async function submitted(code: string) {
  const created = await createDraft({
    owner: 'alice',
    mode: 'add',
    productCode: '',
    productName: '',
    step: 7,
    data: { productCode: code, productName: `Name ${code}` },
    banner: null,
    bannerName: '',
  });
  await submitDraft(created.id);
  expect(await db.outbox.where('draftId').equals(created.id).count()).toBe(1);
  return created.id;
}

/** A transport whose submissions answer `answer` (or throw it), recording the token it was made with. */
function transport(answer: { status: number; body: Record<string, unknown> } | Error) {
  const tokens: string[] = [];
  const submitProduct = vi.fn(
    async (_mode: string, code: string, product: Record<string, unknown>, _options: object) => {
      if (answer instanceof Error) throw answer;
      return answer.status === 201
        ? { status: 201, body: { ...product, productCode: code || product.productCode, version: 1 } }
        : answer;
    },
  );
  const make = (token: string) => {
    tokens.push(token);
    return { submitProduct } as unknown as Transport;
  };
  return { make, tokens, submitProduct };
}

/** A service worker registration as Chromium has it (`sync`), or as other browsers (without). */
function stubRegistration(withSync: boolean) {
  const register = vi.fn(async () => undefined);
  const registration = { active: {}, ...(withSync && { sync: { register, getTags: async () => [] } }) };
  vi.stubGlobal('navigator', { serviceWorker: { getRegistration: async () => registration } });
  return register;
}

describe('the app asking for Background Sync', () => {
  it('when the browser has Background Sync, then the outbox tag is registered and the worker is left the session', async () => {
    const register = stubRegistration(true);
    expect(await requestBackgroundSync(ALICE)).toBe(true);
    expect(register).toHaveBeenCalledWith(OUTBOX_SYNC_TAG);
    expect(await readWorkerSession()).toEqual(ALICE);
  });

  it('when the browser has no Background Sync, then nothing is registered and no token is stored', async () => {
    stubRegistration(false);
    expect(await requestBackgroundSync(ALICE)).toBe(false);
    expect(await db.meta.get(WORKER_SESSION_KEY)).toBeUndefined();
  });

  it('when nobody is signed in, then nothing is asked', async () => {
    const register = stubRegistration(true);
    expect(await requestBackgroundSync(undefined)).toBe(false);
    expect(register).not.toHaveBeenCalled();
  });
});

describe('the service worker sending the outbox on `sync`', () => {
  it('when the server answers, then the product is sent with the stored token, the draft leaves the outbox applied and the token copy is forgotten', async () => {
    await db.meta.put({ key: WORKER_SESSION_KEY, value: ALICE });
    const id = await submitted('BG-1');
    const { make, tokens, submitProduct } = transport({ status: 201, body: {} });
    expect(await sendOutboxInBackground({ transport: make })).toBe('done');
    expect(tokens).toEqual(['alice-token']);
    expect(submitProduct).toHaveBeenCalledTimes(1);
    expect(submitProduct.mock.calls[0]![3]).toMatchObject({
      draftId: id,
      idempotencyKey: expect.stringMatching(/^submit:/),
    });
    // The worker does not pull: the draft shows as applied until the app's next pull brings the product.
    expect((await db.drafts.get(id))?.state).toBe('applied');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.products.get('BG-1')).toBeUndefined();
    expect(await readWorkerSession()).toBeUndefined();
  });

  it('when the server still cannot be reached, then the event fails so the browser tries again, and the draft waits as before', async () => {
    await db.meta.put({ key: WORKER_SESSION_KEY, value: ALICE });
    const id = await submitted('BG-2');
    const { make } = transport(new NetworkError('Failed to fetch'));
    await expect(sendOutboxInBackground({ transport: make })).rejects.toBeInstanceOf(RetryLater);
    expect((await db.drafts.get(id))?.state).toBe('queued');
    const submit = (await db.outbox.toArray()).find((e) => e.kind === 'submit');
    expect(submit).toMatchObject({ draftId: id, attempts: 1 });
    expect(await readWorkerSession()).toEqual(ALICE);
    // The browser's last attempt: nothing more to ask of it; the app sends the outbox at its next open.
    expect(await sendOutboxInBackground({ transport: make, lastChance: true })).toBe('offline');
    expect((await db.outbox.toArray()).map((e) => e.id)).toContain(submit!.id);
  });

  it('when the server refuses the token, then the entry waits and no sign-in is demanded of the app (its token may be newer)', async () => {
    await db.meta.put({ key: WORKER_SESSION_KEY, value: ALICE });
    const id = await submitted('BG-3');
    const { make } = transport({ status: 401, body: { message: 'Unauthorized' } });
    expect(await sendOutboxInBackground({ transport: make })).toBe('auth');
    expect(await isAuthRequired('alice')).toBe(false);
    expect((await db.drafts.get(id))?.state).toBe('queued');
    expect(await db.outbox.count()).toBe(1);
  });

  it('when no session was left (never asked, or logged out since), then nothing is sent', async () => {
    await submitted('BG-4');
    const { make, submitProduct } = transport({ status: 201, body: {} });
    expect(await sendOutboxInBackground({ transport: make })).toBe('signed-out');
    expect(submitProduct).not.toHaveBeenCalled();
    expect(await db.outbox.count()).toBe(1);
  });

  it('when another user’s drafts wait on the device, then only the session’s own user’s are sent', async () => {
    await db.meta.put({ key: WORKER_SESSION_KEY, value: { token: 'bob-token', username: 'bob' } });
    await submitted('BG-5');
    const { make, submitProduct } = transport({ status: 201, body: {} });
    expect(await sendOutboxInBackground({ transport: make })).toBe('done');
    expect(submitProduct).not.toHaveBeenCalled();
    expect(await db.outbox.count()).toBe(1);
  });
});
