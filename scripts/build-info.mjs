// What a build depends on, and whether dist/ is older than it. Used by build.mjs and start.mjs.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const STAMP = path.join(ROOT, 'dist', '.build-stamp');

const SOURCE_DIRS = ['pwa', 'server', 'shared', 'migrations'];
const SOURCE_FILES = ['package-lock.json', 'vite.config.ts', 'tsconfig.base.json', 'tsconfig.build.json'];

function newestIn(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(full) : statSync(full).mtimeMs);
  }
  return newest;
}

export function buildIsStale() {
  if (!existsSync(STAMP)) return true;
  const built = statSync(STAMP).mtimeMs;
  const sources = [
    ...SOURCE_DIRS.map((d) => path.join(ROOT, d))
      .filter(existsSync)
      .map(newestIn),
    ...SOURCE_FILES.map((f) => path.join(ROOT, f))
      .filter(existsSync)
      .map((f) => statSync(f).mtimeMs),
  ];
  return Math.max(...sources) > built;
}
