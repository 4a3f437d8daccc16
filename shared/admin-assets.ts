// The manifest of the staff-only build files (docs/architecture.md §5): written by the build (vite.config.ts), served
// with `no-cache`, and read by the PWA after a staff login to cache the whole admin area as one set.

/** Where the build writes the manifest, and where the server serves it. */
export const ADMIN_ASSETS_PATH = '/admin-assets.json';

export interface AdminAssets {
  /** Changes whenever the set of files changes (a hash of the sorted list). */
  version: string;
  /** Absolute paths (`/assets/…`) of every staff chunk and every file those chunks import. */
  files: string[];
}

export function isAdminAssets(value: unknown): value is AdminAssets {
  if (typeof value !== 'object' || value === null) return false;
  const { version, files } = value as Partial<AdminAssets>;
  return (
    typeof version === 'string' &&
    Array.isArray(files) &&
    files.every((f) => typeof f === 'string' && f.startsWith('/assets/'))
  );
}
