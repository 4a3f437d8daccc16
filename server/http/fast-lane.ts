// Answers the app already holds in memory (the built PWA's files and the app shell, images served lately,
// a visitor's product read once its revision is confirmed) straight from node:http, before Koa builds a
// context and runs its middleware: the same status, headers, encodings, ETags and 304s, and the same request
// log line, that the Koa app would give (tests/integration/fast-lane.test.ts sends the same requests to an
// app without it and compares), at a fraction of the cost. Everything else goes to Koa: other methods,
// signed-in requests (their answers are no-store), a file not read yet, an answer Koa would compress on the
// fly, a product the look-up did not find or a look-up that failed (Koa answers those as it always does).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import fresh from 'fresh';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';
import { chooseEncoding, type Encoding, type Variant, type Variants } from './encoded-body.ts';
import type { Logger } from '../logger.ts';
import { requestIdOf } from './request-context.ts';
import { labelRoute } from './route-label.ts';
import { HSTS, SECURITY_HEADERS } from './security-headers.ts';

/** An answer kept in memory, as the fast lane sends it. */
export interface MemoryAnswer {
  variants: Variants;
  contentType: string;
  cacheControl: string;
  lastModified?: string;
  /**
   * 304 exactly when If-None-Match is the ETag (an image named by its hash), rather than by the full rules
   * of conditional requests that Koa's `ctx.fresh` applies to files.
   */
  notModifiedOnEtagAlone?: boolean;
  /** The Vary header (default: Accept-Encoding, which koa-compress names on every answer). */
  vary?: string;
  /** The route template the router would have matched, for the request metrics (http/route-label.ts). */
  route?: string;
}

/** Finds the answer to a GET of this path in memory; undefined leaves the request to Koa. */
export type MemoryLookup = (urlPath: string) => MemoryAnswer | undefined;

/**
 * Finds the answer to a GET of this path with one asynchronous step (a coalesced query): undefined at once
 * when the path is not its own; a promise of undefined (or a rejection) hands the request to Koa.
 */
export type AsyncLookup = (urlPath: string) => Promise<MemoryAnswer | undefined> | undefined;

export interface FastLaneOptions {
  lookups: MemoryLookup[];
  asyncLookups?: AsyncLookup[];
  /** Trusted proxy hops (TRUST_PROXY): X-Forwarded-Proto then says whether the client used HTTPS. */
  proxyHops: number;
  /** Where the request line is logged, as server/http/request-context.ts logs it. */
  log: Logger;
}

/** Types koa-compress would not compress (already compressed); for any other, a large identity form is left to Koa. */
const INCOMPRESSIBLE =
  /^(?:image\/(?!svg\+xml|x-icon|vnd\.microsoft\.icon|bmp)|video\/|audio\/|font\/woff2?\b)/;

function isSecure(req: IncomingMessage, proxyHops: number): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  if (proxyHops === 0) return false;
  const proto = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim();
  return first === 'https';
}

function chooseVariant(req: IncomingMessage, variants: Variants): [Encoding, Variant] {
  const offered = (['br', 'gzip'] as const).filter((e) => variants[e]);
  if (offered.length === 0) return ['identity', variants.identity];
  const header = req.headers['accept-encoding'];
  const chosen = chooseEncoding(Array.isArray(header) ? header.join(',') : header, offered);
  return [chosen, variants[chosen] ?? variants.identity];
}

/** Sends the answer as Koa would, or returns false, having written nothing, when it must go to Koa. */
function send(
  req: IncomingMessage,
  res: ServerResponse,
  answer: MemoryAnswer,
  secure: boolean,
  requestId: string,
): boolean {
  const [encoding, variant] = chooseVariant(req, answer.variants);
  const body = variant.body;
  if (typeof body === 'function') return false;
  if (
    variant === answer.variants.identity &&
    body.length >= COMPRESSION_THRESHOLD_BYTES &&
    req.headers['accept-encoding'] &&
    !INCOMPRESSIBLE.test(answer.contentType)
  )
    return false;

  res.setHeader('X-Request-Id', requestId);
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
  if (secure) res.setHeader(...HSTS);
  res.setHeader('Cache-Control', answer.cacheControl);
  if (answer.lastModified) res.setHeader('Last-Modified', answer.lastModified);
  res.setHeader('Content-Type', answer.contentType);
  // koa-compress names Accept-Encoding in Vary on every answer, whether it compresses or not.
  res.setHeader('Vary', answer.vary ?? 'Accept-Encoding');
  res.setHeader('ETag', variant.etag);
  if (encoding !== 'identity' && variant !== answer.variants.identity)
    res.setHeader('Content-Encoding', encoding);
  const notModified = answer.notModifiedOnEtagAlone
    ? req.headers['if-none-match'] === variant.etag
    : fresh(req.headers, { etag: variant.etag, 'last-modified': answer.lastModified });
  if (notModified) {
    res.statusCode = 304;
    res.removeHeader('Content-Type');
    res.end();
    return true;
  }
  res.statusCode = 200;
  res.setHeader('Content-Length', body.length);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
  return true;
}

/**
 * A request handler in front of Koa's: `fastLane(req, res, toKoa)` returns false when the request is not
 * for it (the caller hands it to Koa), true when it took the request, answering it or, when an asynchronous
 * look-up finds nothing, calling `toKoa()` itself.
 */
export function createFastLane({ lookups, asyncLookups = [], proxyHops, log }: FastLaneOptions) {
  let answered = 0;
  const sendLogged = (
    req: IncomingMessage,
    res: ServerResponse,
    urlPath: string,
    answer: MemoryAnswer,
    started: number,
  ): boolean => {
    const requestId = requestIdOf(req.headers['x-request-id'] as string | undefined);
    if (!send(req, res, answer, isSecure(req, proxyHops), requestId)) return false;
    answered += 1;
    if (answer.route) labelRoute(res, answer.route);
    const level = urlPath.startsWith('/api') ? 'info' : 'debug';
    if (log.isLevelEnabled(level)) {
      const ms = Math.round(performance.now() - started);
      log[level](
        { reqId: requestId, method: req.method, path: urlPath, status: res.statusCode, ms },
        'request',
      );
    }
    return true;
  };

  const fastLane = (req: IncomingMessage, res: ServerResponse, toKoa: () => void): boolean => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.authorization !== undefined)
      return false;
    const url = req.url ?? '';
    if (!url.startsWith('/')) return false;
    const started = performance.now();
    // An address with a query may name a page's state (the Portfolio's selection): Koa answers it.
    if (url.includes('?')) return false;
    const urlPath = url;
    for (const lookup of lookups) {
      const answer = lookup(urlPath);
      if (answer) return sendLogged(req, res, urlPath, answer, started);
    }
    for (const lookup of asyncLookups) {
      const pending = lookup(urlPath);
      if (!pending) continue;
      pending.then(
        (answer) => {
          if (!answer || !sendLogged(req, res, urlPath, answer, started)) toKoa();
        },
        () => toKoa(),
      );
      return true;
    }
    return false;
  };
  /** How many requests the fast lane has answered. */
  return Object.assign(fastLane, { answered: () => answered });
}
