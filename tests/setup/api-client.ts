// The one HTTP client of the integration tests: the app's base URL, the caller's bearer token, JSON bodies,
// and helpers for the headers the API reads (Idempotency-Key, If-Match). It adds nothing it was not asked
// for: no Content-Type without a JSON body, no Authorization without a caller, so tests of raw or malformed
// requests can send exactly the headers and body they mean with `body` and `headers`.

/** Who calls: a user made by tests/factories/users.ts (or anything with its token), a bare token, or nobody. */
export type Caller = { token: string } | string | null | undefined;

export interface RequestOptions extends Omit<RequestInit, 'method' | 'body' | 'headers'> {
  /** Sent as JSON, with Content-Type: application/json. */
  json?: unknown;
  /** Sent as it is (FormData, text, bytes); fetch types FormData itself. */
  body?: RequestInit['body'];
  /** Added last: they may replace the caller's Authorization. */
  headers?: Record<string, string>;
}

export interface ApiClient {
  /** The app's base URL, for the odd raw request. */
  readonly url: string;
  request(method: string, path: string, options?: RequestOptions): Promise<Response>;
  get(path: string, options?: RequestOptions): Promise<Response>;
  post(path: string, options?: RequestOptions): Promise<Response>;
  put(path: string, options?: RequestOptions): Promise<Response>;
  delete(path: string, options?: RequestOptions): Promise<Response>;
  /** The same app called as someone else (null: anonymously). */
  as(caller: Caller): ApiClient;
  /** POST /admin/login with an email and a password. */
  login(email: string, password: string, options?: RequestOptions): Promise<Response>;
}

/** The Authorization header of a caller, or none. */
function authHeader(caller: Caller): Record<string, string> {
  if (!caller) return {};
  const token = typeof caller === 'string' ? caller : caller.token;
  return { Authorization: `Bearer ${token}` };
}

/** A client of the app at `app` (a URL, or anything with one such as a TestApp), calling as `caller`. */
export function apiClient(app: string | { url: string }, caller: Caller = null): ApiClient {
  const url = typeof app === 'string' ? app : app.url;
  const request = (method: string, path: string, options: RequestOptions = {}) => {
    const { json, body, headers, ...init } = options;
    return fetch(`${url}${path}`, {
      ...init,
      method,
      headers: {
        ...authHeader(caller),
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: json === undefined ? body : JSON.stringify(json),
    });
  };
  return {
    url,
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, options) => request('POST', path, options),
    put: (path, options) => request('PUT', path, options),
    delete: (path, options) => request('DELETE', path, options),
    as: (other) => apiClient(url, other),
    login: (email, password, options) =>
      request('POST', '/admin/login', { ...options, json: { email, password } }),
  };
}

/** The Idempotency-Key header. */
export const idempotencyKey = (key: string) => ({ 'Idempotency-Key': key });

/** The If-Match header for a product version or a draft revision. */
export const ifMatch = (version: number | string) => ({ 'If-Match': `"${version}"` });
