// Compresses text answers (JSON, HTML, JS, CSS, the manifest) for clients that accept it: the entry script
// and the staff product list shrink to a fraction. Brotli at a low quality and gzip at level 6 keep the CPU
// cost per request small; images (already compressed) and answers under 1 KB are sent as they are.
import { constants } from 'node:zlib';
import compress from 'koa-compress';

export const COMPRESSION_THRESHOLD_BYTES = 1024;

export function compression() {
  return compress({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    gzip: { level: 6 },
    deflate: false,
  });
}
