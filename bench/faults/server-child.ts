// The production build (dist/server/server/main.js) as a child process on a given port and database, as
// `npm start` runs it: the faults bench stops, kills and restarts it and checks that it stayed up.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { ROOT, SERVER_MAIN } from '../lib/dist.ts';

export { buildIfStale, ROOT } from '../lib/dist.ts';
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

export const BENCH_ADMIN = { email: 'faults-admin@example.com', password: 'faults-admin-password' };
/** Every server of the bench shares it, as a deployment of several processes would. */
export const BENCH_JWT_SECRET = 'faults-bench-secret-faults-bench-secret-0123456789';

export interface ServerChild {
  url: string;
  port: number;
  child: ChildProcess;
  /** True while the process has not exited. */
  alive(): boolean;
  /** What it printed (warnings and errors: LOG_LEVEL=warn). */
  output(): string;
  /** SIGTERM, wait for its orderly exit (SIGKILL after a timeout). */
  stop(): Promise<void>;
  /** SIGKILL, and wait until the process is gone. */
  kill(): Promise<void>;
}

/** Builds dist/ when a source is newer than the last build. */
export async function startServerChild(opts: {
  port: number;
  databaseUrl: string;
  dataDir: string;
}): Promise<ServerChild> {
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATABASE_URL: opts.databaseUrl,
      DATA_DIR: opts.dataDir,
      JWT_SECRET: BENCH_JWT_SECRET,
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = once(child, 'exit');
  const alive = () => child.exitCode === null && child.signalCode === null;
  const url = `http://127.0.0.1:${opts.port}`;

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await isHealthy(url))) {
    if (!alive()) throw new Error(`the server exited before it was ready:\n${out}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server was not healthy within ${READY_TIMEOUT_MS} ms:\n${out}`);
    }
    await delay(50);
  }

  return {
    url,
    port: opts.port,
    child,
    alive,
    output: () => out,
    async stop() {
      if (!alive()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
    async kill() {
      if (!alive()) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

export async function isHealthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`);
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
