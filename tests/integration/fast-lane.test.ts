// The fast lane (server/http/fast-lane.ts) answers files and images held in memory before Koa runs. Every
// request here goes to two apps on one database and one built folder, one with the fast lane and one
// without, and each answer (status, headers, bytes) must be the same; only the request id and the date may
// differ. Each request is sent twice, so the second meets what the first put in memory.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logger.ts';
import { productInput } from '../factories/products.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { apiClient } from '../setup/api-client.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../setup/test-database.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function ask(url: string, method: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const { date: _date, 'x-request-id': _id, ...rest } = res.headers;
        resolve({ status: res.statusCode!, headers: rest, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the fast lane answers exactly as the app without it', () => {
  let database: TestDatabase;
  let dir: string;
  let fast: TestApp;
  let koa: TestApp;
  let staff: TestUser;
  let image: string;
  let product: string;
  const fastLines: string[] = [];
  const koaLines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    dir = await mkdtemp(path.join(os.tmpdir(), 'vv-fast-lane-'));
    const script = `console.log(${JSON.stringify('a fairly long script. '.repeat(200))});`;
    const shell = `<!doctype html><html><head><title>shell</title></head><body>${'<p>x</p>'.repeat(200)}</body></html>`;
    await mkdir(path.join(dir, 'assets'));
    const files: Record<string, string | Buffer> = {
      'index.html': shell,
      'index.html.br': brotliCompressSync(shell),
      'index.html.gz': gzipSync(shell),
      'assets/index-abc123.js': script,
      'assets/index-abc123.js.br': brotliCompressSync(script),
      'assets/index-abc123.js.gz': gzipSync(script),
      'assets/small-abc123.css': 'body{margin:0}',
      // Text of 1 KB or more without compressed forms: Koa compresses it on the fly.
      'logo.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`,
      'photo.png': await sharp({
        create: { width: 64, height: 64, channels: 3, background: '#3a7' },
      })
        .png({ compressionLevel: 0 })
        .toBuffer(),
      'sw.js': 'self.skipWaiting();',
      // A file without an extension: a file, not a client route.
      LICENSE: 'Our licence.',
    };
    for (const [name, content] of Object.entries(files)) await writeFile(path.join(dir, name), content);
    fast = await startTestApp(database.db, {
      staticDir: dir,
      log: createLogger('debug', { write: (line: string) => void fastLines.push(line) }),
    });
    koa = await startTestApp(database.db, {
      staticDir: dir,
      fastLane: false,
      log: createLogger('debug', { write: (line: string) => void koaLines.push(line) }),
    });
    staff = await createUser(database.db, { role: 'PRODUCT_MANAGER' });
    const upload = new FormData();
    const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#c52' } })
      .jpeg()
      .toBuffer();
    upload.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'a.jpg');
    const stored = await apiClient(fast, staff).post('/api/media', { body: upload });
    expect(stored.status).toBe(201);
    image = ((await stored.json()) as { path: string }).path;
    const input = productInput({ productDescription: 'Long enough to be compressed. '.repeat(60) });
    const made = await apiClient(fast, staff).post('/api/products', { json: input });
    expect(made.status).toBe(201);
    product = `/api/products/${input.productCode}`;
  });
  afterAll(async () => {
    await Promise.all([fast.close(), koa.close()]);
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  });

  const paths = () => [
    '/',
    '/About',
    '/product/SBOVZ-B12-TCBL?from=search',
    '/index.html',
    '/assets/index-abc123.js',
    '/assets/small-abc123.css',
    '/assets/index-missing.js',
    '/logo.svg',
    '/photo.png',
    '/sw.js',
    '/LICENSE',
    '/.hidden',
    '/assets/index-abc123.js.map',
    image,
    `/media/${'0'.repeat(64)}.webp`,
    image.replace(/\.\w+$/, '.png'),
    image.replace(/\.\w+$/, '-480w.webp'),
    image.replace(/\.\w+$/, '-500w.webp'),
    product,
    `${product}?fields=all`,
    '/api/products/NO-SUCH-PRODUCT',
    '/api/products/count',
    '/api/products/bad%20code',
  ];
  const headerSets: Record<string, string>[] = [
    {},
    { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    { 'Accept-Encoding': 'gzip' },
    { 'Accept-Encoding': 'br;q=0.5, gzip;q=0.9' },
    { 'Accept-Encoding': 'identity' },
    { 'Accept-Encoding': 'br', Accept: 'text/html' },
    { 'X-Request-Id': 'client-chosen.id_1' },
    { 'X-Forwarded-Proto': 'https' },
  ];

  it('when the same requests are sent to both, then every answer is the same', async () => {
    let compared = 0;
    const before = fast.fastLaneAnswers();
    for (const method of ['GET', 'HEAD']) {
      for (const urlPath of paths()) {
        for (const headers of headerSets) {
          for (let time = 0; time < 2; time++) {
            const [a, b] = await Promise.all([
              ask(`${fast.url}${urlPath}`, method, headers),
              ask(`${koa.url}${urlPath}`, method, headers),
            ]);
            const what = `${method} ${urlPath} ${JSON.stringify(headers)}`;
            expect({ what, status: a.status, headers: a.headers }).toEqual({
              what,
              status: b.status,
              headers: b.headers,
            });
            expect(a.body.equals(b.body), what).toBe(true);
            compared++;
          }
        }
      }
    }
    expect(compared).toBe(2 * paths().length * headerSets.length * 2);
    // Most of them took the fast lane: every file and image held in memory by the time it was asked again.
    expect(fast.fastLaneAnswers() - before).toBeGreaterThan(compared / 3);
    expect(koa.fastLaneAnswers()).toBe(0);
  });

  it('when a client sends back the ETag or the date it has, then both answer 304 alike', async () => {
    const rendition = image.replace(/\.\w+$/, '-720w.webp');
    for (const urlPath of [
      '/',
      '/About',
      '/assets/index-abc123.js',
      '/photo.png',
      image,
      rendition,
      product,
    ]) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const first = await ask(`${fast.url}${urlPath}`, 'GET', { 'Accept-Encoding': encoding });
        const etag = first.headers.etag as string;
        const conditions: Record<string, string>[] = [
          { 'If-None-Match': etag },
          { 'If-None-Match': `W/${etag}, "other"` },
          { 'If-None-Match': '"other"' },
          ...(first.headers['last-modified']
            ? [{ 'If-Modified-Since': first.headers['last-modified'] as string }]
            : []),
          { 'If-None-Match': etag, 'Cache-Control': 'no-cache' },
        ];
        for (const condition of conditions) {
          const headers = { 'Accept-Encoding': encoding, ...condition };
          const [a, b] = await Promise.all([
            ask(`${fast.url}${urlPath}`, 'GET', headers),
            ask(`${koa.url}${urlPath}`, 'GET', headers),
          ]);
          expect({ status: a.status, headers: a.headers }).toEqual({ status: b.status, headers: b.headers });
          expect(a.body.equals(b.body)).toBe(true);
        }
        expect(
          (await ask(`${fast.url}${urlPath}`, 'GET', { 'Accept-Encoding': encoding, 'If-None-Match': etag }))
            .status,
        ).toBe(304);
      }
    }
  });

  it('when a visitor reads a product, then both log the same request line', async () => {
    const requestLine = (lines: string[], id: string) =>
      lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((entry) => entry.msg === 'request' && entry.reqId === id);
    for (const [urlPath, id] of [
      [product, 'fast-lane-log-1'],
      ['/About', 'fast-lane-log-2'],
    ] as const) {
      const before = fast.fastLaneAnswers();
      await ask(`${fast.url}${urlPath}`, 'GET', { 'X-Request-Id': id });
      await ask(`${koa.url}${urlPath}`, 'GET', { 'X-Request-Id': id });
      expect(fast.fastLaneAnswers()).toBe(before + 1);
      const { time: _a, ms: _b, ...fromFast } = requestLine(fastLines, id)!;
      const { time: _c, ms: _d, ...fromKoa } = requestLine(koaLines, id)!;
      expect(fromFast).toEqual(fromKoa);
      expect(fromFast).toMatchObject({ path: urlPath, status: 200, method: 'GET' });
    }
  });

  it('when a request is signed in, then it is answered by the app, which marks it no-store', async () => {
    const res = await ask(`${fast.url}/About`, 'GET', staff.auth);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
