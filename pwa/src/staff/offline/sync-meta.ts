// Small values the sync engine keeps in the `meta` table: this device's id (it names our own changes), the
// server revision each user last pulled, whether a user must sign in again before syncing goes on, and how
// many times logout has cleared the staff data here (the epoch that keeps a late answer out).
import type { Table } from 'dexie';
import { db } from './db.ts';

const DEVICE_KEY = 'deviceId';
const revisionKey = (owner: string) => `pulledRevision:${owner}`;
const authKey = (owner: string) => `authRequired:${owner}`;
const EPOCH_KEY = 'staffDataEpoch';

let deviceId: string | undefined;

/** A random id made once per browser profile; outbox keys and change ids carry it. */
export async function getDeviceId(): Promise<string> {
  if (deviceId) return deviceId;
  const id = await db.transaction('rw', db.meta, async () => {
    const stored = await db.meta.get(DEVICE_KEY);
    if (typeof stored?.value === 'string') return stored.value;
    const made = crypto.randomUUID();
    await db.meta.put({ key: DEVICE_KEY, value: made });
    return made;
  });
  deviceId = id;
  return id;
}

/** Forgets the cached id (a client restart in tests reads it back from the database). */
export function forgetCachedDeviceId(): void {
  deviceId = undefined;
}

export async function getPulledRevision(owner: string): Promise<number> {
  const entry = await db.meta.get(revisionKey(owner));
  return typeof entry?.value === 'number' ? entry.value : 0;
}

export async function setPulledRevision(owner: string, revision: number): Promise<void> {
  await db.meta.put({ key: revisionKey(owner), value: revision });
}

/** The next pull of `owner`'s drafts starts from 0 (logout removed the ones this device had). */
export async function forgetPulledRevision(owner: string): Promise<void> {
  await db.meta.delete(revisionKey(owner));
}

export async function isAuthRequired(owner: string): Promise<boolean> {
  return (await db.meta.get(authKey(owner)))?.value === true;
}

export async function setAuthRequired(owner: string, required: boolean): Promise<void> {
  if (required) await db.meta.put({ key: authKey(owner), value: true });
  else await db.meta.delete(authKey(owner));
}

export const AUTH_META_KEY = authKey;

/**
 * How many times logout has cleared this device's staff data. A pull or a fetch notes it when it starts and
 * writes what the server answered only while it is the same, checked in the write's own transaction: an
 * answer that arrives after logout's clean-up leaves nothing of the signed-out user behind.
 */
export async function getStaffDataEpoch(): Promise<number> {
  const entry = await db.meta.get(EPOCH_KEY);
  return typeof entry?.value === 'number' ? entry.value : 0;
}

/** Logout's clean-up, before it clears anything: the answers to requests already sent are not written. */
export async function moveStaffDataEpoch(): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    await db.meta.put({ key: EPOCH_KEY, value: (await getStaffDataEpoch()) + 1 });
  });
}

/**
 * Runs `write` in a transaction over `tables` and `meta` if the epoch is still `epoch` (noted when the request
 * went); `undefined` is a write of this moment. Whether it wrote.
 */
export async function writeInEpoch(
  epoch: number | undefined,
  tables: Table[],
  write: () => Promise<void>,
): Promise<boolean> {
  return db.transaction('rw', [...new Set([...tables, db.meta])], async () => {
    if (epoch !== undefined && (await getStaffDataEpoch()) !== epoch) return false;
    await write();
    return true;
  });
}
