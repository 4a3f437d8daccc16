// `npm start`: builds when dist/ is missing or older than the sources, then runs the built server in
// this same process, so Ctrl-C and SIGTERM reach it directly.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, buildIsStale } from './build-info.mjs';

if (buildIsStale()) {
  console.log('Building the app (first start, or sources changed)...');
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(pathToFileURL(path.join(ROOT, 'dist', 'server', 'server', 'main.js')).href);
