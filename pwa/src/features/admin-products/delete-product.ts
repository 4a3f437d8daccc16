import { ApiError, apiJson } from '../../lib/api-client.ts';
import { PRODUCT_LIST_MESSAGES } from './product-messages.ts';

export type DeleteResult = { ok: true } | { ok: false; message: string };

/**
 * DELETE /api/products/{code}; a refusal becomes the message the spec alerts (admin-area.md §8):
 * 401 or 403 the permission message, anything else the server's message.
 */
export async function deleteProduct(productCode: string): Promise<DeleteResult> {
  try {
    await apiJson<unknown>(`/api/products/${encodeURIComponent(productCode)}`, { method: 'DELETE' });
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403))
      return { ok: false, message: PRODUCT_LIST_MESSAGES.deleteForbidden };
    if (error instanceof ApiError) return { ok: false, message: error.message || error.text };
    return { ok: false, message: (error as Error).message || 'Delete failed' };
  }
}
