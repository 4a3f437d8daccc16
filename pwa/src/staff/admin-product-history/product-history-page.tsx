// A product's history (issue #15 §1): every version with its author, time and source; any two compared
// field by field; any one made current again (a new version, If-Match checked; a deleted product back for
// the roles that may delete). History lives on the server: offline this says so and keeps nothing half done.
// The data and the restore are use-product-history.ts's; the versions and the comparison render apart.
import { Link, useParams } from 'react-router-dom';
import { may } from '../../../../shared/permissions.ts';
import { readSession } from '../../lib/auth-storage.ts';
import { AVAILABLE_WHEN_ONLINE } from '../offline/replica-hooks.ts';
import { ComparePane } from './history-compare.tsx';
import { HISTORY_TEXT } from './history-messages.ts';
import { VersionsTable } from './history-versions-table.tsx';
import { useProductHistory, type HistoryState } from './use-product-history.ts';
import './product-history.css';

function Unloaded({
  productCode,
  status,
}: {
  productCode: string;
  status: Exclude<HistoryState['status'], 'loaded'>;
}) {
  const text = {
    loading: HISTORY_TEXT.loading,
    'not-found': HISTORY_TEXT.notFound,
    error: HISTORY_TEXT.failed,
    offline: AVAILABLE_WHEN_ONLINE,
  }[status];
  return (
    <section className="admin-page product-history">
      <h1>{HISTORY_TEXT.title(productCode)}</h1>
      <p role={status === 'loading' ? 'status' : 'alert'}>{text}</p>
    </section>
  );
}

export function ProductHistoryPage() {
  const { productCode = '' } = useParams();
  const { state, pair, setPair, changes, note, busy, restore } = useProductHistory(productCode);
  const role = readSession()?.role;

  if (state.status !== 'loaded') return <Unloaded productCode={productCode} status={state.status} />;

  const { history } = state;
  const mayRestore = history.current || may(role, 'deleteProducts');
  const [fromSeq, toSeq] = pair ?? [0, 0];

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
      <VersionsTable
        history={history}
        fromSeq={fromSeq}
        toSeq={toSeq}
        onPair={setPair}
        mayRestore={mayRestore}
        busy={busy}
        onRestore={(entry) => void restore(entry)}
      />
      {pair && <ComparePane fromSeq={fromSeq} toSeq={toSeq} changes={changes} />}
    </section>
  );
}
