// A network between the sync engine and the real server that can be switched off and told to fail the
// next requests on purpose: a 503 that never reaches the server, an answer lost after the server acted,
// or a request delivered twice. It sends what the browser's API client would send.
import { NetworkError, type RequestOptions } from '../../pwa/src/api/client.ts';
import { browserRequest } from './browser-request.ts';

export type Fault = 'server-error' | 'lost-response' | 'duplicate';

export class FaultyNetwork {
  offline = false;
  private faults: Fault[] = [];
  token = '';
  /** What reached the server, by "METHOD path" (a duplicate counts twice). */
  readonly delivered: string[] = [];

  constructor(private readonly baseUrl: string) {}

  inject(fault: Fault, count: number): void {
    for (let i = 0; i < count; i++) this.faults.push(fault);
  }

  heal(): void {
    this.offline = false;
    this.faults = [];
  }

  private async deliver(path: string, options: RequestOptions): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (this.token) headers.Authorization = `Bearer ${this.token}`;
    const request = browserRequest(path, options, headers);
    this.delivered.push(request.name);
    const response = await fetch(`${this.baseUrl}${path}`, request.init);
    // Read it now, as a browser would before the page sees it; the caller gets a fresh copy.
    const text = await response.text();
    return new Response(text, { status: response.status, headers: response.headers });
  }

  /** The engine's `send`. */
  readonly send = async (path: string, options: RequestOptions): Promise<Response> => {
    if (this.offline) throw new NetworkError('Failed to fetch');
    const fault = this.faults.shift();
    if (fault === 'server-error') {
      return new Response(JSON.stringify({ message: 'Service unavailable', code: 'SERVICE_UNAVAILABLE' }), {
        status: 503,
      });
    }
    if (fault === 'lost-response') {
      await this.deliver(path, options);
      throw new NetworkError('The connection dropped before the answer arrived');
    }
    if (fault === 'duplicate') await this.deliver(path, options);
    return this.deliver(path, options);
  };
}
