// One typed function per API endpoint the PWA calls (admin-area.md §7, the drafts and the change feed of
// docs/architecture.md §5), all over one `send` and one response reader. Screens, warm-ups and the sync engine
// use these; nothing else in the PWA calls fetch on /api. Tests build their own with createApi(send).
import type { AuditPage } from '../../../shared/audit.ts';
import type { LoginResponse } from '../../../shared/auth.ts';
import type { HistoryVersion, ProductHistory } from '../../../shared/history.ts';
import type { DraftPull, DraftPush, ServerDraft } from '../../../shared/draft.ts';
import type { Ingredient } from '../../../shared/ingredient.ts';
import type { MediaUploadResult } from '../../../shared/media.ts';
import type { Process } from '../../../shared/process.ts';
import type { ChangePasswordInput } from '../../../shared/password-policy.ts';
import type { Product, ProductInput, PublicProduct } from '../../../shared/product.ts';
import type { CsvReport } from '../../../shared/product-csv.ts';
import type { SyncCollection, SyncPage, SyncView } from '../../../shared/sync.ts';
import type { PublicUser } from '../../../shared/user.ts';
import { browserSend, readAnswer, type Send } from './client.ts';

export interface CallOptions {
  signal?: AbortSignal | undefined;
}

/** What the user form sends (POST /api/users, PUT /api/users/{id}; a blank password keeps the old one). */
export interface UserBody {
  username: string;
  email: string;
  password: string;
  role: string;
}

const enc = encodeURIComponent;
const productPath = (code: string) => `/api/products/${enc(code)}`;
const draftPath = (id: string) => `/api/drafts/${enc(id)}`;

/** What a product write may carry besides the product. */
export interface ProductWriteOptions {
  idempotencyKey?: string | undefined;
  /** The caller's draft this write submits: the server discards it with the write (`Draft-Id`). */
  draftId?: string | undefined;
  /** A banner file sent with the product (the spec's multipart body) instead of a stored path. */
  banner?: { blob: Blob; name: string } | undefined;
}

/** JSON, or the spec's multipart body (a `product` part and a `bannerImage` file) when a file goes along. */
function productBody(product: Partial<ProductInput>, banner: ProductWriteOptions['banner']) {
  if (!banner) return product;
  const form = new FormData();
  form.append('product', JSON.stringify(product));
  form.append('bannerImage', banner.blob, banner.name || 'banner');
  return form;
}

function writeHeaders({ idempotencyKey, draftId }: ProductWriteOptions): Record<string, string> {
  return {
    ...(idempotencyKey && { 'Idempotency-Key': idempotencyKey }),
    ...(draftId && { 'Draft-Id': draftId }),
  };
}

/** Count endpoints answer a bare number; anything else is a broken answer, not zero. */
function asCount(path: string, value: unknown): number {
  const n = Number(value);
  if (typeof value === 'boolean' || value === null || !Number.isFinite(n)) {
    throw new Error(`${path} answered something that is not a number: ${JSON.stringify(value)}`);
  }
  return n;
}

function asList<T>(path: string, value: unknown): T[] {
  if (!Array.isArray(value)) throw new Error(`${path} did not answer a list`);
  return value as T[];
}

export function createApi(send: Send = browserSend) {
  const call = async <T>(path: string, options: Parameters<Send>[1] = {}) =>
    readAnswer<T>(await send(path, options));

  return {
    // POST /admin/login
    login: (email: string, password: string) =>
      call<Partial<LoginResponse> & { message?: string }>('/admin/login', {
        method: 'POST',
        body: { email, password },
        auth: false,
      }),

    /** POST /admin/logout: the server ends every token of the user (this one given explicitly). */
    logout: (token: string) =>
      call<unknown>('/admin/logout', {
        method: 'POST',
        auth: false,
        headers: { Authorization: `Bearer ${token}` },
      }),
    /** POST /api/me/password: a fresh token for this tab; every other token of the user ends. */
    changePassword: (input: ChangePasswordInput) =>
      call<LoginResponse>('/api/me/password', { method: 'POST', body: input }),

    // Users (ADMIN; the count also PRODUCT_MANAGER)
    listUsers: (o: CallOptions = {}) =>
      call<unknown>('/api/users', o).then((v) => asList<PublicUser>('/api/users', v)),
    countUsers: (o: CallOptions = {}) =>
      call<unknown>('/api/users/count', o).then((v) => asCount('/api/users/count', v)),
    createUser: (body: UserBody) => call<PublicUser>('/api/users', { method: 'POST', body }),
    updateUser: (id: number, body: UserBody) => call<PublicUser>(`/api/users/${id}`, { method: 'PUT', body }),
    deleteUser: (id: number) => call<unknown>(`/api/users/${id}`, { method: 'DELETE' }),

    // Products: the CSV of issue #35
    /** GET /api/products/export.csv with the list's search; the file as a Blob. */
    exportProductsCsv: async (query: string): Promise<Blob> => {
      const response = await send(`/api/products/export.csv?q=${encodeURIComponent(query)}`, {
        headers: { Accept: 'text/csv' },
      });
      if (!response.ok) await readAnswer<never>(response);
      return response.blob();
    },
    /** POST /api/products/import as a multipart `file`: the report, applied (or refused, 422) unless dryRun. */
    importProductsCsv: async (file: Blob, dryRun: boolean): Promise<CsvReport> => {
      const form = new FormData();
      form.append('file', file, 'products.csv');
      const response = await send(`/api/products/import${dryRun ? '?dryRun=true' : ''}`, {
        method: 'POST',
        body: form,
      });
      if (response.status === 422) return (await response.json()) as CsvReport;
      return readAnswer<CsvReport>(response);
    },

    // Products: the spec's endpoints
    listProducts: (o: CallOptions = {}) =>
      call<unknown>('/api/products', o).then((v) => asList<Product>('/api/products', v)),
    countProducts: (o: CallOptions = {}) =>
      call<unknown>('/api/products/count', o).then((v) => asCount('/api/products/count', v)),
    /** The full record for staff (the stored token goes along), the public fields for visitors. */
    getProduct: <T extends PublicProduct | Product = Product>(code: string, o: CallOptions = {}) =>
      call<T | null>(productPath(code), o),
    /** Without the token, as the service worker may cache it (the catalogue warm-up). */
    getPublicProduct: (code: string, o: CallOptions = {}) =>
      call<PublicProduct | null>(productPath(code), { ...o, auth: false, priority: 'low' }),
    /** POST /api/products; see ProductWriteOptions for the draft it submits and a banner file. */
    createProduct: (product: Partial<ProductInput>, options: ProductWriteOptions = {}) =>
      call<Product>('/api/products', {
        method: 'POST',
        body: productBody(product, options.banner),
        headers: writeHeaders(options),
      }),
    updateProduct: (
      code: string,
      product: Partial<ProductInput>,
      { version, ...options }: ProductWriteOptions & { version?: number | undefined } = {},
    ) =>
      call<Product>(productPath(code), {
        method: 'PUT',
        body: productBody(product, options.banner),
        headers: {
          ...writeHeaders(options),
          ...(version !== undefined && { 'If-Match': `"${version}"` }),
        },
      }),
    deleteProduct: (code: string) => call<unknown>(productPath(code), { method: 'DELETE' }),

    // History and the audit log (issue #15)
    getHistory: (code: string, o: CallOptions = {}) =>
      call<ProductHistory>(`${productPath(code)}/history`, o),
    getHistoryVersion: (code: string, seq: number, o: CallOptions = {}) =>
      call<HistoryVersion>(`${productPath(code)}/history/${seq}`, o),
    /** Makes a kept version current again; `version` is the product's version now (If-Match), if it exists. */
    restoreVersion: (code: string, seq: number, version: number | undefined) =>
      call<Product>(`${productPath(code)}/history/${seq}/restore`, {
        method: 'POST',
        headers: version === undefined ? {} : { 'If-Match': `"${version}"` },
      }),
    getAudit: (filter: Record<string, string>, o: CallOptions = {}) => {
      const query = new URLSearchParams(Object.entries(filter).filter(([, v]) => v !== '')).toString();
      return call<AuditPage>(`/api/audit${query ? `?${query}` : ''}`, o);
    },

    listIngredients: (o: CallOptions = {}) =>
      call<unknown>('/api/ingredients', o).then((v) => asList<Ingredient>('/api/ingredients', v)),
    listProcesses: (o: CallOptions = {}) =>
      call<unknown>('/api/processes', o).then((v) => asList<Process>('/api/processes', v)),

    // Media
    uploadMedia: (blob: Blob, name: string, idempotencyKey: string) => {
      const body = new FormData();
      body.append('file', blob, name || 'banner');
      return call<MediaUploadResult>('/api/media', {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      });
    },

    // Drafts
    pullDrafts: (since: number) => call<DraftPull>(`/api/drafts?since=${since}`),
    pushDraft: (id: string, push: DraftPush, idempotencyKey: string) =>
      call<ServerDraft>(draftPath(id), {
        method: 'PUT',
        body: push,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    deleteDraft: (id: string, idempotencyKey: string) =>
      call<{ revision: number }>(draftPath(id), {
        method: 'DELETE',
        headers: { 'Idempotency-Key': idempotencyKey },
      }),

    // The change feed and its pokes
    syncPage: <C extends SyncCollection>(
      collection: C,
      since: string,
      { limit, view, awaiting = [] }: { limit?: number; view?: SyncView; awaiting?: string[] } = {},
      o: CallOptions = {},
    ) =>
      call<SyncPage<C>>(
        `/api/sync/${collection}?since=${enc(since)}${limit === undefined ? '' : `&limit=${limit}`}${
          view === undefined || view === 'full' ? '' : `&view=${view}`
        }${awaiting.length === 0 ? '' : `&awaiting=${awaiting.join(',')}`}`,
        o,
      ),
    /** The raw event stream (text/event-stream); read by offline/live.ts. Throws ApiError when refused. */
    openEvents: async (signal: AbortSignal): Promise<Response> => {
      const response = await send('/api/sync/events', {
        headers: { Accept: 'text/event-stream' },
        signal,
      });
      if (!response.ok) await readAnswer(response);
      return response;
    },
  };
}

export type Api = ReturnType<typeof createApi>;

/** The browser's API, with the stored token. */
export const api = createApi();
