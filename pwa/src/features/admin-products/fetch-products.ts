import type { Product } from '../../../../shared/product.ts';
import { apiJson } from '../../lib/api-client.ts';

/** GET /api/products with the stored bearer token (admin-area.md §7). */
export function fetchProducts(signal?: AbortSignal): Promise<Product[]> {
  return apiJson<Product[]>('/api/products', { signal });
}
