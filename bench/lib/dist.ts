// Where the production build lives, and building it when the sources are newer (the same check as
// `npm start`, in scripts/build.mjs), so a benchmark never measures an old build.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DIST_PWA = path.join(ROOT, 'dist', 'pwa');
export const SERVER_MAIN = path.join(ROOT, 'dist', 'server', 'server', 'main.js');

export function buildIfStale(): void {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs'), '--if-stale'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the build failed');
}
