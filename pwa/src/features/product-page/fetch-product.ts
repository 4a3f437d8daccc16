// GET /api/products/{productCode} (public-area.md §7): the bearer token goes along when one is stored,
// so staff see the full record; anonymous visitors get the public fields.
import type { PublicProduct } from '../../../../shared/product.ts';

export type ProductResult =
  { status: 'loaded'; product: PublicProduct } | { status: 'not-found' } | { status: 'error' };

function authorization(): Record<string, string> {
  try {
    const token = window.localStorage.getItem('token');
    return token ? { Authorization: `Bearer ${token}` } : {};
  } catch {
    // Storage can be unavailable (privacy modes); the page is public anyway.
    return {};
  }
}

function looksLikeProduct(body: unknown): body is PublicProduct {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { productCode?: unknown }).productCode === 'string' &&
    typeof (body as { productName?: unknown }).productName === 'string'
  );
}

/** 404 is 'not found'; any other failure, offline included, is 'error'. Rejects only when aborted. */
export async function fetchProduct(productCode: string, signal?: AbortSignal): Promise<ProductResult> {
  let response: Response;
  try {
    response = await fetch(`/api/products/${encodeURIComponent(productCode)}`, {
      headers: { Accept: 'application/json', ...authorization() },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { status: 'error' };
  }
  if (response.status === 404) return { status: 'not-found' };
  if (!response.ok) return { status: 'error' };
  try {
    const body: unknown = await response.json();
    return looksLikeProduct(body) ? { status: 'loaded', product: body } : { status: 'error' };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { status: 'error' };
  }
}
