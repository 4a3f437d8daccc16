// Scenario (c): two built servers on one database, same JWT_SECRET, different ports; every step works on
// one and is checked on the other. Reference: the same steps against a single process, same run.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../server/db/embedded-postgres.ts';
import type { BenchPostgres } from './postgres.ts';
import { BENCH_ADMIN, startServerChild, type ServerChild } from './server-child.ts';
import { twoServerSteps } from './two-server-steps.ts';

interface StepResult {
  name: string;
  ms: number;
  error?: string;
}

async function runSteps(a: string, b: string): Promise<StepResult[]> {
  const results: StepResult[] = [];
  for (const step of twoServerSteps({ a, b, login: BENCH_ADMIN })) {
    const started = performance.now();
    try {
      await step.run();
      results.push({ name: step.name, ms: performance.now() - started });
    } catch (error) {
      results.push({ name: step.name, ms: performance.now() - started, error: (error as Error).message });
    }
  }
  return results;
}

export async function runTwoServers(pg: BenchPostgres): Promise<boolean> {
  const databaseUrl = await pg.createDatabase('faults_two');
  const dirs = [
    await mkdtemp(path.join(os.tmpdir(), 'vv-faults-c-')),
    await mkdtemp(path.join(os.tmpdir(), 'vv-faults-c-')),
  ];
  const servers: ServerChild[] = [];
  try {
    // One after the other: the first one migrates and seeds, the second finds it done.
    for (const dataDir of dirs)
      servers.push(await startServerChild({ port: await freePort(), databaseUrl, dataDir }));
    const [a, b] = servers as [ServerChild, ServerChild];
    console.log(`\n(c) two server processes on one database: A on :${a.port}, B on :${b.port}`);
    // A first pass on each process alone warms both (JIT, pools), so neither column pays a cold start.
    await runSteps(a.url, a.url);
    await runSteps(b.url, b.url);
    const single = await runSteps(a.url, a.url);
    const pair = await runSteps(a.url, b.url);

    const cell = (x: StepResult) => `${x.error ? 'FAIL' : 'pass'} ${x.ms.toFixed(1).padStart(6)} ms`;
    const total = (rs: StepResult[]) => rs.reduce((sum, r) => sum + r.ms, 0);
    console.log(`  ${'step'.padEnd(76)} ${'A ↔ B'.padEnd(14)} ${'A alone (ref.)'.padEnd(16)} ratio`);
    pair.forEach((r, i) => {
      const ref = single[i]!;
      console.log(
        `  ${r.name.padEnd(76)} ${cell(r).padEnd(14)} ${cell(ref).padEnd(16)} ${(r.ms / ref.ms).toFixed(2)}×`,
      );
    });
    const [pairTotal, singleTotal] = [total(pair), total(single)];
    console.log(
      `  ${'all steps'.padEnd(76)} ${`${pairTotal.toFixed(1)} ms`.padStart(14)} ${`${singleTotal.toFixed(1)} ms`.padStart(16)} ${(pairTotal / singleTotal).toFixed(2)}×`,
    );
    const failures = [
      ...pair.map((r) => ({ ...r, where: 'A ↔ B' })),
      ...single.map((r) => ({ ...r, where: 'A alone' })),
    ].filter((r) => r.error);
    for (const f of failures) console.log(`  FAIL (${f.where}) ${f.name}: ${f.error}`);
    const crashed = servers.filter((s) => !s.alive());
    if (crashed.length) console.log(`  FAIL: ${crashed.length} server process(es) exited`);
    return failures.length === 0 && crashed.length === 0;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  }
}
