import { useEffect, useState } from 'react';
import { fetchProduct, type ProductResult } from './fetch-product.ts';

export type ProductState = { status: 'loading' } | ProductResult;

/** The product page's states (public-area.md §4): loading, then loaded, error or not found. */
export function useProduct(productCode: string): ProductState {
  const [state, setState] = useState<{ code: string; value: ProductState }>({
    code: productCode,
    value: { status: 'loading' },
  });
  useEffect(() => {
    const controller = new AbortController();
    fetchProduct(productCode, controller.signal).then(
      (value) => setState({ code: productCode, value }),
      () => {
        // Aborted: a newer code or the page went away.
      },
    );
    return () => controller.abort();
  }, [productCode]);
  return state.code === productCode ? state.value : { status: 'loading' };
}
