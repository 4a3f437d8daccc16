// GET /api/products/{productCode} for the public product page: the stored token goes along (staff get the
// full record, visitors the public fields), and the result is one of the states the spec names: loading,
// loaded, not found, or failed. Offline, a signed-in staff member gets the record kept in the replica.
import { useEffect, useState } from 'react';
import { ApiError, NetworkError } from '../api/client.ts';
import { api } from '../api/endpoints.ts';
import { readSession } from './auth-storage.ts';
import { prerenderedProduct } from './page-data.ts';

export type ProductResult<T> =
  { status: 'loaded'; product: T } | { status: 'not-found' } | { status: 'error' };
export type ProductState<T> = { status: 'loading' } | ProductResult<T>;

/** Staff only: the replica lives in a lazy chunk that a visitor never downloads. */
async function keptRecord<T>(productCode: string): Promise<T | undefined> {
  if (!readSession()) return undefined;
  try {
    // The one way from public code into staff code: a lazy import, run only with a staff session.
    // eslint-disable-next-line import-x/no-restricted-paths
    const { readKeptRecord } = await import('../staff/offline/replica-hooks.ts');
    return (await readKeptRecord(productCode)) as T | undefined;
  } catch (error) {
    console.error('Could not read the product kept on this device', error);
    return undefined;
  }
}

/** 404 is 'not found'; any other failure, offline included, is 'error'. Rejects only when aborted. */
export async function fetchProduct<T extends { productCode: string }>(
  productCode: string,
  signal?: AbortSignal,
): Promise<ProductResult<T>> {
  try {
    const product = (await api.getProduct(productCode, { signal })) as T | null;
    return product && typeof product.productCode === 'string'
      ? { status: 'loaded', product }
      : { status: 'error' };
  } catch (error) {
    if (signal?.aborted) throw error;
    if (error instanceof ApiError && error.status === 404) return { status: 'not-found' };
    if (error instanceof NetworkError) {
      const kept = await keptRecord<T>(productCode);
      if (kept) return { status: 'loaded', product: kept };
    }
    // The specs say a failed single-product fetch is logged; the screen shows its message.
    console.error('Failed to load product', productCode, error);
    return { status: 'error' };
  }
}

export function useProduct<T extends { productCode: string }>(productCode: string): ProductState<T> {
  // A prerendered page shows the record it was rendered with at once (and hydrates it); the network then
  // brings the latest, and a failed fetch leaves what is shown.
  const initial = (code: string): ProductState<T> => {
    const product = prerenderedProduct<T>(code);
    return product ? { status: 'loaded', product } : { status: 'loading' };
  };
  const [state, setState] = useState<{ code: string; value: ProductState<T> }>(() => ({
    code: productCode,
    value: initial(productCode),
  }));
  useEffect(() => {
    const controller = new AbortController();
    fetchProduct<T>(productCode, controller.signal).then(
      (value) =>
        setState((current) =>
          value.status === 'error' && current.code === productCode && current.value.status === 'loaded'
            ? current
            : { code: productCode, value },
        ),
      () => {
        // Aborted: another code, or the page went away.
      },
    );
    return () => controller.abort();
  }, [productCode]);
  return state.code === productCode ? state.value : initial(productCode);
}
