// The prerendered pages: each page of the app (shared/site-pages.ts) is the built index.html carrying the
// page's own head (http/site-head.ts) and, with a build of the prerender entry, its content
// (http/page-renderer.ts), built and compressed once and kept in memory; a catalogue product's page once per
// version of its record. http/static-files.ts answers a page's address from here.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { PublicProduct } from '../../shared/product.ts';
import { indexedPages, productCodeOf, type PublicPage } from '../../shared/site-pages.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';
import { encodedEtag, type Variants } from './encoded-body.ts';
import { loadPageRenderer, type PageRenderer } from './page-renderer.ts';
import { withHead } from './site-head.ts';

/** A page built once: its forms (identity, and brotli and gzip when they pay) and the shell's Last-Modified. */
export interface CachedPage {
  variants: Variants;
  lastModified: string;
}

/** A catalogue product's public record as the products module answers it: its ETag and JSON bytes. */
export type ProductRecordLookup = (code: string) => Promise<{ etag: string; json: Buffer } | undefined>;

export interface PageCacheOptions {
  /** The current public record of a catalogue product, for its prerendered page; none: rendered without. */
  productRecord?: ProductRecordLookup;
  /** Told when a page could not be prerendered (it is then sent as the shell, rendered in the browser). */
  onRenderError?: (error: unknown, path: string) => void;
}

/** The built index.html, as text, with its Last-Modified. */
interface Shell {
  html: string;
  lastModified: string;
}

/** The address the not-found page is rendered at: the router's catch-all route, whatever was asked for. */
const NOT_FOUND_URL = '/404';
/** A product page is prerendered again when its record changes; at most this many are kept. */
const MAX_PRODUCT_PAGES = 500;
/** A page's variants for the queries that change what it shows (the Portfolio's selection): at most. */
const MAX_QUERY_PAGES = 300;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The page's HTML with its ETag and its compressed forms, made once. */
async function compressedPage(shell: Shell, html: string): Promise<CachedPage> {
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
  return { variants, lastModified: shell.lastModified };
}

async function readShell(root: string): Promise<Shell | undefined> {
  const file = path.join(root, 'index.html');
  try {
    const [html, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
    return { html, lastModified: info.mtime.toUTCString() };
  } catch {
    return undefined;
  }
}

export interface PageCache {
  /** Whether the build's index.html is there (no build: the server answers 503). */
  built(): Promise<boolean>;
  /** The page (with the query that changes what it shows, if any), built on its first request. */
  page(page: PublicPage, query?: string): Promise<CachedPage | undefined>;
  /** A public page already built, or undefined (nothing is built by asking). */
  kept(urlPath: string): CachedPage | undefined;
  /**
   * Builds every indexed page (the public pages and each catalogue product's) one after another, so no
   * visitor waits for the first render of a page (prerender and critical CSS: up to a few hundred
   * milliseconds each); the server calls it once it listens. Resolves when all are built, or after the page
   * under way once `signal` is aborted.
   */
  warm(signal?: AbortSignal): Promise<void>;
}

export function pageCache(root: string, publicUrl: string, options: PageCacheOptions = {}): PageCache {
  /** The built index.html; a miss is not remembered (the build may come). */
  let shell: Promise<Shell | undefined> | undefined;
  const readShellOnce = () => {
    shell ??= readShell(root).then((found) => {
      if (!found) shell = undefined;
      return found;
    });
    return shell;
  };
  /** The pages of the app with their own head and content, by path ('' for the not-found page). */
  const pages = new Map<string, Promise<CachedPage>>();
  /** The same, settled, for kept(). */
  const settled = new Map<string, CachedPage>();
  /** A page's variants for the queries that change what it shows (the Portfolio's selection). */
  const queryPages = new LRUCache<string, Promise<CachedPage>>({ max: MAX_QUERY_PAGES });
  /** A catalogue product's page, by path, with its record's ETag: a change to the product renders it again. */
  const productPages = new LRUCache<string, { etag: string; file: Promise<CachedPage> }>({
    max: MAX_PRODUCT_PAGES,
  });

  // Loaded now, so the first visitor does not wait for it.
  const renderer: Promise<PageRenderer | undefined> = loadPageRenderer(root).catch((error: unknown) => {
    options.onRenderError?.(error, '');
    return undefined;
  });

  const render = async (shell: Shell, page: PublicPage, query: string, product: Buffer | undefined) => {
    const html = withHead(shell.html, page, publicUrl);
    const prerender = await renderer;
    if (!prerender) return compressedPage(shell, html);
    try {
      const data = product ? { product: JSON.parse(product.toString('utf8')) as PublicProduct } : {};
      return compressedPage(shell, await prerender.render(html, (page.path || NOT_FOUND_URL) + query, data));
    } catch (error) {
      options.onRenderError?.(error, page.path);
      return compressedPage(shell, html);
    }
  };

  const pageOf = async (shell: Shell, page: PublicPage, query = ''): Promise<CachedPage> => {
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
      if (code === undefined && query === '') void built.then((file) => settled.set(page.path, file));
    }
    return built;
  };

  return {
    built: async () => (await readShellOnce()) !== undefined,
    async page(page, query = '') {
      const found = await readShellOnce();
      return found && pageOf(found, page, query);
    },
    kept: (urlPath) => settled.get(urlPath),
    async warm(signal) {
      const found = await readShellOnce();
      if (!found) return;
      for (const page of indexedPages()) {
        if (signal?.aborted) return;
        // One at a time, with the event loop free between pages for the requests that arrive meanwhile.
        await pageOf(found, page);
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}
