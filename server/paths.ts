// Locates the project root from this file, so the server finds the built PWA and the migrations
// whether it runs from source (server/) or from the build (dist/server/server/).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

function findProjectRoot(start: string): string {
  let dir = start;
  for (;;) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
}

export const PROJECT_ROOT = findProjectRoot(here);
/** The folder holding `server/`, `shared/` and `migrations/` of the code that is running. */
export const CODE_ROOT = path.resolve(here, '..');
export const MIGRATIONS_DIR = path.join(CODE_ROOT, 'migrations');
export const DEFAULT_STATIC_DIR = path.join(PROJECT_ROOT, 'dist', 'pwa');
