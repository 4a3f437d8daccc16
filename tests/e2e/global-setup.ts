// Starts the production build (dist/) as `npm start` would, with a temporary DATA_DIR (so its own
// embedded PostgreSQL) on a free port, and stops it, and its PostgreSQL, when the run ends.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../server/db/embedded-postgres.ts';
import { findChromium } from './chromium.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN = path.join(ROOT, 'dist', 'server', 'server', 'main.js');

export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-admin-password' };

export default async function globalSetup() {
  findChromium();
  if (!existsSync(MAIN))
    throw new Error('dist/ is missing: run `npm run build` before the end-to-end tests.');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vv-e2e-'));
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // One HTTP process: two Playwright workers and their browsers already fill the 2-core CI machine.
      WEB_CONCURRENCY: '1',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://localhost:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode} before it was ready`);
    const healthy = await fetch(`${baseURL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error('the server did not become healthy within 90 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  process.env.E2E_BASE_URL = baseURL;

  return async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    await rm(dataDir, { recursive: true, force: true });
  };
}
