// Faults (issue #7 §5) against the production build: (a) PostgreSQL restarted under load, (b) the server
// killed with SIGKILL in the middle of a sync, (c) two server processes on one database. Each prints its
// figures and a reference measured in the same run; the exit code is non-zero when an invariant fails.
// Knobs: BENCH_CONNECTIONS, BENCH_SECONDS (load before and after the outage), BENCH_DOWN_SECONDS,
// BENCH_DRAFTS (drafts in the sync), BENCH_KILL_AFTER (the product POST after which the server dies), BENCH_FAULTS (which scenarios: "a,b,c").
import os from 'node:os';
import { runPgRestart } from './faults/pg-restart.ts';
import { startBenchPostgres, type BenchPostgres } from './faults/postgres.ts';
import { buildIfStale } from './faults/server-child.ts';
import { runServerKill } from './faults/server-kill.ts';
import { runTwoServers } from './faults/two-servers.ts';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const downSeconds = Number(process.env.BENCH_DOWN_SECONDS ?? 3);
const drafts = Number(process.env.BENCH_DRAFTS ?? 50);
const killAfter = Number(process.env.BENCH_KILL_AFTER ?? 5);
const wanted = (process.env.BENCH_FAULTS ?? 'a,b,c').split(',');

buildIfStale();
console.log(
  `faults bench: ${os.cpus().length} cores, Node ${process.version}, the built server as child processes`,
);

let pg: BenchPostgres | undefined;
const results: Record<string, boolean> = {};
const cleanUpAndExit = () => {
  void (pg?.dispose() ?? Promise.resolve()).finally(() => process.exit(130));
};
process.once('SIGINT', cleanUpAndExit);
process.once('SIGTERM', cleanUpAndExit);

try {
  pg = await startBenchPostgres();
  if (wanted.includes('c')) results['(c) two server processes on one database'] = await runTwoServers(pg);
  if (wanted.includes('b'))
    results['(b) server killed mid-sync'] = await runServerKill(pg, { drafts, killAfter });
  if (wanted.includes('a'))
    results['(a) PostgreSQL restarted under load'] = await runPgRestart(pg, {
      connections,
      warmupSeconds: seconds,
      downSeconds,
      afterSeconds: seconds,
    });
} finally {
  await pg?.dispose();
}

console.log('\nsummary');
for (const [name, ok] of Object.entries(results)) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}`);
process.exit(Object.values(results).every(Boolean) ? 0 : 1);
