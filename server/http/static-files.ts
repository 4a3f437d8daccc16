// Serves the built PWA from memory: each file is read once (with the brotli and gzip forms the build wrote
// beside it, scripts/build.mjs) and answered from a buffer, with the encoding the client accepts, an ETag
// per encoding, Last-Modified and 304s. Each page of the app (shared/site-pages.ts) answers with index.html
// carrying the page's own head (http/site-head.ts) and, with a build of the prerender entry, its content
// (http/page-renderer.ts), built and compressed once per page (a product's page once per version of its
// record); an address that is no page answers 404 with the app's error page. Hashed /assets/* are
// immutable; the shell, service worker and manifest are revalidated every time. The folder is read as it was when first asked for:
// a rebuild needs a restart (npm start builds before it serves).
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Next } from 'koa';
import { LRUCache } from 'lru-cache';
import { contentType } from 'mime-types';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { PublicProduct } from '../../shared/product.ts';
import {
  indexedPages,
  NOT_FOUND_PAGE,
  pageQuery,
  productCodeOf,
  sitePage,
  type PublicPage,
} from '../../shared/site-pages.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';
import { loadPageRenderer, type PageRenderer } from './page-renderer.ts';
import { withHead } from './site-head.ts';
import { ADMIN_ASSETS_PATH } from '../../shared/admin-assets.ts';
import { isServerPath } from '../../shared/server-paths.ts';
import { NotFoundError, ServiceUnavailableError } from '../errors/errors.ts';
import { encodedEtag, sendVariant, type Variants } from './encoded-body.ts';
import type { MemoryAnswer, MemoryLookup } from './fast-lane.ts';

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
/** Files over this size are streamed from disk on each request instead of being kept in memory. */
const MAX_CACHED_FILE_BYTES = 8 * 1024 * 1024;

function cacheControlFor(relativePath: string): string {
  const normalised = relativePath.split(path.sep).join('/').replace(/^\/+/, '');
  if (normalised.startsWith('assets/')) return IMMUTABLE;
  const base = path.posix.basename(normalised);
  if (ALWAYS_REVALIDATE.has(base) || base.endsWith('.html') || /^workbox-[\w-]+\.js$/.test(base))
    return NO_CACHE;
  return SHORT;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** A page of the app: the shell with the page's own head (http/site-head.ts) and content, compressed once. */
async function pageFile(shell: StaticFile, html: string): Promise<StaticFile> {
  const body = Buffer.from(html);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  const variants: Variants = { identity: { body, etag } };
  if (body.length >= COMPRESSION_THRESHOLD_BYTES) {
    const [br, gz] = await Promise.all([
      brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzipAsync(body, { level: 9 }),
    ]);
    variants.br = { body: br, etag: encodedEtag(etag, 'br') };
    variants.gzip = { body: gz, etag: encodedEtag(etag, 'gz') };
  }
  return { ...shell, variants, etag };
}

/** A catalogue product's public record as the products module answers it: its ETag and JSON bytes. */
export type ProductRecordLookup = (code: string) => Promise<{ etag: string; json: Buffer } | undefined>;

export interface StaticFilesOptions {
  /** The current public record of a catalogue product, for its prerendered page; none: rendered without. */
  productRecord?: ProductRecordLookup;
  /** Told when a page could not be prerendered (it is then sent as the shell, rendered in the browser). */
  onRenderError?: (error: unknown, path: string) => void;
}

/** The address the not-found page is rendered at: the router's catch-all route, whatever was asked for. */
const NOT_FOUND_URL = '/404';
/** A product page is prerendered again when its record changes; at most this many are kept. */
const MAX_PRODUCT_PAGES = 500;
/** A page's variants for the queries that change what it shows (the Portfolio's selection): at most. */
const MAX_QUERY_PAGES = 300;

interface StaticFile {
  /** The file's forms in memory; undefined for a file too large to keep, which is streamed from disk. */
  variants: Variants | undefined;
  file: string;
  etag: string;
  extension: string;
  /** The Content-Type header the extension gives. */
  contentType: string;
  lastModified: string;
  cacheControl: string;
}

async function readIfFile(file: string): Promise<Buffer | undefined> {
  try {
    const info = await stat(file);
    return info.isFile() && info.size <= MAX_CACHED_FILE_BYTES ? await readFile(file) : undefined;
  } catch {
    return undefined;
  }
}

async function load(root: string, relative: string): Promise<StaticFile | undefined> {
  const file = path.join(root, relative);
  let info;
  try {
    info = await stat(file);
  } catch {
    return undefined;
  }
  if (!info.isFile()) return undefined;
  const common = {
    file,
    extension: path.extname(file),
    contentType: contentType(path.extname(file)) || 'application/octet-stream',
    lastModified: info.mtime.toUTCString(),
    cacheControl: cacheControlFor(relative),
  };
  if (info.size > MAX_CACHED_FILE_BYTES) {
    return {
      ...common,
      variants: undefined,
      etag: `"${info.size.toString(36)}-${info.mtimeMs.toString(36)}"`,
    };
  }
  const body = await readFile(file);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  const etag = `"${hash}"`;
  const variants: Variants = { identity: { body, etag } };
  const [br, gzip] = await Promise.all([readIfFile(`${file}.br`), readIfFile(`${file}.gz`)]);
  if (br) variants.br = { body: br, etag: encodedEtag(etag, 'br') };
  if (gzip) variants.gzip = { body: gzip, etag: encodedEtag(etag, 'gz') };
  return { ...common, variants, etag };
}

/**
 * The path as a file under `root`, or undefined when it is not one we may serve: outside the folder,
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

/** The static files' middleware, with a synchronous look-up of what it already holds in memory. */
export type StaticFilesMiddleware = ((ctx: Context, next: Next) => Promise<void>) & {
  /**
   * The file this GET answers when it is in memory and needs no judgement of the request's Accept header:
   * a known file, or the app shell for `/` and for paths that name no file and have no extension. Undefined
   * means "ask the middleware".
   */
  peek: MemoryLookup;
  /**
   * Builds every indexed page (the public pages and each catalogue product's) one after another, so no
   * visitor waits for the first render of a page (prerender and critical CSS: up to a few hundred
   * milliseconds each); the server calls it once it listens. Resolves when all are built, or after the page
   * under way once `signal` is aborted.
   */
  warm(signal?: AbortSignal): Promise<void>;
};

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

export function staticFiles(
  root: string,
  publicUrl: string,
  options: StaticFilesOptions = {},
): StaticFilesMiddleware {
  const files = new Map<string, Promise<StaticFile | undefined>>();
  /** The pages of the app with their own head and content, by path ('' for the not-found page). */
  const pages = new Map<string, Promise<StaticFile>>();
  /** A page's variants for the queries that change what it shows (the Portfolio's selection). */
  const queryPages = new LRUCache<string, Promise<StaticFile>>({ max: MAX_QUERY_PAGES });
  /** A catalogue product's page, by path, with its record's ETag: a change to the product renders it again. */
  const productPages = new LRUCache<string, { etag: string; file: Promise<StaticFile> }>({
    max: MAX_PRODUCT_PAGES,
  });
  /** The built pages that depend on nothing but the build, for peek(). */
  const builtPages = new Map<string, StaticFile>();

  // Loaded now, so the first visitor does not wait for it.
  const renderer: Promise<PageRenderer | undefined> = loadPageRenderer(root).catch((error: unknown) => {
    options.onRenderError?.(error, '');
    return undefined;
  });

  const render = async (shell: StaticFile, page: PublicPage, query: string, product: Buffer | undefined) => {
    const source = shell.variants?.identity.body;
    const html = withHead(Buffer.isBuffer(source) ? source.toString('utf8') : '', page, publicUrl);
    const prerender = await renderer;
    if (!prerender) return pageFile(shell, html);
    try {
      const data = product ? { product: JSON.parse(product.toString('utf8')) as PublicProduct } : {};
      return pageFile(shell, await prerender.render(html, (page.path || NOT_FOUND_URL) + query, data));
    } catch (error) {
      options.onRenderError?.(error, page.path);
      return pageFile(shell, html);
    }
  };

  const pageOf = async (shell: StaticFile, page: PublicPage, query = ''): Promise<StaticFile> => {
    const code = productCodeOf(page);
    // Without its record (the database away), a catalogue product's page is rendered from the catalogue.
    const record =
      code === undefined ? undefined : await options.productRecord?.(code).catch(() => undefined);
    if (record) {
      const kept = productPages.get(page.path);
      if (kept?.etag === record.etag) return kept.file;
      const file = render(shell, page, query, record.json);
      productPages.set(page.path, { etag: record.etag, file });
      return file;
    }
    const store = query === '' ? pages : queryPages;
    const key = page.path + query;
    let built = store.get(key);
    if (!built) {
      built = render(shell, page, query, undefined);
      store.set(key, built);
      if (code === undefined && query === '') void built.then((file) => builtPages.set(page.path, file));
    }
    return built;
  };
  /** The files read so far, for peek(). */
  const loaded = new Map<string, StaticFile>();
  let listing: Set<string> | undefined;
  /** Known files stay in memory; a miss is not remembered (nobody can fill memory with made-up paths). */
  const find = async (relative: string): Promise<StaticFile | undefined> => {
    const cached = files.get(relative);
    if (cached) return cached;
    const loading = load(root, relative);
    files.set(relative, loading);
    const found = await loading;
    if (found) loaded.set(relative, found);
    else files.delete(relative);
    return found;
  };

  const answer = (ctx: Context, file: StaticFile, status = 200) => {
    ctx.set('Cache-Control', file.cacheControl);
    ctx.set('Last-Modified', file.lastModified);
    ctx.type = file.extension;
    sendVariant(
      ctx,
      file.variants ?? { identity: { body: () => createReadStream(file.file), etag: file.etag } },
      status,
    );
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

    if (ctx.path !== '/') {
      const relative = relativePathOf(ctx.path);
      const file = relative === undefined ? undefined : await find(relative);
      if (file) return answer(ctx, file);
      // A missing file is a 404, not the app: a stale asset URL must not get HTML back.
      const looksLikeFile = path.posix.extname(ctx.path) !== '' && !ctx.accepts('html');
      if (ctx.path.startsWith('/assets/') || looksLikeFile) return next();
    }

    const shell = await find('index.html');
    if (!shell) {
      if (existsSync(path.join(root, 'index.html'))) throw new NotFoundError('No such file.');
      throw new ServiceUnavailableError('The app has not been built. Run `npm run build`, then start again.');
    }
    // A page of the app answers 200 with its own head; an address that is no page, or a product that does
    // not exist, answers 404 with the app, which shows its error page; another route of the app (the admin
    // area, a product staff added) gets the shell as built.
    const page = sitePage(ctx.path);
    if (!page) return answer(ctx, await pageOf(shell, NOT_FOUND_PAGE), 404);
    if ('title' in page) return answer(ctx, await pageOf(shell, page, pageQuery(page, ctx.querystring)));
    const code = productCodeOf(page);
    const missing =
      /^\/product\//i.test(page.path) && (code === undefined || !(await options.productRecord?.(code)));
    answer(ctx, missing ? await pageOf(shell, NOT_FOUND_PAGE) : shell, missing ? 404 : 200);
  };

  return Object.assign(middleware, {
    async warm(signal?: AbortSignal): Promise<void> {
      const shell = await find('index.html');
      if (!shell) return;
      for (const page of indexedPages()) {
        if (signal?.aborted) return;
        // One at a time, with the event loop free between pages for the requests that arrive meanwhile.
        await pageOf(shell, page);
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    peek(urlPath: string): MemoryAnswer | undefined {
      const file = peekFile(urlPath);
      return (
        file?.variants && {
          variants: file.variants,
          contentType: file.contentType,
          cacheControl: file.cacheControl,
          lastModified: file.lastModified,
        }
      );
    },
  });

  function peekFile(urlPath: string): StaticFile | undefined {
    if (isServerPath(urlPath) || urlPath.endsWith('.map')) return undefined;
    if (urlPath !== '/') {
      const relative = relativePathOf(urlPath);
      if (relative === undefined) return undefined;
      const file = loaded.get(relative);
      if (file) return file;
      listing ??= listFiles(root);
      // A client route: no extension, not under /assets/, and no file of that name to read first.
      if (urlPath.startsWith('/assets/') || path.posix.extname(urlPath) !== '' || listing.has(relative))
        return undefined;
    }
    // The page's own answer once built; an address that is no page (404) and a product's page (which
    // follows the product's record) are left to the middleware.
    const page = sitePage(urlPath);
    if (!page) return undefined;
    if ('title' in page) return builtPages.get(page.path);
    // A product that is no catalogue product's: whether it exists is the middleware's to find out.
    return /^\/product\//i.test(page.path) ? undefined : loaded.get('index.html');
  }
}
