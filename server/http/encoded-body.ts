// An answer kept ready in several encodings (identity, and brotli and gzip when they pay), sent in the one
// the client accepts, with its own ETag and Vary: Accept-Encoding. Static files (built at build time) and
// product records (built once per revision) use it, so neither is compressed per request.
import type { Context } from 'koa';

export type Encoding = 'br' | 'gzip' | 'identity';

export interface Variant {
  body: Buffer;
  etag: string;
}

export type Variants = Partial<Record<Encoding, Variant>> & { identity: Variant };

/** The variant for this request; sets Vary, ETag and (for an encoded one) Content-Encoding. */
export function sendVariant(ctx: Context, variants: Variants): void {
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
  ctx.body = variant.body;
}

/** The ETag of an encoded form: the identity's with a suffix, since each form is its own representation. */
export function encodedEtag(etag: string, suffix: string): string {
  return etag.endsWith('"') ? `${etag.slice(0, -1)}-${suffix}"` : `${etag}-${suffix}`;
}
