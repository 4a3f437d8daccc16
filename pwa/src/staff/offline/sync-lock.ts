// One sync run at a time across this browser's tabs (Web Locks), or within this tab where there are none.
// A run holds the lock until everything it pulled is written, so waiting for the lock waits for the run.

export const SYNC_LOCK_NAME = 'veda-vitals-sync';

let busyHere = false;

/** Runs `work` unless another tab (or this one) is already syncing; then answers 'busy'. */
export async function exclusively<T>(work: () => Promise<T>): Promise<T | 'busy'> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) {
    return locks.request(SYNC_LOCK_NAME, { ifAvailable: true }, (lock) => (lock ? work() : 'busy'));
  }
  if (busyHere) return 'busy';
  busyHere = true;
  try {
    return await work();
  } finally {
    busyHere = false;
  }
}
