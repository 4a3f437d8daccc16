import { describe, expect, it } from 'vitest';
import { coalescedLookup } from './coalesced-lookup.ts';

/** A fake table whose queries stay open until released, recording the keys of each query. */
function fakeTable(initial: Record<string, number>) {
  const rows = new Map(Object.entries(initial));
  const queries: { keys: string[]; release(): void; fail(error: Error): void }[] = [];
  const fetch = (keys: string[]) =>
    new Promise<Map<string, number>>((resolve, reject) => {
      // The query's snapshot is taken when it starts, as PostgreSQL's is.
      const snapshot = new Map(keys.flatMap((k) => (rows.has(k) ? [[k, rows.get(k)!] as const] : [])));
      queries.push({ keys, release: () => resolve(snapshot), fail: reject });
    });
  return { rows, queries, fetch };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('coalescedLookup', () => {
  it('answers the keys asked for in one turn with one query', async () => {
    const table = fakeTable({ a: 1, b: 2 });
    const lookup = coalescedLookup(table.fetch);
    const answers = Promise.all([lookup('a'), lookup('b'), lookup('a'), lookup('missing')]);
    await tick();
    expect(table.queries.map((q) => q.keys)).toEqual([['a', 'b', 'missing']]);
    table.queries[0]!.release();
    expect(await answers).toEqual([1, 2, 1, undefined]);
  });

  it('never answers a call from a query that started before it: a write in between is seen', async () => {
    const table = fakeTable({ a: 1 });
    const lookup = coalescedLookup(table.fetch);
    const first = lookup('a');
    await tick();
    table.rows.set('a', 2); // committed while the first query is in flight, with its older snapshot
    const second = lookup('a');
    const third = lookup('a');
    await tick();
    expect(table.queries).toHaveLength(1); // the second and third wait for the next query
    table.queries[0]!.release();
    expect(await first).toBe(1);
    await tick();
    expect(table.queries).toHaveLength(2);
    table.queries[1]!.release();
    expect(await Promise.all([second, third])).toEqual([2, 2]);
  });

  it('rejects every caller of a failed query, and the next calls query again', async () => {
    const table = fakeTable({ a: 1 });
    const lookup = coalescedLookup(table.fetch);
    const failed = [lookup('a'), lookup('b')];
    await tick();
    table.queries[0]!.fail(new Error('connection lost'));
    for (const call of failed) await expect(call).rejects.toThrow('connection lost');
    const again = lookup('a');
    await tick();
    table.queries[1]!.release();
    expect(await again).toBe(1);
  });

  it('splits more keys than a query may hold over several queries', async () => {
    const table = fakeTable({ a: 1, b: 2, c: 3 });
    const lookup = coalescedLookup(table.fetch, { maxKeys: 2, maxInFlight: 1 });
    const answers = Promise.all([lookup('a'), lookup('b'), lookup('c')]);
    await tick();
    expect(table.queries.map((q) => q.keys)).toEqual([['a', 'b']]);
    table.queries[0]!.release();
    await tick();
    expect(table.queries.map((q) => q.keys)).toEqual([['a', 'b'], ['c']]);
    table.queries[1]!.release();
    expect(await answers).toEqual([1, 2, 3]);
  });
});
