// Worker thread of bench/lib/thread-load.ts: a closed-loop HTTP load on loopback, posting its figures back.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { url, connections, seconds } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const latencies = [];
let errors = 0;
let status5xx = 0;
const end = performance.now() + seconds * 1000;

const once = () =>
  new Promise((resolve) => {
    const started = performance.now();
    http
      .get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - started);
          if ((res.statusCode ?? 0) >= 500) status5xx++;
          resolve();
        });
      })
      .on('error', () => {
        errors++;
        resolve();
      });
  });

const began = performance.now();
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (performance.now() < end) await once();
  }),
);
const elapsed = (performance.now() - began) / 1000;
agent.destroy();
latencies.sort((a, b) => a - b);
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? NaN;
parentPort.postMessage({
  requests: latencies.length,
  errors,
  status5xx,
  reqPerSec: latencies.length / elapsed,
  p50: pct(0.5),
  p99: pct(0.99),
});
