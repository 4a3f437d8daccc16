// `npm run build`: the PWA with Vite into dist/pwa, the server with tsc into dist/server, then a stamp.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, STAMP, buildIsStale } from './build-info.mjs';

if (process.argv.includes('--if-stale') && !buildIsStale()) {
  console.log('build is up to date');
  process.exit(0);
}

function run(label, args) {
  console.log(`\n> ${label}`);
  const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${label} failed`);
    process.exit(result.status ?? 1);
  }
}

/**
 * Source maps are kept for reading production stack traces but never served: they move from the served
 * folder to dist/sourcemaps/ (same relative paths), and the server answers 404 for any *.map anyway.
 */
function moveSourceMaps(from, to) {
  rmSync(to, { recursive: true, force: true });
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.map')) continue;
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(to, path.relative(from, source));
    mkdirSync(path.dirname(target), { recursive: true });
    renameSync(source, target);
  }
}

rmSync(STAMP, { force: true });
rmSync(path.join(ROOT, 'dist', 'server'), { recursive: true, force: true });
run('vite build (pwa)', [
  path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
  'build',
  '--logLevel',
  'warn',
]);
moveSourceMaps(path.join(ROOT, 'dist', 'pwa'), path.join(ROOT, 'dist', 'sourcemaps'));
run('tsc (server)', [
  path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'),
  '-p',
  'tsconfig.build.json',
]);
mkdirSync(path.dirname(STAMP), { recursive: true });
writeFileSync(STAMP, new Date().toISOString() + '\n');
console.log('build complete: dist/pwa and dist/server');
