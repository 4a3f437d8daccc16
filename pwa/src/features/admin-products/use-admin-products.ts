import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Product } from '../../../../shared/product.ts';
import { ApiError } from '../../lib/api-client.ts';
import { loadMirrored } from '../../offline/mirror.ts';
import { deleteProduct } from './delete-product.ts';
import { fetchProducts } from './fetch-products.ts';
import { PRODUCT_LIST_MESSAGES } from './product-messages.ts';

export type ProductListState =
  | { status: 'loading' }
  /** savedAt: the list is the copy saved for offline use at that time (the network failed). */
  | { status: 'loaded'; products: Product[]; savedAt?: number }
  | { status: 'error'; message: string };

/**
 * The product list's data: loads GET /api/products (the saved copy when offline), sends a rejected session
 * to /login (admin-area.md §8), and deletes after the spec's confirm, removing the card on success.
 */
export function useAdminProducts() {
  const navigate = useNavigate();
  const [state, setState] = useState<ProductListState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    loadMirrored('/api/products', fetchProducts, controller.signal).then(
      ({ items, fromMirror, fetchedAt }) =>
        setState({ status: 'loaded', products: items, ...(fromMirror && { savedAt: fetchedAt }) }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
          window.alert(PRODUCT_LIST_MESSAGES.sessionExpired);
          void navigate('/login');
          return;
        }
        setState({ status: 'error', message: (error as Error).message });
      },
    );
    return () => controller.abort();
  }, [navigate]);

  const remove = useCallback(async (productCode: string) => {
    if (!window.confirm(PRODUCT_LIST_MESSAGES.confirmDelete(productCode))) return;
    const result = await deleteProduct(productCode);
    if (!result.ok) {
      window.alert(result.message);
      return;
    }
    setState((s) =>
      s.status === 'loaded' ? { ...s, products: s.products.filter((p) => p.productCode !== productCode) } : s,
    );
  }, []);

  return { state, remove };
}
