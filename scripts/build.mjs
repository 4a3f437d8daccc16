// `npm run build`: the PWA with Vite into dist/pwa, the server with tsc into dist/server, then a stamp.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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

/** Text files at least this large get a brotli (quality 11) and a gzip (level 9) copy beside them. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|webmanifest|json|txt|xml|ico)$/;
const COMPRESS_FROM_BYTES = 1024;

/**
 * Precompresses the served text files once, at the highest levels, so the server never compresses them per
 * request (server/http/static-files.ts serves whichever form the client accepts).
 */
function precompress(root) {
  let files = 0;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (
      path
        .relative(root, file)
        .split(path.sep)
        .some((part) => part.startsWith('.'))
    )
      continue; // never served
    if (statSync(file).size < COMPRESS_FROM_BYTES) continue;
    const bytes = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    files += 1;
  }
  console.log(`precompressed ${files} files (brotli 11, gzip 9)`);
}

rmSync(STAMP, { force: true });
rmSync(path.join(ROOT, 'dist', 'server'), { recursive: true, force: true });
run('vite build (pwa)', [
  path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
  'build',
  '--logLevel',
  'warn',
]);
// The prerender entry the server renders public pages with (server/http/page-renderer.ts); not served.
run('vite build (prerender entry)', [
  path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
  'build',
  '--ssr',
  'src/prerender.tsx',
  '--logLevel',
  'warn',
]);
moveSourceMaps(path.join(ROOT, 'dist', 'pwa'), path.join(ROOT, 'dist', 'sourcemaps'));
precompress(path.join(ROOT, 'dist', 'pwa'));
run('tsc (server)', [
  path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'),
  '-p',
  'tsconfig.build.json',
]);
mkdirSync(path.dirname(STAMP), { recursive: true });
writeFileSync(STAMP, new Date().toISOString() + '\n');
console.log('build complete: dist/pwa, dist/ssr and dist/server');
