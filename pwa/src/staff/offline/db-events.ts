// IndexedDB upgrades across tabs (docs/architecture.md §5): a schema upgrade needs every other connection to the
// database closed. Two cases, and neither may leave a page blank or stuck:
// - `versionchange`: another tab (running a newer version of the app) opens a newer schema. This tab closes
//   its connection at once, so the other tab's upgrade goes ahead, keeps it closed (its code knows only the old
//   schema), and asks the user to reload, which loads the new version.
// - `blocked`: this tab wants to upgrade while an old tab still holds the database. The open waits, so the
//   user is asked to close the other tabs; the notice goes away once the database opens.
// The messages go to a callback; `publishDatabaseNotice` feeds the notice that the admin shell shows.
import type { Dexie } from 'dexie';

export type DatabaseNoticeKind = 'upgraded-elsewhere' | 'deleted-elsewhere' | 'blocked';

export interface DatabaseNotice {
  kind: DatabaseNoticeKind;
  message: string;
  /** True when only a reload fixes it (the notice offers one). */
  reload: boolean;
}

export const DATABASE_NOTICES: Record<DatabaseNoticeKind, DatabaseNotice> = {
  'upgraded-elsewhere': {
    kind: 'upgraded-elsewhere',
    message:
      'A newer version of the app was opened in another tab. Reload this page to keep working; what you saved is kept.',
    reload: true,
  },
  'deleted-elsewhere': {
    kind: 'deleted-elsewhere',
    message: 'The data saved on this device was cleared in another tab. Reload this page.',
    reload: true,
  },
  blocked: {
    kind: 'blocked',
    message:
      'The app is updating the data saved on this device. Close its other tabs or windows to let it finish.',
    reload: false,
  },
};

/** Undefined clears the notice (the blocked upgrade went through). */
export type DatabaseNoticeCallback = (notice: DatabaseNotice | undefined) => void;

/** Subscribes to `db`'s upgrade events; returns a function that unsubscribes. */
export function watchDatabaseEvents(db: Dexie, notify: DatabaseNoticeCallback): () => void {
  let blocked = false;
  const onVersionChange = (event: IDBVersionChangeEvent): false => {
    const deleted = !event.newVersion;
    // Closing releases the database for the other tab. After an upgrade this tab's code is out of date, so it
    // must not open it again; after a deletion it may (it recreates an empty database of its own version).
    db.close({ disableAutoOpen: !deleted });
    notify(DATABASE_NOTICES[deleted ? 'deleted-elsewhere' : 'upgraded-elsewhere']);
    // Stops Dexie's own handler, which would close again with auto-open on.
    return false;
  };
  const onBlocked = (event: IDBVersionChangeEvent) => {
    // Blocked by a deletion this tab asked for, or by an upgrade: only the upgrade keeps the page waiting.
    if (!event.newVersion || event.newVersion < event.oldVersion) return;
    blocked = true;
    notify(DATABASE_NOTICES.blocked);
  };
  const onReady = () => {
    if (!blocked) return;
    blocked = false;
    notify(undefined);
  };
  db.on('versionchange', onVersionChange);
  db.on('blocked', onBlocked);
  // Sticky: fires on every open, not just the first.
  db.on('ready', onReady, true);
  return () => {
    db.on('versionchange').unsubscribe(onVersionChange);
    db.on('blocked').unsubscribe(onBlocked);
    db.on.ready.unsubscribe(onReady);
  };
}

// The notice shown to the user: one per page, whichever database raised it.
let current: DatabaseNotice | undefined;
const listeners = new Set<() => void>();

export const publishDatabaseNotice: DatabaseNoticeCallback = (notice) => {
  current = notice;
  listeners.forEach((listener) => listener());
};

export function currentDatabaseNotice(): DatabaseNotice | undefined {
  return current;
}

export function subscribeDatabaseNotice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
