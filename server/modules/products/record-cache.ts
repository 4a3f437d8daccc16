// Product records as answers, built once per revision: the staff record and the public view as JSON bytes,
// with brotli and gzip forms when they pay. A read asks PostgreSQL for the product's current revision (one
// indexed row) and sends the kept bytes when they are of that revision, so every read is the latest
// committed version, whichever server process wrote it, without rebuilding or recompressing the record.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { toPublicProduct, type Product } from '../../../shared/product.ts';
import { COMPRESSION_THRESHOLD_BYTES } from '../../http/compression.ts';
import type { Variants } from '../../http/encoded-body.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Records kept per server process (the least recently read go first). */
export const RECORD_CACHE_ENTRIES = 2_000;

export const productEtag = (product: Product) => `"${product.version}"`;
export const publicProductEtag = (product: Product) => `"${product.version}-public"`;

export interface RenderedProduct {
  revision: number;
  staff: Variants;
  public: Variants;
}

async function variantsOf(value: unknown, etag: string): Promise<Variants> {
  const body = Buffer.from(JSON.stringify(value));
  const variants: Variants = { identity: { body, etag } };
  if (body.length < COMPRESSION_THRESHOLD_BYTES) return variants;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  // The ETag stays the version for every encoding: clients send it back as If-Match.
  variants.br = { body: br, etag };
  variants.gzip = { body: gz, etag };
  return variants;
}

export async function renderProduct(product: Product, revision: number): Promise<RenderedProduct> {
  const [staff, visitor] = await Promise.all([
    variantsOf(product, productEtag(product)),
    variantsOf(toPublicProduct(product), publicProductEtag(product)),
  ]);
  return { revision, staff, public: visitor };
}

export function createRecordCache(maxEntries = RECORD_CACHE_ENTRIES) {
  const entries = new LRUCache<string, RenderedProduct>({ max: maxEntries });
  return {
    /** The kept answers for this code when they are of this revision. */
    get(code: string, revision: number): RenderedProduct | undefined {
      return entries.peek(code)?.revision === revision ? entries.get(code) : undefined;
    },
    set(code: string, entry: RenderedProduct): void {
      // Two reads racing a write: the newer revision stays.
      if ((entries.peek(code)?.revision ?? -Infinity) > entry.revision) return;
      entries.set(code, entry);
    },
    delete(code: string): void {
      entries.delete(code);
    },
  };
}
