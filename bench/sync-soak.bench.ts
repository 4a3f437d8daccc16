// The long soak of the sync engine's model test (issue #6 §8): the same property as in `npm test`, with many
// more random sequences (SYNC_SOAK_RUNS, default 2,000), against a real PostgreSQL. Prints sequences per
// second and the ratio to the 200 sequences `npm test` runs.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.SYNC_SOAK_RUNS ?? 2000);
const IN_NPM_TEST = 200;

const started = performance.now();
const result = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'integration', 'tests/sync'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, SYNC_MODEL_RUNS: String(runs) } },
);
const seconds = (performance.now() - started) / 1000;
console.log(
  `\nsync soak: ${runs} sequences in ${seconds.toFixed(1)} s (${(runs / seconds).toFixed(1)} sequences/s)`,
);
console.log(`ratio to npm test's slice: ${(runs / IN_NPM_TEST).toFixed(1)}× the sequences`);
console.log(result.status === 0 ? 'invariant held in every sequence' : 'INVARIANT BROKEN (see above)');
process.exit(result.status ?? 1);
