// Small values the sync engine keeps in the `meta` table: this device's id (it names our own changes), the
// server revision each user last pulled, and whether a user must sign in again before syncing goes on.
import { db } from './db.ts';

const DEVICE_KEY = 'deviceId';
const revisionKey = (owner: string) => `pulledRevision:${owner}`;
const authKey = (owner: string) => `authRequired:${owner}`;

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
