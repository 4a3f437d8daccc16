// The one way the PWA talks to the API: adds the bearer token, reads the API's error body, and turns a
// network failure into an error the screens can tell apart from an answer.
import type { ApiErrorBody } from '../../../shared/error-codes.ts';
import { readSession } from './auth-storage.ts';

export class ApiError extends Error {
  readonly status: number;
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
  signal?: AbortSignal;
}

export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = options.auth === false ? undefined : readSession()?.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  try {
    return await fetch(path, { method: options.method ?? 'GET', headers, body, signal: options.signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new NetworkError((error as Error).message || 'Network error');
  }
}

/** Sends a request and returns the parsed JSON answer, or throws ApiError / NetworkError. */
export async function apiJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const res = await apiFetch(path, options);
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!res.ok) {
    const body = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    throw new ApiError(res.status, body, text);
  }
  return parsed as T;
}
