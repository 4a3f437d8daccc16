// An answer kept ready in several encodings (identity, and brotli and gzip when they pay), sent in the one
// the client accepts, with its ETag, Vary: Accept-Encoding and 304 for a fresh copy. Static files (built at
// build time), product records (built once per revision) and the staff list (built once per catalogue
// state) use it, so none is compressed per request.
import type { Readable } from 'node:stream';
import type { Context } from 'koa';

export type Encoding = 'br' | 'gzip' | 'identity';

export interface Variant {
  /** The bytes, or a stream made on demand (a large form kept only compressed, unzipped as it is sent). */
  body: Buffer | (() => Readable);
  etag: string;
}

export type Variants = Partial<Record<Encoding, Variant>> & { identity: Variant };

/**
 * Sends the variant for this request: sets Vary, ETag and (for an encoded one) Content-Encoding, and answers
 * 304 when the client's copy is fresh (If-None-Match, or If-Modified-Since against a Last-Modified the
 * caller set).
 */
export function sendVariant(ctx: Context, variants: Variants, status = 200): void {
  const offered = (['br', 'gzip'] as const).filter((e) => variants[e]);
  const chosen =
    offered.length > 0
      ? ((ctx.acceptsEncodings(...offered, 'identity') || 'identity') as Encoding)
      : 'identity';
  const variant = variants[chosen] ?? variants.identity;
  if (offered.length > 0) ctx.vary('Accept-Encoding');
  ctx.set('ETag', variant.etag);
  if (variant !== variants.identity) {
    ctx.set('Content-Encoding', chosen);
    // Already encoded: koa-compress must not touch it.
    ctx.compress = false;
  }
  ctx.status = status;
  // ctx.fresh holds for a 2xx only: an error page is always sent whole.
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.body = typeof variant.body === 'function' ? variant.body() : variant.body;
}

/** The ETag of an encoded form: the identity's with a suffix, since each form is its own representation. */
export function encodedEtag(etag: string, suffix: string): string {
  return etag.endsWith('"') ? `${etag.slice(0, -1)}-${suffix}"` : `${etag}-${suffix}`;
}
