// Serves the built PWA: files as they are, and index.html for every client route (SPA fallback).
// Hashed /assets/* are immutable; the shell, service worker and manifest are revalidated every time.
import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { Context, Next } from 'koa';
import send from 'koa-send';
import { ADMIN_ASSETS_PATH } from '../../shared/admin-assets.ts';
import { NotFoundError, ServiceUnavailableError } from '../errors/errors.ts';

const API_PREFIXES = ['/api/', '/admin/', '/media/'];
const ALWAYS_REVALIDATE = new Set([
  'index.html',
  'sw.js',
  'registerSW.js',
  'manifest.webmanifest',
  // The list of staff files to cache: a stale copy would name files a deploy removed.
  ADMIN_ASSETS_PATH.slice(1),
]);

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
const SHORT = 'public, max-age=3600';

function cacheControlFor(relativePath: string): string {
  const normalised = relativePath.split(path.sep).join('/').replace(/^\/+/, '');
  if (normalised.startsWith('assets/')) return IMMUTABLE;
  const base = path.posix.basename(normalised);
  if (ALWAYS_REVALIDATE.has(base) || base.endsWith('.html') || /^workbox-[\w-]+\.js$/.test(base))
    return NO_CACHE;
  return SHORT;
}

function isReserved(p: string): boolean {
  return (
    p === '/api' || p === '/admin' || p === '/media' || API_PREFIXES.some((prefix) => p.startsWith(prefix))
  );
}

export function staticFiles(root: string) {
  const setHeaders = (res: ServerResponse, filePath: string) => {
    res.setHeader('Cache-Control', cacheControlFor(path.relative(root, filePath)));
  };
  const options = { root, index: false as const, hidden: false, setHeaders };

  return async function staticFilesMiddleware(ctx: Context, next: Next): Promise<void> {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isReserved(ctx.path)) return next();
    // Source maps are never served, even if a build left one in the folder.
    if (ctx.path.endsWith('.map')) throw new NotFoundError('No such file.');

    if (ctx.path !== '/') {
      try {
        // koa-send answers nothing for a folder (index is off): that is handled as a missing file.
        if (await send(ctx, ctx.path, options)) {
          if (ctx.fresh) ctx.status = 304;
          return;
        }
      } catch (error) {
        if ((error as { status?: number }).status !== 404) throw error;
      }
      // A missing file is a 404, not the app: a stale asset URL must not get HTML back.
      const looksLikeFile = path.posix.extname(ctx.path) !== '' && !ctx.accepts('html');
      if (ctx.path.startsWith('/assets/') || looksLikeFile) return next();
    }

    if (!existsSync(path.join(root, 'index.html'))) {
      throw new ServiceUnavailableError('The app has not been built. Run `npm run build`, then start again.');
    }
    await send(ctx, 'index.html', options);
    if (ctx.fresh) ctx.status = 304;
  };
}
