// Files under pwa/public/images: written only when their bytes change, and pruned when no longer written.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { IMAGES } from './paths.ts';

const KEEP = new Set(['placeholder.svg']);
export const written = new Set<string>();

/** Writes a file under pwa/public/images unless it already holds exactly these bytes. */
export async function put(rel: string, data: Buffer | string): Promise<void> {
  const file = path.join(IMAGES, rel);
  const buf = typeof data === 'string' ? Buffer.from(data) : data;
  written.add(path.normalize(rel));
  await mkdir(path.dirname(file), { recursive: true });
  if (existsSync(file) && readFileSync(file).equals(buf)) return;
  await writeFile(file, buf);
}

/** Removes files under pwa/public/images that this run did not write (and then empty folders). */
export async function prune(dir = IMAGES): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const rel = path.relative(IMAGES, full);
    if (entry.isDirectory()) {
      await prune(full);
      if ((await readdir(full)).length === 0) await rm(full, { recursive: true });
    } else if (!written.has(path.normalize(rel)) && !KEEP.has(rel)) {
      await rm(full);
    }
  }
}
