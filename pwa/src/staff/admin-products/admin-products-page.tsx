// Product Management (admin-area.md §2): search by name and a grid of product cards with Edit and Delete,
// read from the live replica (no network wait). Only a window of the matches is rendered, growing as the
// user scrolls, so typing in the search stays fast with thousands of products.
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { DraftsList } from '../components/drafts-list.tsx';
import { SyncNote } from '../components/sync-note.tsx';
import { readSession } from '../../lib/auth-storage.ts';
import { may } from '../../../../shared/permissions.ts';
import type { ListedProduct } from '../offline/replica-hooks.ts';
import { filterProducts } from './filter-products.ts';
import { ProductCard } from './product-card.tsx';
import { PRODUCT_LIST_MESSAGES } from './product-messages.ts';
import { useAdminProducts } from './use-admin-products.ts';
import { CsvButtons } from './csv-buttons.tsx';
import './admin-products.css';

/** How many cards are rendered at first, and how many more each time the end comes into view. */
export const PRODUCT_WINDOW = 48;
const NO_PRODUCTS: ListedProduct[] = [];

/** Grows `limit` when the sentinel scrolls into view; a new `reset` (the query) starts it again. */
function useGrowingWindow(reset: string) {
  const [grown, setGrown] = useState({ reset, limit: PRODUCT_WINDOW });
  const limit = grown.reset === reset ? grown.limit : PRODUCT_WINDOW;
  const setLimit = (next: (n: number) => number) =>
    setGrown((g) => ({ reset, limit: next(g.reset === reset ? g.limit : PRODUCT_WINDOW) }));
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setLimit((n) => n + PRODUCT_WINDOW);
      },
      { rootMargin: '600px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  });
  return { limit, sentinel, showMore: () => setLimit((n) => n + PRODUCT_WINDOW) };
}

export function AdminProductsPage() {
  const session = readSession();
  const owner = session?.username ?? '';
  // Delete is offered to the roles that may delete (issue #15); the server still decides.
  const mayDelete = may(session?.role, 'deleteProducts');
  const { state, remove } = useAdminProducts(owner);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  // A keystroke's own render only updates the field: the filter runs once per deferred query (or list
  // change), and the cards are memoised, so typing never waits for 10,000 names or 48 cards.
  const products = state.status === 'loaded' ? state.products : NO_PRODUCTS;
  const matches = useMemo(() => filterProducts(products, deferredQuery), [products, deferredQuery]);
  const { limit, sentinel, showMore } = useGrowingWindow(deferredQuery);
  const shown = useMemo(() => matches.slice(0, limit), [matches, limit]);
  const onDelete = useCallback((code: string) => void remove(code), [remove]);

  return (
    <section className="admin-page admin-products">
      <header className="admin-products__header">
        <h1>Product Management</h1>
        <div className="admin-products__actions">
          <CsvButtons owner={owner} query={deferredQuery} />
          <Link className="button" to="/AdminDashboard/products/add">
            + Add Product
          </Link>
        </div>
      </header>
      <input
        className="admin-products__search"
        type="search"
        placeholder={PRODUCT_LIST_MESSAGES.searchPlaceholder}
        aria-label="Search products by name"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <SyncNote />
      <DraftsList owner={owner} title="Your drafts" />
      {state.status === 'loading' && (
        <p className="admin-products__status" role="status">
          {PRODUCT_LIST_MESSAGES.loading}
        </p>
      )}
      {state.status === 'loaded' && matches.length === 0 && (
        <p className="admin-products__status" role="status">
          {PRODUCT_LIST_MESSAGES.empty}
        </p>
      )}
      {shown.length > 0 && (
        <ul className="product-grid" aria-label="Products" data-total={matches.length}>
          {shown.map((p) => (
            <ProductCard key={p.productCode} product={p} onDelete={mayDelete ? onDelete : undefined} />
          ))}
        </ul>
      )}
      {matches.length > shown.length && (
        <div ref={sentinel} className="admin-products__more">
          <button type="button" className="button button--outline" onClick={showMore}>
            Show more ({(matches.length - shown.length).toLocaleString('en')} more)
          </button>
        </div>
      )}
    </section>
  );
}
