// The history page's data (issue #15 §1): the product's history from the server, the two versions being
// compared (each fetched once) and their changes, and restoring a version (If-Match checked), after which the
// history is read again. History lives on the server: offline this says so and keeps nothing half done.
import { useCallback, useEffect, useState } from 'react';
import type { HistoryEntry, HistoryVersion, ProductHistory } from '../../../../shared/history.ts';
import { ERROR_CODES } from '../../../../shared/error-codes.ts';
import { ApiError, NetworkError } from '../../api/client.ts';
import { api } from '../../api/endpoints.ts';
import { AVAILABLE_WHEN_ONLINE } from '../offline/replica-hooks.ts';
import { compareRecords } from './history-values.ts';
import { HISTORY_TEXT } from './history-messages.ts';

type Loaded = { status: 'loaded'; history: ProductHistory };
export type HistoryState = { status: 'loading' | 'not-found' | 'error' | 'offline' } | Loaded;
export type HistoryNote = { kind: 'status' | 'alert'; text: string };

function useVersions(code: string, seqs: number[]) {
  const [records, setRecords] = useState(new Map<number, HistoryVersion>());
  const key = seqs.join(',');
  useEffect(() => {
    const controller = new AbortController();
    for (const seq of key
      .split(',')
      .map(Number)
      .filter((n) => n > 0)) {
      if (records.has(seq)) continue;
      api.getHistoryVersion(code, seq, { signal: controller.signal }).then(
        (version) => setRecords((m) => new Map(m).set(seq, version)),
        () => undefined, // the comparison waits; the list already says whether the server answers
      );
    }
    return () => controller.abort();
  }, [code, key, records]);
  return records;
}

/** The history as the page shows it; rejects only when aborted. */
async function readHistory(code: string, signal?: AbortSignal): Promise<HistoryState> {
  try {
    return { status: 'loaded', history: await api.getHistory(code, { signal }) };
  } catch (error) {
    if (signal?.aborted) throw error;
    if (error instanceof NetworkError) return { status: 'offline' };
    if (error instanceof ApiError && error.status === 404) return { status: 'not-found' };
    return { status: 'error' };
  }
}

/** What a failed restore says. */
function restoreFailure(error: unknown): string {
  if (error instanceof ApiError && error.code === ERROR_CODES.VERSION_CONFLICT) return HISTORY_TEXT.stale;
  if (error instanceof NetworkError) return AVAILABLE_WHEN_ONLINE;
  return error instanceof Error ? error.message : HISTORY_TEXT.failed;
}

export function useProductHistory(productCode: string) {
  const [state, setState] = useState<HistoryState>({ status: 'loading' });
  const [pair, setPair] = useState<[number, number] | undefined>();
  const [note, setNote] = useState<HistoryNote | undefined>();
  const [busy, setBusy] = useState(false);

  const show = useCallback((next: HistoryState) => {
    setState(next);
    if (next.status !== 'loaded') return;
    const [newest, previous] = next.history.entries;
    setPair(newest ? [previous?.seq ?? newest.seq, newest.seq] : undefined);
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    readHistory(productCode, controller.signal).then(show, () => undefined);
    return () => controller.abort();
  }, [productCode, show]);

  const records = useVersions(productCode, pair ?? []);
  const [fromSeq, toSeq] = pair ?? [0, 0];
  const from = records.get(fromSeq);
  const to = records.get(toSeq);
  const changes = from && to ? compareRecords(from.record, to.record) : undefined;

  async function restore(entry: HistoryEntry) {
    if (!window.confirm(HISTORY_TEXT.confirm(entry.seq))) return;
    setBusy(true);
    setNote(undefined);
    try {
      const history = state.status === 'loaded' ? state.history : undefined;
      const current = history?.current ? history.entries[0]?.productVersion : undefined;
      const product = await api.restoreVersion(productCode, entry.seq, current);
      setNote({ kind: 'status', text: HISTORY_TEXT.restored(entry.seq, product.version) });
    } catch (error) {
      setNote({ kind: 'alert', text: restoreFailure(error) });
    } finally {
      setBusy(false);
      show(await readHistory(productCode));
    }
  }

  return { state, pair, setPair, changes, note, busy, restore };
}
