// @vitest-environment node
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DATABASE_NOTICES,
  currentDatabaseNotice,
  publishDatabaseNotice,
  subscribeDatabaseNotice,
  watchDatabaseEvents,
  type DatabaseNotice,
} from './db-events.ts';

let opened: Dexie[] = [];
let names = 0;

function database(name: string, version: number): Dexie {
  const db = new Dexie(name);
  db.version(1).stores({ items: 'id' });
  if (version >= 2) db.version(2).stores({ items: 'id', more: 'id' });
  opened.push(db);
  return db;
}

afterEach(async () => {
  for (const db of opened) db.close();
  opened = [];
  publishDatabaseNotice(undefined);
  vi.restoreAllMocks();
});

describe('watchDatabaseEvents', () => {
  it('when another tab opens a newer schema, then this tab closes its connection, stays closed and asks for a reload', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const name = `vc-${++names}`;
    const old = database(name, 1);
    const notices: (DatabaseNotice | undefined)[] = [];
    watchDatabaseEvents(old, (n) => notices.push(n));
    await old.table('items').put({ id: 'a' });

    const newer = database(name, 2);
    // The upgrade goes through: the old connection was closed for it.
    await newer.open();
    expect(newer.verno).toBe(2);
    expect(await newer.table('items').get('a')).toEqual({ id: 'a' });
    expect(old.isOpen()).toBe(false);
    expect(notices).toEqual([DATABASE_NOTICES['upgraded-elsewhere']]);
    // The old code never reopens the upgraded database behind the user's back.
    await expect(old.table('items').get('a')).rejects.toThrow();
  });

  it('when another tab deletes the database, then this tab lets go of it and says so', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const name = `del-${++names}`;
    const db = database(name, 1);
    const notify = vi.fn();
    watchDatabaseEvents(db, notify);
    await db.open();
    await Dexie.delete(name);
    expect(notify).toHaveBeenCalledWith(DATABASE_NOTICES['deleted-elsewhere']);
  });

  it('when an old tab holds the database during this tab’s upgrade, then the user is asked to close it, and the notice clears once the upgrade is done', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const name = `blocked-${++names}`;
    const setup = database(name, 1);
    await setup.open();
    setup.close();
    // An old tab whose connection ignores versionchange (as an app without this handler, or a busy one might).
    const holder = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(name);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    holder.onversionchange = () => undefined;

    const newer = database(name, 2);
    const notices: (DatabaseNotice | undefined)[] = [];
    watchDatabaseEvents(newer, (n) => notices.push(n));
    const opening = newer.open();
    await vi.waitFor(() => expect(notices).toEqual([DATABASE_NOTICES.blocked]));
    expect(newer.isOpen()).toBe(false);

    holder.close();
    await opening;
    expect(newer.verno).toBe(2);
    expect(notices).toEqual([DATABASE_NOTICES.blocked, undefined]);
  });

  it('when unsubscribed, then events no longer reach the callback', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const name = `unsub-${++names}`;
    const old = database(name, 1);
    const notify = vi.fn();
    const stop = watchDatabaseEvents(old, notify);
    await old.open();
    stop();
    await database(name, 2).open();
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('the database notice store', () => {
  it('when a notice is published, then subscribers hear of it and it is current until cleared', () => {
    const listener = vi.fn();
    const stop = subscribeDatabaseNotice(listener);
    publishDatabaseNotice(DATABASE_NOTICES.blocked);
    expect(currentDatabaseNotice()).toBe(DATABASE_NOTICES.blocked);
    publishDatabaseNotice(undefined);
    expect(currentDatabaseNotice()).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    publishDatabaseNotice(DATABASE_NOTICES.blocked);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
