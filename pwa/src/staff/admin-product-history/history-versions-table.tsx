// The history's versions, newest first: who made each and when, the pair to compare, and restoring one.
import type { HistoryEntry, ProductHistory } from '../../../../shared/history.ts';
import { AdminTable } from '../components/admin-table.tsx';
import { HISTORY_TEXT } from './history-messages.ts';

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

interface VersionsTableProps {
  history: ProductHistory;
  fromSeq: number;
  toSeq: number;
  onPair: (pair: [number, number]) => void;
  mayRestore: boolean;
  busy: boolean;
  onRestore: (entry: HistoryEntry) => void;
}

export function VersionsTable({
  history,
  fromSeq,
  toSeq,
  onPair,
  mayRestore,
  busy,
  onRestore,
}: VersionsTableProps) {
  const newest = history.entries[0];
  return (
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
                onChange={() => onPair([entry.seq, toSeq])}
              />
              from
            </label>
            <label>
              <input
                type="radio"
                name="compare-to"
                checked={toSeq === entry.seq}
                onChange={() => onPair([fromSeq, entry.seq])}
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
                onClick={() => onRestore(entry)}
              >
                {HISTORY_TEXT.restore}
                <span className="visually-hidden"> {entry.seq}</span>
              </button>
            )}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
