// JWT_SECRET from the environment; without it, a random secret generated once and kept in DATA_DIR.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export async function loadJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, secret + '\n', { mode: 0o600, flag: 'wx' }).catch(
    async (error: NodeJS.ErrnoException) => {
      // Another process created it first: use theirs.
      if (error.code !== 'EEXIST') throw error;
    },
  );
  return (await readFile(file, 'utf8')).trim();
}
