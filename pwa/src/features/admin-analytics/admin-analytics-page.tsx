// Analytics: the spec has only the sidebar entry (admin-area.md §2), so this shows the catalogue's
// products counted by category and by type from GET /api/products (the saved copy when offline).
import { useEffect, useState } from 'react';
import { OfflineNote } from '../../components/offline-note.tsx';
import { apiJson } from '../../lib/api-client.ts';
import { loadMirrored } from '../../offline/mirror.ts';
import { countBy } from './count-by.ts';
import './admin-analytics.css';

interface ProductRow {
  productCategory?: string | null;
  type?: string | null;
}

/** productCategory reads 'line / product' (e.g. 'Deficiencies line / B12-Corrinoids'): count by the line. */
function categoryLine(p: ProductRow): string | undefined {
  return p.productCategory?.split(' / ')[0];
}

type State =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; products: ProductRow[]; savedAt?: number };

const fetchProductRows = (signal?: AbortSignal) =>
  apiJson<ProductRow[]>('/api/products', { signal }).then((rows) => (Array.isArray(rows) ? rows : []));

function Breakdown({ title, label, rows }: { title: string; label: string; rows: [string, number][] }) {
  const max = Math.max(1, ...rows.map(([, n]) => n));
  return (
    <section className="admin-analytics__card" aria-label={title}>
      <h2>{title}</h2>
      {rows.length === 0 ? (
        <p>No products yet.</p>
      ) : (
        <table className="admin-analytics__table">
          <thead>
            <tr>
              <th scope="col">{label}</th>
              <th scope="col">Products</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, n]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>
                  <span className="admin-analytics__bar" style={{ width: `${(n / max) * 100}%` }} />
                  <span className="admin-analytics__n">{n}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function AdminAnalyticsPage() {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    loadMirrored('/api/products', fetchProductRows, controller.signal).then(
      ({ items, fromMirror, fetchedAt }) =>
        setState({ status: 'loaded', products: items, ...(fromMirror && { savedAt: fetchedAt }) }),
      (error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        console.error('Could not load products for analytics', error);
        setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);

  return (
    <section className="admin-analytics">
      <h1>Analytics</h1>
      {state.status === 'loading' && <p>Loading...</p>}
      {state.status === 'failed' && <p role="alert">Could not load the product figures. Try again later.</p>}
      {state.status === 'loaded' && (
        <>
          {state.savedAt !== undefined && <OfflineNote savedAt={state.savedAt} />}
          <p className="admin-analytics__total">Total products: {state.products.length}</p>
          <div className="admin-analytics__grid">
            <Breakdown
              title="Products by category"
              label="Category line"
              rows={countBy(state.products, categoryLine)}
            />
            <Breakdown title="Products by type" label="Type" rows={countBy(state.products, (p) => p.type)} />
          </div>
        </>
      )}
    </section>
  );
}
