// GET /api/products/{productCode} for the public product page and the admin detail view: the stored
// token goes along (staff get the full record, visitors the public fields), and the result is one of the
// states both specs name: loading, loaded, not found, or failed.
import { useEffect, useState } from 'react';
import { ApiError, apiJson } from './api-client.ts';

export type ProductResult<T> =
  { status: 'loaded'; product: T } | { status: 'not-found' } | { status: 'error' };
export type ProductState<T> = { status: 'loading' } | ProductResult<T>;

/** 404 is 'not found'; any other failure, offline included, is 'error'. Rejects only when aborted. */
export async function fetchProduct<T extends { productCode: string }>(
  productCode: string,
  signal?: AbortSignal,
): Promise<ProductResult<T>> {
  try {
    const product = await apiJson<T | null>(`/api/products/${encodeURIComponent(productCode)}`, { signal });
    return product && typeof product.productCode === 'string'
      ? { status: 'loaded', product }
      : { status: 'error' };
  } catch (error) {
    if (signal?.aborted) throw error;
    if (error instanceof ApiError && error.status === 404) return { status: 'not-found' };
    // The specs say a failed single-product fetch is logged; the screen shows its message.
    console.error('Failed to load product', productCode, error);
    return { status: 'error' };
  }
}

export function useProduct<T extends { productCode: string }>(productCode: string): ProductState<T> {
  const [state, setState] = useState<{ code: string; value: ProductState<T> }>({
    code: productCode,
    value: { status: 'loading' },
  });
  useEffect(() => {
    const controller = new AbortController();
    fetchProduct<T>(productCode, controller.signal).then(
      (value) => setState({ code: productCode, value }),
      () => {
        // Aborted: another code, or the page went away.
      },
    );
    return () => controller.abort();
  }, [productCode]);
  return state.code === productCode ? state.value : { status: 'loading' };
}
