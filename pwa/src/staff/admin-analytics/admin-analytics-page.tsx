// Analytics: the spec has only the sidebar entry (admin-area.md §2), so this shows the catalogue's
// products counted by category and by type, from the live replica (online and offline alike).
import { SyncNote } from '../components/sync-note.tsx';
import { useReplicaProducts } from '../offline/replica-hooks.ts';
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
  // Only the server's products count here: no owner, so no pending submissions are laid over.
  const products = useReplicaProducts('');
  return (
    <section className="admin-analytics">
      <h1>Analytics</h1>
      <SyncNote />
      {products === undefined && <p>Loading...</p>}
      {products !== undefined && (
        <>
          <p className="admin-analytics__total">Total products: {products.length}</p>
          <div className="admin-cards">
            <Breakdown
              title="Products by category"
              label="Category line"
              rows={countBy(products, categoryLine)}
            />
            <Breakdown title="Products by type" label="Type" rows={countBy(products, (p) => p.type)} />
          </div>
        </>
      )}
    </section>
  );
}
