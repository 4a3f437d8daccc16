// `npm run build`: the PWA with Vite into dist/pwa, the server with tsc into dist/server, then a stamp.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
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

rmSync(STAMP, { force: true });
rmSync(path.join(ROOT, 'dist', 'server'), { recursive: true, force: true });
run('vite build (pwa)', [
  path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
  'build',
  '--logLevel',
  'warn',
]);
run('tsc (server)', [
  path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'),
  '-p',
  'tsconfig.build.json',
]);
mkdirSync(path.dirname(STAMP), { recursive: true });
writeFileSync(STAMP, new Date().toISOString() + '\n');
console.log('build complete: dist/pwa and dist/server');
