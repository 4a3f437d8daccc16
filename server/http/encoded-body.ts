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

/** Ours, smallest first: where a client rates two alike, it gets the smaller. */
const PREFERENCE: readonly Encoding[] = ['br', 'gzip', 'identity'];

/**
 * The encoding to send, of `offered` and identity: the one the client's Accept-Encoding rates highest (its
 * q-values, `*` for any it does not name, identity acceptable unless refused), and between equals ours
 * (brotli first). Koa's negotiation breaks ties by the header's order, and browsers write
 * `gzip, deflate, br, zstd`: they were sent gzip when a brotli form, 11 to 15 % smaller, was ready.
 * Identity when the header is absent, or when the client refuses everything.
 */
export function chooseEncoding(header: string | undefined, offered: readonly Encoding[]): Encoding {
  if (header === undefined) return 'identity';
  const rated = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    rated.set(name, Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0);
  }
  const quality = (encoding: Encoding) =>
    rated.get(encoding) ?? rated.get('*') ?? (encoding === 'identity' ? Number.MIN_VALUE : 0);
  let best: Encoding = 'identity';
  let bestQuality = 0;
  for (const encoding of PREFERENCE) {
    if (encoding !== 'identity' && !offered.includes(encoding)) continue;
    const q = quality(encoding);
    if (q > bestQuality) [best, bestQuality] = [encoding, q];
  }
  return best;
}

/**
 * Sends the variant for this request: sets Vary, ETag and (for an encoded one) Content-Encoding, and answers
 * 304 when the client's copy is fresh (If-None-Match, or If-Modified-Since against a Last-Modified the
 * caller set).
 */
export function sendVariant(ctx: Context, variants: Variants, status = 200): void {
  const offered = (['br', 'gzip'] as const).filter((e) => variants[e]);
  const chosen = chooseEncoding(ctx.get('Accept-Encoding') || undefined, offered);
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
