import type { Product } from '../../../../shared/product.ts';
import { ApiError, apiJson } from '../../lib/api-client.ts';

/** Staff get the full record; without a token the API answers the public fields, so most are optional. */
export type DetailProduct = Pick<Product, 'productCode' | 'productName'> & Partial<Product>;

export type DetailResult =
  { status: 'loaded'; product: DetailProduct } | { status: 'not-found' } | { status: 'error' };

/** GET /api/products/{code} with the stored token when there is one (admin-area.md §7). */
export async function fetchAdminProduct(productCode: string, signal?: AbortSignal): Promise<DetailResult> {
  try {
    const product = await apiJson<DetailProduct | null>(`/api/products/${encodeURIComponent(productCode)}`, {
      signal,
    });
    return product ? { status: 'loaded', product } : { status: 'not-found' };
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    if (error instanceof ApiError && error.status === 404) return { status: 'not-found' };
    // admin-area.md §7: a failed single-product fetch is logged only; the screen shows its message.
    console.error('Failed to load product', productCode, error);
    return { status: 'error' };
  }
}
