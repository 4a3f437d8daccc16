// The sync engine's requests. `send` is the API client in the browser (it adds the token); tests pass
// their own to reach a real server from Node and to drop, repeat or fail requests on purpose.
import type { DraftContent, DraftPull, ServerDraft } from '../../../shared/draft.ts';
import type { MediaUploadResult } from '../../../shared/media.ts';
import type { Product, ProductInput } from '../../../shared/product.ts';
import { apiFetch, type RequestOptions } from '../lib/api-client.ts';

export type Send = (path: string, options: RequestOptions) => Promise<Response>;

/** An answer: its status and parsed JSON body ({} when there is none or it is not JSON). */
export interface Answer<T = unknown> {
  status: number;
  body: T & Record<string, unknown>;
}

/** Any answer, when only its status, code and message matter. */
export interface AnyAnswer {
  status: number;
  body: Record<string, unknown>;
}

async function answer<T>(response: Response): Promise<Answer<T>> {
  const text = await response.text();
  let body: unknown = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = {};
  }
  return {
    status: response.status,
    body: (body && typeof body === 'object' ? body : {}) as Answer<T>['body'],
  };
}

const draftPath = (id: string) => `/api/drafts/${encodeURIComponent(id)}`;

export function createTransport(send: Send = apiFetch) {
  return {
    async uploadMedia(blob: Blob, name: string, key: string): Promise<Answer<MediaUploadResult>> {
      const body = new FormData();
      body.append('file', blob, name || 'banner');
      // Media is content-addressed (a retry stores nothing new); the key still names the outbox entry.
      return answer(await send('/api/media', { method: 'POST', body, headers: { 'Idempotency-Key': key } }));
    },
    async pushDraft(
      id: string,
      push: { baseRevision: number | null; changeId: string; draft: DraftContent },
      key: string,
    ): Promise<Answer<ServerDraft>> {
      return answer(
        await send(draftPath(id), { method: 'PUT', body: push, headers: { 'Idempotency-Key': key } }),
      );
    },
    async deleteDraft(id: string, key: string): Promise<Answer<{ revision: number }>> {
      return answer(await send(draftPath(id), { method: 'DELETE', headers: { 'Idempotency-Key': key } }));
    },
    async pullDrafts(since: number): Promise<Answer<DraftPull>> {
      return answer(await send(`/api/drafts?since=${since}`, { method: 'GET' }));
    },
    async submitProduct(
      mode: 'add' | 'edit',
      code: string,
      product: Partial<ProductInput>,
      version: number | undefined,
      key: string,
    ): Promise<Answer<Product>> {
      const edit = mode === 'edit';
      const headers: Record<string, string> = { 'Idempotency-Key': key };
      if (edit && version !== undefined) headers['If-Match'] = `"${version}"`;
      return answer(
        await send(edit ? `/api/products/${encodeURIComponent(code)}` : '/api/products', {
          method: edit ? 'PUT' : 'POST',
          body: product,
          headers,
        }),
      );
    },
  };
}

export type Transport = ReturnType<typeof createTransport>;
