import { useEffect, useState } from 'react';
import { fetchAdminProduct, type DetailResult } from './fetch-admin-product.ts';

export type DetailState = { status: 'loading' } | DetailResult;

/** The detail view's states (admin-area.md §4): loading, then loaded, error or not found. */
export function useAdminProduct(productCode: string): DetailState {
  const [state, setState] = useState<{ code: string; value: DetailState }>({
    code: productCode,
    value: { status: 'loading' },
  });
  useEffect(() => {
    const controller = new AbortController();
    fetchAdminProduct(productCode, controller.signal).then(
      (value) => setState({ code: productCode, value }),
      () => {
        // Aborted: another code or the page went away.
      },
    );
    return () => controller.abort();
  }, [productCode]);
  return state.code === productCode ? state.value : { status: 'loading' };
}
