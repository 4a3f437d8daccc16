// Point lookups on the hot path (a product's revision, the user behind a token) coalesced into one query
// per database round trip, as DataLoader batches, with one difference that keeps every answer current: a key
// asked for while a query is in flight never joins that query, whose snapshot may predate the call; it waits
// for the next one, which starts only after the call. So an answer reflects every write committed before
// the request arrived (a write through another server process included), and under load the database sees
// one query per round trip instead of one per request.

/** Fetches the values of these keys; a key without a value is absent from the map. */
export type BatchFetch<K, V> = (keys: K[]) => Promise<Map<K, V>>;

interface Waiter<V> {
  resolve(value: V | undefined): void;
  reject(error: unknown): void;
}

export interface CoalescedLookupOptions {
  /** Queries in flight at once (each with the keys that arrived while the others ran). */
  maxInFlight?: number;
  /** Keys in one query at most; more wait for the next one. */
  maxKeys?: number;
}

export function coalescedLookup<K, V>(
  fetch: BatchFetch<K, V>,
  { maxInFlight = 1, maxKeys = 500 }: CoalescedLookupOptions = {},
): (key: K) => Promise<V | undefined> {
  let pending = new Map<K, Waiter<V>[]>();
  let inFlight = 0;
  let scheduled = false;

  function dispatch(): void {
    scheduled = false;
    while (inFlight < maxInFlight && pending.size > 0) {
      let batch = pending;
      if (batch.size > maxKeys) {
        batch = new Map([...pending].slice(0, maxKeys));
        for (const key of batch.keys()) pending.delete(key);
      } else pending = new Map();
      inFlight += 1;
      fetch([...batch.keys()])
        .then(
          (found) => {
            for (const [key, waiters] of batch) for (const w of waiters) w.resolve(found.get(key));
          },
          (error: unknown) => {
            for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
          },
        )
        .finally(() => {
          inFlight -= 1;
          dispatch();
        });
    }
  }

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      const waiters = pending.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else pending.set(key, [{ resolve, reject }]);
      // Keys asked for in the same turn of the event loop go out together.
      if (!scheduled && inFlight < maxInFlight) {
        scheduled = true;
        process.nextTick(dispatch);
      }
    });
}
