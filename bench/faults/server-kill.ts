// Scenario (b) runs in a process of its own (bench/faults/sync/kill-mid-sync.ts): the sync engine needs
// fake IndexedDB and the browser's types. This starts it on a database of its own and reads its exit code.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import type { BenchPostgres } from './postgres.ts';
import { ROOT } from './server-child.ts';

export async function runServerKill(
  pg: BenchPostgres,
  opts: { drafts: number; killAfter: number },
): Promise<boolean> {
  const databaseUrl = await pg.createDatabase('faults_sync');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench', 'faults', 'sync', 'kill-mid-sync.ts')],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        FAULTS_DATABASE_URL: databaseUrl,
        FAULTS_DRAFTS: String(opts.drafts),
        FAULTS_KILL_AFTER: String(opts.killAfter),
      },
    },
  );
  const [code] = (await once(child, 'exit')) as [number | null];
  return code === 0;
}
