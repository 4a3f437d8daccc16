// A product's history (issue #15 §1): every version with its author, time and source; any two compared
// field by field; any one made current again (a new version, If-Match checked; a deleted product back for
// the roles that may delete). History lives on the server: offline this says so and keeps nothing half done.
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { HistoryEntry, HistoryVersion, ProductHistory } from '../../../../shared/history.ts';
import { ERROR_CODES } from '../../../../shared/error-codes.ts';
import { may } from '../../../../shared/permissions.ts';
import { ApiError, NetworkError } from '../../api/client.ts';
import { api } from '../../api/endpoints.ts';
import { readSession } from '../../lib/auth-storage.ts';
import { fieldLabel } from '../../../../shared/product-fields.ts';
import { AdminTable } from '../components/admin-table.tsx';
import { AVAILABLE_WHEN_ONLINE } from '../offline/replica-hooks.ts';
import { compareRecords } from './history-values.ts';
import './product-history.css';

export const HISTORY_TEXT = {
  title: (code: string) => `History of ${code}`,
  loading: 'Loading the history…',
  notFound: 'This product has no history.',
  failed: 'The history could not be loaded.',
  deleted: 'This product has been deleted. Its history is kept, and a version can bring it back.',
  compare: (a: number, b: number) => `Changes from version ${a} to version ${b}`,
  same: 'These two versions hold the same content.',
  restore: 'Restore this version',
  confirm: (seq: number) => `Restore version ${seq}? Its content becomes a new version; nothing is lost.`,
  restored: (seq: number, version: number) =>
    `Version ${seq} restored: the product is now at version ${version}.`,
  stale: 'This product was changed by someone else since you opened its history. The list is up to date now.',
} as const;

const ACTIONS: Record<HistoryEntry['action'], string> = {
  created: 'Created',
  changed: 'Changed',
  deleted: 'Deleted',
  restored: 'Restored',
};

function source(entry: HistoryEntry): string {
  if (entry.restoredFrom !== null) return `from version ${entry.restoredFrom}`;
  if (entry.draftId) return 'from a draft';
  return entry.client ? 'edited directly' : '';
}

type Loaded = { status: 'loaded'; history: ProductHistory };
type State = { status: 'loading' | 'not-found' | 'error' | 'offline' } | Loaded;

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
async function readHistory(code: string, signal?: AbortSignal): Promise<State> {
  try {
    return { status: 'loaded', history: await api.getHistory(code, { signal }) };
  } catch (error) {
    if (signal?.aborted) throw error;
    if (error instanceof NetworkError) return { status: 'offline' };
    if (error instanceof ApiError && error.status === 404) return { status: 'not-found' };
    return { status: 'error' };
  }
}

export function ProductHistoryPage() {
  const { productCode = '' } = useParams();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [pair, setPair] = useState<[number, number] | undefined>();
  const [note, setNote] = useState<{ kind: 'status' | 'alert'; text: string } | undefined>();
  const [busy, setBusy] = useState(false);
  const role = readSession()?.role;

  const show = useCallback((next: State) => {
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

  if (state.status !== 'loaded') {
    const text = {
      loading: HISTORY_TEXT.loading,
      'not-found': HISTORY_TEXT.notFound,
      error: HISTORY_TEXT.failed,
      offline: AVAILABLE_WHEN_ONLINE,
    }[state.status];
    return (
      <section className="admin-page product-history">
        <h1>{HISTORY_TEXT.title(productCode)}</h1>
        <p role={state.status === 'loading' ? 'status' : 'alert'}>{text}</p>
      </section>
    );
  }

  const { history } = state;
  const newest = history.entries[0];
  const mayRestore = history.current || may(role, 'deleteProducts');
  const [fromSeq, toSeq] = pair ?? [0, 0];
  const from = records.get(fromSeq);
  const to = records.get(toSeq);
  const changes = from && to ? compareRecords(from.record, to.record) : undefined;

  async function restore(entry: HistoryEntry) {
    if (!window.confirm(HISTORY_TEXT.confirm(entry.seq))) return;
    setBusy(true);
    setNote(undefined);
    try {
      const current = history.current ? newest?.productVersion : undefined;
      const product = await api.restoreVersion(productCode, entry.seq, current);
      setNote({ kind: 'status', text: HISTORY_TEXT.restored(entry.seq, product.version) });
    } catch (error) {
      const stale = error instanceof ApiError && error.code === ERROR_CODES.VERSION_CONFLICT;
      setNote({
        kind: 'alert',
        text: stale
          ? HISTORY_TEXT.stale
          : error instanceof NetworkError
            ? AVAILABLE_WHEN_ONLINE
            : error instanceof Error
              ? error.message
              : HISTORY_TEXT.failed,
      });
    } finally {
      setBusy(false);
      show(await readHistory(productCode));
    }
  }

  return (
    <section className="admin-page product-history">
      <div className="product-history__toolbar">
        {history.current && (
          <Link
            className="button button--outline"
            to={`/AdminDashboard/products/${encodeURIComponent(productCode)}`}
          >
            Back to the product
          </Link>
        )}
      </div>
      <h1>{HISTORY_TEXT.title(productCode)}</h1>
      {!history.current && <p className="product-history__deleted">{HISTORY_TEXT.deleted}</p>}
      {note && (
        <p role={note.kind} className={`product-history__note product-history__note--${note.kind}`}>
          {note.text}
        </p>
      )}
      <AdminTable
        caption="Versions, newest first"
        columns={['Version', 'What', 'Who', 'When', 'Compare', { hidden: 'Restore' }]}
      >
        {history.entries.map((entry) => (
          <tr key={entry.seq}>
            <th scope="row">{entry.seq}</th>
            <td>
              {ACTIONS[entry.action]} <span className="product-history__source">{source(entry)}</span>
            </td>
            <td>{entry.actor.username}</td>
            <td>
              <time dateTime={entry.at}>{new Date(entry.at).toLocaleString()}</time>
            </td>
            <td className="product-history__compare">
              <label>
                <input
                  type="radio"
                  name="compare-from"
                  checked={fromSeq === entry.seq}
                  onChange={() => setPair([entry.seq, toSeq])}
                />
                from
              </label>
              <label>
                <input
                  type="radio"
                  name="compare-to"
                  checked={toSeq === entry.seq}
                  onChange={() => setPair([fromSeq, entry.seq])}
                />
                to
              </label>
            </td>
            <td>
              {mayRestore && !(history.current && entry.seq === newest?.seq) && (
                <button
                  type="button"
                  className="button button--outline product-history__restore"
                  disabled={busy}
                  onClick={() => void restore(entry)}
                >
                  {HISTORY_TEXT.restore}
                  <span className="visually-hidden"> {entry.seq}</span>
                </button>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
      {pair && (
        <section className="product-history__diff" aria-labelledby="history-diff-title">
          <h2 id="history-diff-title">{HISTORY_TEXT.compare(fromSeq, toSeq)}</h2>
          {!changes ? (
            <p role="status">{HISTORY_TEXT.loading}</p>
          ) : changes.length === 0 ? (
            <p>{HISTORY_TEXT.same}</p>
          ) : (
            <table className="admin-table product-history__changes">
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">Version {fromSeq}</th>
                  <th scope="col">Version {toSeq}</th>
                </tr>
              </thead>
              <tbody>
                {changes.map((c) => (
                  <tr key={c.field}>
                    <th scope="row">{fieldLabel(c.field)}</th>
                    <td className="product-history__old">{c.from}</td>
                    <td className="product-history__new">{c.to}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}
    </section>
  );
}
