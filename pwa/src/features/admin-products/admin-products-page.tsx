// Product Management (admin-area.md §2): search by name and a grid of product cards with Edit and Delete.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DraftsList } from '../../components/drafts-list.tsx';
import { OfflineNote } from '../../components/offline-note.tsx';
import { readSession } from '../../lib/auth-storage.ts';
import { filterProducts } from './filter-products.ts';
import { ProductCard } from './product-card.tsx';
import { PRODUCT_LIST_MESSAGES } from './product-messages.ts';
import { useAdminProducts } from './use-admin-products.ts';
import './admin-products.css';

export function AdminProductsPage() {
  const { state, remove } = useAdminProducts();
  const [query, setQuery] = useState('');
  const shown = state.status === 'loaded' ? filterProducts(state.products, query) : [];

  return (
    <section className="admin-page admin-products">
      <header className="admin-products__header">
        <h1>Product Management</h1>
        <Link className="button" to="/AdminDashboard/products/add">
          + Add Product
        </Link>
      </header>
      <input
        className="admin-products__search"
        type="search"
        placeholder={PRODUCT_LIST_MESSAGES.searchPlaceholder}
        aria-label="Search products by name"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <DraftsList owner={readSession()?.username ?? ''} title="Your drafts" />
      {state.status === 'loading' && (
        <p className="admin-products__status" role="status">
          {PRODUCT_LIST_MESSAGES.loading}
        </p>
      )}
      {state.status === 'error' && (
        <p className="admin-products__status admin-products__status--error" role="alert">
          {state.message}
        </p>
      )}
      {state.status === 'loaded' && state.savedAt !== undefined && <OfflineNote savedAt={state.savedAt} />}
      {state.status === 'loaded' && shown.length === 0 && (
        <p className="admin-products__status" role="status">
          {PRODUCT_LIST_MESSAGES.empty}
        </p>
      )}
      {shown.length > 0 && (
        <ul className="product-grid" aria-label="Products">
          {shown.map((p) => (
            <ProductCard key={p.productCode} product={p} onDelete={(code) => void remove(code)} />
          ))}
        </ul>
      )}
    </section>
  );
}
