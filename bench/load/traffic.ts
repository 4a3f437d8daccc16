// The mixed public traffic of bench/load.bench.ts: what visitors of the site ask for, weighted, with the
// seeded catalogue's codes and banners, the built entry script, and a few addresses that must answer 404.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CATALOGUE_PRODUCTS } from '../../server/bootstrap/seed/catalogue/all-products.ts';
import type { LoadRequest } from '../lib/http-load.ts';

export interface Kind {
  name: string;
  weight: number;
  paths: string[];
  status: 200 | 404;
}

export interface Traffic {
  /** The whole mix: the next request to send, each time (see `cycle`). */
  next: () => LoadRequest;
  size: number;
  /** Share of the requests that should answer 404. */
  notFoundShare: number;
  kinds: Kind[];
}

/**
 * What a browser says it can decode (Chromium's header); LOAD_ACCEPT_ENCODING changes it (`identity` asks
 * for every answer uncompressed, as autocannon does by default).
 */
export const ACCEPT_ENCODING = process.env.LOAD_ACCEPT_ENCODING || 'gzip, deflate, br, zstd';

/** Every connection takes the next address of one shared sequence, so the mix holds overall. */
export function cycle(paths: string[]): () => LoadRequest {
  let next = 0;
  const headers = { 'accept-encoding': ACCEPT_ENCODING };
  return () => ({ path: paths[next++ % paths.length]!, headers });
}

/** A fixed-seed shuffle, so every run sends the same sequence. */
function shuffle<T>(items: T[]): T[] {
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

export async function buildTraffic(url: string, distPwa: string): Promise<Traffic> {
  const codes = CATALOGUE_PRODUCTS.map((p) => p.productCode);
  const banners: string[] = [];
  for (const code of codes) {
    const product = (await (await fetch(`${url}/api/products/${code}`)).json()) as { bannerImage?: string };
    if (product.bannerImage) banners.push(product.bannerImage);
  }
  const html = await readFile(path.join(distPwa, 'index.html'), 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const kinds: Kind[] = [
    { name: 'GET /', weight: 10, paths: ['/'], status: 200 },
    { name: 'GET /About', weight: 5, paths: ['/About'], status: 200 },
    { name: 'GET /Portfolio', weight: 5, paths: ['/Portfolio'], status: 200 },
    { name: 'GET /product/{code}', weight: 15, paths: codes.map((c) => `/product/${c}`), status: 200 },
    {
      name: 'GET /api/products/{code}',
      weight: 25,
      paths: codes.map((c) => `/api/products/${c}`),
      status: 200,
    },
    { name: 'GET /media/{sha}.webp', weight: 15, paths: banners, status: 200 },
    { name: 'GET /assets/ (entry js, css)', weight: 12, paths: assets, status: 200 },
    { name: 'GET /manifest.webmanifest', weight: 4, paths: ['/manifest.webmanifest'], status: 200 },
    { name: 'GET /sw.js', weight: 4, paths: ['/sw.js'], status: 200 },
    {
      name: '404s (unknown product, media, asset)',
      weight: 5,
      paths: ['/api/products/NO-SUCH-PRODUCT', `/media/${'0'.repeat(64)}.webp`, '/assets/index-missing0.js'],
      status: 404,
    },
  ];

  // Every address is asked once first: a wrong expectation is a broken bench, not a finding.
  for (const kind of kinds) {
    if (kind.paths.length === 0) throw new Error(`no addresses for a traffic kind of weight ${kind.weight}`);
    for (const p of kind.paths) {
      const res = await fetch(`${url}${p}`);
      await res.arrayBuffer();
      if (res.status !== kind.status)
        throw new Error(`GET ${p} answered ${res.status}, expected ${kind.status}`);
    }
  }

  // Ten slots per weight unit, each kind's addresses taken in turn.
  const paths: string[] = [];
  for (const kind of kinds) {
    for (let i = 0; i < kind.weight * 10; i++) paths.push(kind.paths[i % kind.paths.length]!);
  }
  shuffle(paths);
  const total = kinds.reduce((sum, k) => sum + k.weight, 0);
  const notFound = kinds.filter((k) => k.status === 404).reduce((sum, k) => sum + k.weight, 0);
  return { next: cycle(paths), size: paths.length, notFoundShare: notFound / total, kinds };
}
