// Measures an HTTP endpoint from a worker thread (bench/lib/thread-load-worker.mjs), so the load generator does not
// share the event loop of a server under test in the same process.
import { Worker } from 'node:worker_threads';

export interface LoadResult {
  requests: number;
  errors: number;
  status5xx: number;
  reqPerSec: number;
  p50: number;
  p99: number;
}

export function load(url: string, { connections = 20, seconds = 5 } = {}): Promise<LoadResult> {
  const worker = new Worker(new URL('./thread-load-worker.mjs', import.meta.url), {
    workerData: { url, connections, seconds },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (result: LoadResult) => {
      void worker.terminate();
      resolve(result);
    });
    worker.once('error', reject);
  });
}

export function row(name: string, r: LoadResult, reference?: LoadResult): string {
  const ratio = reference
    ? `  ${(r.reqPerSec / reference.reqPerSec).toFixed(2)}× reference`
    : '  (reference)';
  return `${name.padEnd(38)} ${r.reqPerSec.toFixed(0).padStart(7)} req/s  p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms  errors ${r.errors + r.status5xx}${ratio}`;
}
