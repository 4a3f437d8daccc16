// Serves the built PWA through Koa: a file of the build is sent by koa-send, in the brotli or gzip form the
// build wrote beside it (scripts/build.mjs) when the client accepts one, with an ETag per form,
// Last-Modified and 304s. Each page of the app (shared/site-pages.ts) answers with its prerendered HTML from
// the page cache (http/page-cache.ts); an address that is no page answers 404 with the app's error page;
// another route of the app gets the shell as built. Hashed /assets/* are immutable; the shell, service
// worker and manifest are revalidated every time. The folder's listing is read once: a rebuild needs a
// restart (npm start builds before it serves).
import { readdirSync, type Stats } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { Context, Next } from 'koa';
import send from 'koa-send';
import { ADMIN_ASSETS_PATH } from '../../shared/admin-assets.ts';
import { isServerPath } from '../../shared/server-paths.ts';
import { NOT_FOUND_PAGE, pageQuery, productCodeOf, sitePage } from '../../shared/site-pages.ts';
import { NotFoundError, ServiceUnavailableError } from '../errors/errors.ts';
import { chooseEncoding, encodedEtag, sendVariant } from './encoded-body.ts';
import { pageCache, type CachedPage, type PageCache, type PageCacheOptions } from './page-cache.ts';

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
  if (relativePath.startsWith('assets/')) return IMMUTABLE;
  const base = path.posix.basename(relativePath);
  if (ALWAYS_REVALIDATE.has(base) || base.endsWith('.html') || /^workbox-[\w-]+\.js$/.test(base))
    return NO_CACHE;
  return SHORT;
}

/** A file's ETag from its size and time, with the form's suffix (each form is its own representation). */
function etagOf(servedPath: string, stats: Stats): string {
  const etag = `"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}"`;
  if (servedPath.endsWith('.br')) return encodedEtag(etag, 'br');
  if (servedPath.endsWith('.gz')) return encodedEtag(etag, 'gz');
  return etag;
}

/**
 * The path as a file under the folder, or undefined when it is not one we may serve: outside the folder,
 * a hidden file or folder, a NUL, or a source map (never served, even if a build left one).
 */
function relativePathOf(urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.endsWith('.map')) return undefined;
  const normalised = path.posix.normalize(decoded);
  if (normalised.startsWith('..') || normalised.includes('/../')) return undefined;
  const relative = normalised.replace(/^\/+/, '');
  if (relative === '' || relative.split('/').some((segment) => segment.startsWith('.'))) return undefined;
  return relative;
}

/** Every file under `root`, as relative paths; empty when there is no such folder (not built yet). */
function listFiles(root: string): Set<string> {
  try {
    const entries = readdirSync(root, { recursive: true, withFileTypes: true });
    return new Set(
      entries
        .filter((e) => e.isFile())
        .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/')),
    );
  } catch {
    return new Set();
  }
}

/** The static files' middleware, with the prerendered pages it answers from. */
export type StaticFilesMiddleware = ((ctx: Context, next: Next) => Promise<void>) & { pages: PageCache };

export function staticFiles(
  root: string,
  publicUrl: string,
  options: PageCacheOptions = {},
): StaticFilesMiddleware {
  const pages = pageCache(root, publicUrl, options);
  let listing: Set<string> | undefined;

  /** Sends the built file (in the form the client accepts best, brotli first), answering 304 when fresh. */
  const sendFile = async (ctx: Context, relative: string) => {
    const offered = (['br', 'gzip'] as const).filter((e) =>
      listing?.has(`${relative}.${e === 'br' ? 'br' : 'gz'}`),
    );
    const encoding = chooseEncoding(ctx.get('Accept-Encoding') || undefined, offered);
    await send(ctx, relative, {
      root,
      hidden: false,
      format: false,
      brotli: encoding === 'br',
      gzip: encoding === 'gzip',
      setHeaders: (res: ServerResponse, servedPath: string, stats: Stats) => {
        res.setHeader('Cache-Control', cacheControlFor(relative));
        res.setHeader('ETag', etagOf(servedPath, stats));
      },
    });
    // koa-compress must not encode a form the build already encoded.
    if (ctx.response.get('Content-Encoding')) ctx.compress = false;
    if (ctx.fresh) {
      ctx.status = 304;
      ctx.body = null;
    }
  };

  const sendPage = (ctx: Context, page: CachedPage, status = 200) => {
    ctx.set('Cache-Control', NO_CACHE);
    ctx.set('Last-Modified', page.lastModified);
    ctx.type = 'html';
    sendVariant(ctx, page.variants, status);
  };

  const middleware = async function staticFilesMiddleware(ctx: Context, next: Next): Promise<void> {
    // A form of a page sent without the app's script (scripts off): the page again, and nothing of the
    // form's fields kept anywhere (the forms post, so they are never in an address either).
    if (ctx.method === 'POST' && !isServerPath(ctx.path) && sitePage(ctx.path)) {
      ctx.status = 303;
      ctx.redirect(ctx.path);
      return;
    }
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isServerPath(ctx.path)) return next();
    if (ctx.path.endsWith('.map')) throw new NotFoundError('No such file.');

    listing ??= listFiles(root);
    if (ctx.path !== '/') {
      const relative = relativePathOf(ctx.path);
      if (relative !== undefined && listing.has(relative)) return sendFile(ctx, relative);
      // A missing file is a 404, not the app: a stale asset URL must not get HTML back.
      const looksLikeFile = path.posix.extname(ctx.path) !== '' && !ctx.accepts('html');
      if (ctx.path.startsWith('/assets/') || looksLikeFile) return next();
    }

    if (!(await pages.built()))
      throw new ServiceUnavailableError('The app has not been built. Run `npm run build`, then start again.');
    // A page of the app answers 200 with its own head; an address that is no page, or a product that does
    // not exist, answers 404 with the app, which shows its error page; another route of the app (the admin
    // area, a product staff added) gets the shell as built.
    const page = sitePage(ctx.path);
    if (!page) return sendPage(ctx, (await pages.page(NOT_FOUND_PAGE))!, 404);
    if ('title' in page) return sendPage(ctx, (await pages.page(page, pageQuery(page, ctx.querystring)))!);
    const code = productCodeOf(page);
    const missing =
      /^\/product\//i.test(page.path) && (code === undefined || !(await options.productRecord?.(code)));
    if (missing) return sendPage(ctx, (await pages.page(NOT_FOUND_PAGE))!, 404);
    return sendFile(ctx, 'index.html');
  };

  return Object.assign(middleware, { pages });
}
