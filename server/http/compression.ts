// Compresses text answers (JSON, HTML, JS, CSS, the manifest) for clients that accept it: the entry script
// and the staff product list shrink to a fraction. Brotli at a low quality and gzip at level 6 keep the CPU
// cost per request small; images (already compressed) and answers under 1 KB are sent as they are.
// Whether to compress is decided by the same negotiation as the answers kept ready in several encodings
// (encoded-body.ts): a client that refuses identity and accepts nothing we offer (`identity;q=0`) gets the
// answer without a coding (RFC 9110 §12.5.3), where koa-compress alone threw and answered 500.
import { constants } from 'node:zlib';
import type { Context, Next } from 'koa';
import compress from 'koa-compress';
import { chooseEncoding } from './encoded-body.ts';

export const COMPRESSION_THRESHOLD_BYTES = 1024;

export function compression() {
  const compressing = compress({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    gzip: { level: 6 },
    deflate: false,
  });
  return function compressionMiddleware(ctx: Context, next: Next): Promise<void> {
    if (chooseEncoding(ctx.get('Accept-Encoding') || undefined, ['br', 'gzip']) !== 'identity')
      return compressing(ctx, next);
    // As koa-compress does on every answer, so caches keep one copy per Accept-Encoding.
    ctx.vary('Accept-Encoding');
    return next();
  };
}
