import { ApiError, NetworkError } from '../../api/client.ts';
import { api } from '../../api/endpoints.ts';
import { forgetProduct } from '../offline/replica.ts';
import { PRODUCT_LIST_MESSAGES } from './product-messages.ts';

export type DeleteResult = { ok: true } | { ok: false; message: string };

/**
 * DELETE /api/products/{code}; a refusal becomes the message the spec alerts (admin-area.md §8):
 * 401 or 403 the permission message, anything else the server's message. On success the product leaves
 * the replica at once (the change feed says the same a moment later).
 */
export async function deleteProduct(productCode: string): Promise<DeleteResult> {
  try {
    await api.deleteProduct(productCode);
    await forgetProduct(productCode).catch((error: unknown) =>
      console.error('Could not remove the product from this device', error),
    );
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403))
      return { ok: false, message: PRODUCT_LIST_MESSAGES.deleteForbidden };
    if (error instanceof ApiError) return { ok: false, message: error.message || error.text };
    if (error instanceof NetworkError) return { ok: false, message: PRODUCT_LIST_MESSAGES.deleteOffline };
    return { ok: false, message: (error as Error).message || 'Delete failed' };
  }
}
