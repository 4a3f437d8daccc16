// The one way the PWA talks to the API: `send` adds the bearer token and encodes the body, `readAnswer` is
// the one response reader (an answer that is not 2xx becomes an ApiError with its status, code and message),
// and a request that got no answer at all becomes a NetworkError, so screens can tell offline from refused.
import type { ApiErrorBody } from '../../../shared/error-codes.ts';
import { readSession } from '../lib/auth-storage.ts';

export class ApiError extends Error {
  readonly status: number;
  /** The API's stable error code (shared/error-codes.ts), or '' when the answer had none. */
  readonly code: string;
  readonly body: Partial<ApiErrorBody> & Record<string, unknown>;
  /** The answer's raw text (the spec's messages sometimes show "the response text"). */
  readonly text: string;
  constructor(status: number, body: Partial<ApiErrorBody> & Record<string, unknown>, text: string) {
    super(
      typeof body.message === 'string' && body.message
        ? body.message
        : `Request failed with status ${status}`,
    );
    this.name = 'ApiError';
    this.status = status;
    this.code = typeof body.code === 'string' ? body.code : '';
    this.body = body;
    this.text = text;
  }
}

/** No answer at all (offline, DNS, connection refused). */
export class NetworkError extends Error {
  constructor(message = 'Network error') {
    super(message);
    this.name = 'NetworkError';
  }
}

export interface RequestOptions {
  method?: string;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Send the stored token (default true). */
  auth?: boolean;
  signal?: AbortSignal | undefined;
  priority?: RequestPriority;
}

/** Sends one request and hands back the raw answer; throws NetworkError when there is none. */
export type Send = (path: string, options: RequestOptions) => Promise<Response>;

/**
 * A `send` over fetch with the token `token()` gives as a bearer token, and JSON or multipart bodies. The page
 * reads the token from its session; the service worker, which has no localStorage, from IndexedDB.
 */
export function createSend(token: () => string | undefined | Promise<string | undefined>): Send {
  return (path, options) => {
    const bearer = options.auth === false ? undefined : token();
    return bearer instanceof Promise
      ? bearer.then((value) => fetchWith(path, options, value))
      : fetchWith(path, options, bearer);
  };
}

/** The browser's `send`: the stored session's token. */
export const browserSend: Send = createSend(() => readSession()?.token);

async function fetchWith(
  path: string,
  options: RequestOptions,
  token: string | undefined,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  try {
    return await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal ?? null,
      ...(options.priority && { priority: options.priority }),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new NetworkError((error as Error).message || 'Network error');
  }
}

/** The one response reader: the parsed JSON of a 2xx answer, or an ApiError. */
export async function readAnswer<T>(response: Response): Promise<T> {
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    const body = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    throw new ApiError(response.status, body, text);
  }
  return parsed as T;
}

/** An answer seen by status rather than thrown: what the sync engine branches on. */
export interface Answer<T = unknown> {
  status: number;
  body: T & Record<string, unknown>;
}

/** Turns a call into an Answer: success is status 200 with the body, an ApiError its status and body. */
export async function settle<T>(call: Promise<T>): Promise<Answer<T>> {
  try {
    const body = await call;
    return { status: 200, body: (body && typeof body === 'object' ? body : {}) as Answer<T>['body'] };
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, body: error.body as Answer<T>['body'] };
    throw error;
  }
}
