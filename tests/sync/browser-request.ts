// A request of the sync engine as the browser's API client (pwa/src/api/client.ts) puts it on the wire: a
// FormData body as it is, any other body as JSON with its Content-Type, and GET when no method is given.
import type { RequestOptions } from '../../pwa/src/api/client.ts';

export interface BrowserRequest {
  /** "METHOD path", without the query: how the fault networks count what reached the server. */
  name: string;
  init: { method: string; headers: Record<string, string>; body: BodyInit | undefined };
}

/** The request for `path` and `options`, with `headers` (the caller's choice of Accept and Authorization). */
export function browserRequest(
  path: string,
  options: RequestOptions,
  headers: Record<string, string>,
): BrowserRequest {
  const method = options.method ?? 'GET';
  const name = `${method} ${path.split('?')[0]}`;
  if (options.body instanceof FormData) return { name, init: { method, headers, body: options.body } };
  if (options.body === undefined) return { name, init: { method, headers, body: undefined } };
  const json = { ...headers, 'Content-Type': 'application/json' };
  return { name, init: { method, headers: json, body: JSON.stringify(options.body) } };
}
