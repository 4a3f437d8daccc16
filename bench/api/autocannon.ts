// autocannon behind a small typed wrapper: the package ships no types, and an ambient `declare module`
// here could clash with another bench's, so the CommonJS module is loaded with createRequire instead.
import { createRequire } from 'node:module';

export interface CannonRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Called before every request; returns the request to send. */
  setupRequest?: (request: CannonRequest) => CannonRequest;
}

export interface CannonOptions {
  url: string;
  connections: number;
  seconds: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Cycled through in order by every connection. */
  requests?: CannonRequest[];
  /** Seconds before a request counts as a timeout (autocannon's default is 10). */
  timeout?: number;
}

interface RawResult {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  resets: number;
  '5xx': number;
  statusCodeStats: Record<string, { count: number }>;
  latency: { p50: number; p99: number; totalCount: number };
  requests: { total: number };
  throughput: { total: number };
}

type Autocannon = (
  opts: Record<string, unknown>,
  cb: (err: Error | null, result: RawResult) => void,
) => unknown;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface CannonResult {
  requests: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  timeouts: number;
  non2xx: number;
  status5xx: number;
  statusCounts: Record<string, number>;
  bytes: number;
}

export function cannon(opts: CannonOptions): Promise<CannonResult> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: opts.url,
        connections: opts.connections,
        duration: opts.seconds,
        method: opts.method ?? 'GET',
        headers: opts.headers ?? {},
        body: opts.body,
        requests: opts.requests,
        timeout: opts.timeout ?? 10,
      },
      (err, r) => {
        if (err) return reject(err);
        const statusCounts = Object.fromEntries(
          Object.entries(r.statusCodeStats).map(([code, s]) => [code, s.count]),
        );
        resolve({
          requests: r.latency.totalCount,
          reqPerSec: r.latency.totalCount / r.duration,
          p50: r.latency.p50,
          p99: r.latency.p99,
          errors: r.errors,
          timeouts: r.timeouts,
          non2xx: r.non2xx,
          status5xx: r['5xx'],
          statusCounts,
          bytes: r.throughput.total,
        });
      },
    );
  });
}

/** One line of a result table: throughput, latency, failures and the ratio to the reference. */
export function cannonRow(name: string, r: CannonResult, reference?: CannonResult, unrated = false): string {
  const share = reference ? r.reqPerSec / reference.reqPerSec : 1;
  // Two significant digits, however small the share (a 10,000-product list is thousands of times slower).
  const ratio = unrated
    ? ''
    : reference
      ? `${share >= 0.1 ? share.toFixed(2) : share.toPrecision(2)}×`
      : 'reference';
  return [
    name.padEnd(44),
    `${r.reqPerSec.toFixed(r.reqPerSec < 10 ? 2 : r.reqPerSec < 100 ? 1 : 0).padStart(8)} req/s`,
    `p50 ${r.p50.toFixed(1).padStart(7)} ms`,
    `p99 ${r.p99.toFixed(1).padStart(7)} ms`,
    `errors ${String(r.errors).padStart(3)}`,
    `non-2xx ${String(r.non2xx).padStart(4)}`,
    ratio.padStart(10),
  ].join('  ');
}
