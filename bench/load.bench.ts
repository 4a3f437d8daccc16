// Mixed public traffic against the real built server (issue #7 §4): pages, product API, banners, assets,
// manifest, service worker and a few 404s, at LOAD_CONNECTIONS (default 100) for LOAD_SECONDS (default 60).
// Counts errors and 5xx (the goal is zero, and the exit code says whether it held), peak server memory and
// event-loop lag; the reference is a bare node:http server answering index.html from memory, in the same run.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cannonRow, type CannonResult } from './api/autocannon.ts';
import { httpLoad } from './lib/http-load.ts';
import { forkServer, type ChildServer } from './api/child.ts';
import { buildIfStale, DIST_PWA, startBuiltServer, type BuiltServer } from './load/built-server.ts';
import { ACCEPT_ENCODING, buildTraffic, cycle } from './load/traffic.ts';

const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 100);
const referenceSeconds = Math.min(seconds, 10);
// Each kind of request alone afterwards, to see where the time goes (off unless LOAD_BREAKDOWN_SECONDS is set).
const breakdownSeconds = Number(process.env.LOAD_BREAKDOWN_SECONDS ?? 0);
const SAMPLE_MS = 250;

buildIfStale();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vv-bench-load-'));
let server: BuiltServer | undefined;
let reference: ChildServer | undefined;
let cleaning: Promise<void> | undefined;
const cleanup = () =>
  (cleaning ??= (async () => {
    await reference?.stop();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  })());
process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));

/** Two runs of the reference as one: mean throughput and latency, summed counts. */
function meanOf(a: CannonResult, b: CannonResult): CannonResult {
  return {
    ...a,
    requests: a.requests + b.requests,
    reqPerSec: (a.reqPerSec + b.reqPerSec) / 2,
    p50: (a.p50 + b.p50) / 2,
    p99: (a.p99 + b.p99) / 2,
    errors: a.errors + b.errors,
    timeouts: a.timeouts + b.timeouts,
    non2xx: a.non2xx + b.non2xx,
    status5xx: a.status5xx + b.status5xx,
    bytes: a.bytes + b.bytes,
  };
}

const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;
const failures: string[] = [];

try {
  server = await startBuiltServer(dataDir);
  const traffic = await buildTraffic(server.url, DIST_PWA);

  // The reference runs beside the server (each idle while the other is measured), half its time before
  // the mixed run and half after, and counts as their mean: a burst of other work on a shared machine then
  // weighs on both sides alike.
  reference = await forkServer(new URL('./load/static-reference.ts', import.meta.url), [
    path.join(DIST_PWA, 'index.html'),
  ]);
  const referenceUrl = reference.url;
  // The reference is asked as the mix asks, with the browser's Accept-Encoding (it sends index.html as is).
  const index = cycle(['/']);
  const half = Math.max(1, Math.round(referenceSeconds / 2));
  const bareBefore = await httpLoad({ url: referenceUrl, connections, seconds: half, next: index });

  const idleRss = await server.rssKiB();
  let peakRss = idleRss;
  const running = server;
  const sampler = setInterval(() => {
    running.rssKiB().then(
      (kib) => (peakRss = Math.max(peakRss, kib)),
      () => undefined,
    );
  }, SAMPLE_MS);
  server.resetLag();
  let mixed: CannonResult;
  try {
    mixed = await httpLoad({ url: server.url, connections, seconds, next: traffic.next });
  } finally {
    clearInterval(sampler);
  }
  const lag = await server.lag();
  const hwm = await server.peakRssKiB();
  const bareAfter = await httpLoad({ url: referenceUrl, connections, seconds: half, next: index });
  await reference.stop();
  reference = undefined;
  const bare = meanOf(bareBefore, bareAfter);

  const counts = mixed.statusCounts;
  const notFound = counts['404'] ?? 0;
  const unexpected = Object.entries(counts).filter(([code]) => code !== '200' && code !== '404');
  console.log(
    `${connections} connections, loopback, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, ` +
      `Node ${process.version}; ${traffic.size} addresses in the mix, drawn in turn by all connections, ` +
      `Accept-Encoding: ${ACCEPT_ENCODING}\n`,
  );
  console.log(cannonRow(`bare node:http, index.html (${half} s before)`, bareBefore));
  console.log(cannonRow(`bare node:http, index.html (${half} s after)`, bareAfter));
  console.log(cannonRow(`bare node:http, index.html (mean: the reference)`, bare));
  console.log(cannonRow(`built server, 1 process, mixed public traffic (${seconds} s)`, mixed, bare));
  console.log(
    [
      '',
      `requests             ${mixed.requests} (${(mixed.bytes / 1024 / 1024).toFixed(0)} MiB of 2xx bodies)`,
      `statuses             ${JSON.stringify(counts)}`,
      `404s (expected)      ${notFound} = ${((100 * notFound) / Math.max(1, mixed.requests)).toFixed(1)}% ` +
        `(the mix holds ${(100 * traffic.notFoundShare).toFixed(1)}%)`,
      `errors               ${mixed.errors} (of which timeouts ${mixed.timeouts})`,
      `5xx                  ${mixed.status5xx}`,
      `server RSS           idle ${mib(idleRss)}, peak under load ${mib(peakRss)} ` +
        `(sampled every ${SAMPLE_MS} ms), VmHWM ${mib(hwm)} (since start, includes seeding)`,
      `event-loop delay     mean ${lag.mean.toFixed(1)} ms, p50 ${lag.p50.toFixed(1)} ms, ` +
        `p99 ${lag.p99.toFixed(1)} ms, max ${lag.max.toFixed(1)} ms`,
    ].join('\n'),
  );
  if (breakdownSeconds > 0) {
    console.log(`\neach kind alone, ${breakdownSeconds} s each:`);
    for (const kind of traffic.kinds) {
      const alone = await httpLoad({
        url: server.url,
        connections,
        seconds: breakdownSeconds,
        next: cycle(kind.paths),
      });
      console.log(cannonRow(kind.name, alone, bare));
      if (alone.errors > 0 || alone.status5xx > 0)
        failures.push(`${kind.name} alone: ${alone.errors} errors, ${alone.status5xx} 5xx`);
    }
  }
  // The same mix against WEB_CONCURRENCY = the number of cores (npm start's default): one port, N processes.
  const cores = os.availableParallelism();
  if (cores > 1) {
    await server.stop();
    server = await startBuiltServer(dataDir, cores);
    const many = await httpLoad({ url: server.url, connections, seconds, next: traffic.next });
    console.log(
      `\n${cannonRow(`built server, ${cores} processes (WEB_CONCURRENCY), mixed (${seconds} s)`, many, bare)}`,
    );
    console.log(
      `${cores} processes vs 1: ${(many.reqPerSec / mixed.reqPerSec).toFixed(2)}× the requests per second; ` +
        `errors ${many.errors}, 5xx ${many.status5xx}`,
    );
    if (many.errors > 0 || many.status5xx > 0)
      failures.push(`${cores} processes: ${many.errors} errors, ${many.status5xx} 5xx`);
  }
  if (mixed.errors > 0) failures.push(`${mixed.errors} errors (${mixed.timeouts} timeouts)`);
  if (mixed.status5xx > 0) failures.push(`${mixed.status5xx} responses with 5xx`);
  if (unexpected.length > 0)
    failures.push(`unexpected statuses: ${JSON.stringify(Object.fromEntries(unexpected))}`);
} finally {
  await cleanup();
}

if (failures.length > 0) {
  console.error(`\nFAILED:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nzero errors, zero 5xx');
