// Sends the wizard's product to the API (POST to add, PUT to edit) as the spec's multipart body, and turns
// a failure into the spec's save messages (admin-area.md §8).
import type { Product } from '../../../../shared/product.ts';
import { ApiError, apiJson, NetworkError } from '../../lib/api-client.ts';
import { toPayload, type ProductForm } from './product-form.ts';

export const SAVE_MESSAGES = {
  added: '✅ Product added successfully!',
  edited: '✅ Product edited successfully!',
  failed: '❌ Submission failed.',
  conflict: 'Conflict: Product already exists.',
} as const;

export interface SaveRequest {
  mode: 'add' | 'edit';
  /** The code in the address, in edit mode. */
  code?: string | undefined;
  /** The version an edit started from; the server refuses the save if the product changed since. */
  version?: number | undefined;
  form: ProductForm;
  banner: Blob | null;
  bannerName: string;
}

export function saveProduct(request: SaveRequest): Promise<Product> {
  const body = new FormData();
  body.append('product', JSON.stringify(toPayload(request.form, request.version)));
  if (request.banner) body.append('bannerImage', request.banner, request.bannerName || 'banner');
  const edit = request.mode === 'edit';
  return apiJson<Product>(
    edit ? `/api/products/${encodeURIComponent(request.code ?? '')}` : '/api/products',
    {
      method: edit ? 'PUT' : 'POST',
      body,
      headers: edit && request.version !== undefined ? { 'If-Match': `"${request.version}"` } : {},
    },
  );
}

const DUPLICATE_KEY = /Key \(([^)]+)\)=\((.*?)\) already exists/;

/** 'Product with productCode "X" already exists.' when a 409 names the duplicate field and value. */
export function conflictMessage(text: string, message?: string): string {
  const match = DUPLICATE_KEY.exec(text);
  if (match) return `Product with ${match[1]} "${match[2]}" already exists.`;
  return message || text || SAVE_MESSAGES.conflict;
}

export interface SaveFailure {
  message: string;
  /** The server's validation messages (400), if any. */
  details: string[];
}

export function saveFailure(error: unknown): SaveFailure {
  if (error instanceof ApiError) {
    const details = Array.isArray(error.body.errors)
      ? error.body.errors.map((e) => e.message).filter((m) => typeof m === 'string')
      : [];
    const message =
      error.status === 409
        ? conflictMessage(error.text, typeof error.body.message === 'string' ? error.body.message : undefined)
        : error.message;
    return { message, details };
  }
  if (error instanceof NetworkError) return { message: error.message || SAVE_MESSAGES.failed, details: [] };
  return { message: SAVE_MESSAGES.failed, details: [] };
}
