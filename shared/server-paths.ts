// The addresses the server answers itself, never with a file of the build or a page of the app: the API,
// the staff sign-in and sign-out, the images, and the two files for search engines. The static files
// (server/http/static-files.ts) pass them on to the routes, the service worker never answers them with the
// app shell, and the dev server sends them to the API server (both in vite.config.ts).

/** Each of these, and everything under it. */
export const SERVER_FOLDERS = ['/api', '/admin', '/media'] as const;
/** These files (server/modules/site/routes.ts). */
export const SERVER_FILES = ['/robots.txt', '/sitemap.xml'] as const;

const escaped = (path: string) => path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A pattern per folder and file, matching the path with or without a query (as the service worker tests it). */
export const SERVER_PATH_PATTERNS: readonly RegExp[] = [
  ...SERVER_FOLDERS.map((folder) => new RegExp(`^${escaped(folder)}(?:[/?]|$)`)),
  ...SERVER_FILES.map((file) => new RegExp(`^${escaped(file)}(?:\\?|$)`)),
];

/** Whether the server answers this path itself. */
export function isServerPath(path: string): boolean {
  return SERVER_PATH_PATTERNS.some((pattern) => pattern.test(path));
}
