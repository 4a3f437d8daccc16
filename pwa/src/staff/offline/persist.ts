// Asks the browser not to evict this site's IndexedDB (drafts, outbox, mirrors) under storage pressure
// (docs/architecture.md §5: requested for staff). Asked once per tab session, because Firefox asks the user.
const ASKED_KEY = 'storage-persist-asked';

let pending: Promise<boolean> | undefined;

function askedThisSession(): boolean {
  try {
    return sessionStorage.getItem(ASKED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberAsked(): void {
  try {
    sessionStorage.setItem(ASKED_KEY, '1');
  } catch {
    // No sessionStorage: the module-level promise still asks only once per page load.
  }
}

async function ask(): Promise<boolean> {
  try {
    const storage = globalThis.navigator?.storage as Partial<StorageManager> | undefined;
    if (typeof storage?.persist !== 'function') return false;
    if (await storage.persisted?.()) return true;
    if (askedThisSession()) return false;
    rememberAsked();
    return await storage.persist();
  } catch (error) {
    console.error('Could not request persistent storage', error);
    return false;
  }
}

/** True when the site's storage is (now) persistent; false when refused, unsupported or already asked. */
export function requestPersistentStorage(): Promise<boolean> {
  pending ??= ask();
  return pending;
}
