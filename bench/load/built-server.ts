// Starts the real built server (dist/server/server/main.js, built first when stale) as a
// child process with its own DATA_DIR and embedded PostgreSQL, and reads its memory and event-loop lag.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from '../../server/db/embedded-postgres.ts';
import { ROOT, SERVER_MAIN } from '../lib/dist.ts';

export { buildIfStale, DIST_PWA, ROOT } from '../lib/dist.ts';
const PROBE = new URL('./loop-lag-probe.mjs', import.meta.url).href;

export interface LoopLag {
  mean: number;
  p50: number;
  p99: number;
  max: number;
}

export interface BuiltServer {
  url: string;
  pid: number;
  /** Resident memory now, in KiB (VmRSS). */
  rssKiB(): Promise<number>;
  /** The process's own peak resident memory since it started, in KiB (VmHWM). */
  peakRssKiB(): Promise<number>;
  resetLag(): void;
  lag(): Promise<LoopLag>;
  output(): string;
  stop(): Promise<void>;
}

async function procStatusKiB(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
}

/** Stops the embedded PostgreSQL of a server that had to be killed, so no postgres is left behind. */
async function stopOrphanPostgres(dataDir: string): Promise<void> {
  const pidFile = await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number(pidFile.split('\n')[0]);
  if (pid > 0) {
    try {
      process.kill(pid, 'SIGINT');
    } catch {
      // already gone
    }
  }
}

/**
 * `webConcurrency`: HTTP processes (WEB_CONCURRENCY); with more than one, memory and lag are the primary's.
 * `env` overrides the server's environment (DATABASE_URL for a database of the bench's own).
 */
export async function startBuiltServer(
  dataDir: string,
  webConcurrency = 1,
  env: Record<string, string> = {},
): Promise<BuiltServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', PROBE, SERVER_MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      WEB_CONCURRENCY: String(webConcurrency),
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      ADMIN_EMAIL: 'bench-admin@example.com',
      ADMIN_PASSWORD: 'bench-admin-password',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let out = '';
  const keep = (chunk: Buffer) => (out = (out + chunk.toString()).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = once(child, 'exit');
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${out}`);
    const res = await fetch(`${url}/api/health`).catch(() => undefined);
    if (res?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`the server did not become healthy:\n${out}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const pid = child.pid!;
  return {
    url,
    pid,
    rssKiB: () => procStatusKiB(pid, 'VmRSS'),
    peakRssKiB: () => procStatusKiB(pid, 'VmHWM'),
    resetLag: () => child.send('lag:reset'),
    async lag() {
      child.send('lag:report');
      const [message] = (await once(child, 'message')) as [{ lag: LoopLag }];
      return message.lag;
    },
    output: () => out,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
      if (child.signalCode === 'SIGKILL') await stopOrphanPostgres(dataDir);
    },
  };
}
