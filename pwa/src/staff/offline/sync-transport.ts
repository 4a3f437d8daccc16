// The sync engine's requests, as answers it branches on by status. They are the API layer's own functions
// (pwa/src/api/); tests pass their own `send` to reach a real server from Node and to drop, repeat or fail
// requests on purpose.
import type { DraftContent, DraftPull, ServerDraft } from '../../../../shared/draft.ts';
import type { MediaUploadResult } from '../../../../shared/media.ts';
import type { Product, ProductInput } from '../../../../shared/product.ts';
import type { SyncCollection, SyncPage, SyncView } from '../../../../shared/sync.ts';
import { browserSend, settle, type Answer, type Send } from '../../api/client.ts';
import { createApi, type ProductWriteOptions } from '../../api/endpoints.ts';

export type { Answer, Send } from '../../api/client.ts';

/** What a feed page may ask for besides the cursor. */
export interface SyncPageQuery {
  limit?: number;
  view?: SyncView;
  /** Products: this user's drafts whose submissions were answered and are waited for in the feed. */
  awaiting?: string[];
}

/** Any answer, when only its status, code and message matter. */
export interface AnyAnswer {
  status: number;
  body: Record<string, unknown>;
}

export function createTransport(send: Send = browserSend) {
  const api = createApi(send);
  return {
    uploadMedia: (blob: Blob, name: string, key: string): Promise<Answer<MediaUploadResult>> =>
      // Media is content-addressed (a retry stores nothing new); the key still names the outbox entry.
      settle(api.uploadMedia(blob, name, key)),
    pushDraft: (
      id: string,
      push: { baseRevision: number | null; changeId: string; draft: DraftContent },
      key: string,
    ): Promise<Answer<ServerDraft>> => settle(api.pushDraft(id, push, key)),
    deleteDraft: (id: string, key: string): Promise<Answer<{ revision: number }>> =>
      settle(api.deleteDraft(id, key)),
    pullDrafts: (since: number): Promise<Answer<DraftPull>> => settle(api.pullDrafts(since)),
    /** The submission of a draft: the server discards the draft (`draftId`) with the product write. */
    submitProduct: (
      mode: 'add' | 'edit',
      code: string,
      product: Partial<ProductInput>,
      { version, ...options }: ProductWriteOptions & { version?: number | undefined },
    ): Promise<Answer<Product>> =>
      settle(
        mode === 'edit'
          ? api.updateProduct(code, product, { version, ...options })
          : api.createProduct(product, options),
      ),
    syncPage: <C extends SyncCollection>(collection: C, since: string, query: SyncPageQuery = {}) =>
      settle(api.syncPage(collection, since, query)) as Promise<Answer<SyncPage<C>>>,
    countUsers: (): Promise<Answer<{ value: number }>> =>
      settle(api.countUsers().then((value) => ({ value }))),
  };
}

export type Transport = ReturnType<typeof createTransport>;
