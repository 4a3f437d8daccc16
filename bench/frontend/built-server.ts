// The production build (dist/) started as `npm start` would: a child process with a temporary DATA_DIR (so
// its own embedded PostgreSQL) on a free port, signed-in helpers for its API, and a stop() that leaves
// nothing behind. Builds dist/ first when it is stale.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../server/db/embedded-postgres.ts';
import { buildIfStale, ROOT, SERVER_MAIN } from '../lib/dist.ts';
import type { Role } from '../../shared/roles.ts';

export { DIST_PWA, ROOT } from '../lib/dist.ts';

export const BENCH_ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password-01' };

export interface Session {
  token: string;
  username: string;
  role: Role;
}

export interface BuiltServer {
  url: string;
  login(email: string, password: string): Promise<Session>;
  /** A new staff member of `role`, created by the first ADMIN, signed in. */
  staff(role: Role): Promise<Session>;
  stop(): Promise<void>;
}

async function waitHealthy(url: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited()) throw new Error('the server exited before it was ready');
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error('the server did not become healthy within 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * `databaseUrl`: serve that database (the caller filled it) instead of an embedded one of its own; `env`:
 * more settings for the server (the sync bench lifts the per-user upload budget it is not measuring).
 */
export async function startBuiltServer(
  options: { databaseUrl?: string; env?: Record<string, string> } = {},
): Promise<BuiltServer> {
  buildIfStale();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vv-bench-fe-'));
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl ?? '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  // Lighthouse and the service worker want a secure context: localhost is one, 127.0.0.1 is too.
  const url = `http://localhost:${port}`;
  try {
    await waitHealthy(url, () => child.exitCode !== null);
  } catch (error) {
    await stop();
    throw error;
  }

  const login = async (email: string, password: string): Promise<Session> => {
    const res = await fetch(`${url}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!res.ok) throw new Error(`login failed for ${email}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Session;
  };
  const staff = async (role: Role): Promise<Session> => {
    const admin = await login(BENCH_ADMIN.email, BENCH_ADMIN.password);
    if (role === 'ADMIN') return admin;
    const suffix = Math.random().toString(36).slice(2, 8);
    const user = {
      username: `bench-${suffix}`,
      email: `bench-${suffix}@example.com`,
      password: `bench-${suffix}-password`,
      role,
    };
    const res = await fetch(`${url}/api/users`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.token}` },
      body: JSON.stringify(user),
    });
    if (!res.ok) throw new Error(`could not create a ${role}: ${res.status} ${await res.text()}`);
    return login(user.email, user.password);
  };
  return { url, login, staff, stop };
}
