import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticFiles } from '../../server/http/static-files.ts';
import { escapeMarkup } from '../../server/http/site-head.ts';
import { PUBLIC_PAGES } from '../../shared/site-pages.ts';
import { apiClient } from '../setup/api-client.ts';
import { startTestApp } from '../setup/test-app.ts';
import { useTestApp } from '../setup/use-test-app.ts';

describe('serving the built PWA', () => {
  const { database, app } = useTestApp();

  it.each(['/', '/About', '/AdminDashboard/products/X/edit', '/product/SBOVZ-B12-TCBL'])(
    'when %s is asked for, then the app shell answers with no-cache',
    async (route) => {
      const res = await apiClient(app).get(route, { headers: { Accept: 'text/html' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('fixture shell');
    },
  );

  it.each(['/sw.js', '/manifest.webmanifest', '/index.html'])(
    'when %s is asked for, then it must be revalidated (no-cache)',
    async (file) => {
      const res = await apiClient(app).get(file);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('when a hashed asset is asked for, then it is cached for a year as immutable', async () => {
    const res = await apiClient(app).get('/assets/app-3f9a1c2e.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('when a missing asset is asked for, then 404 rather than the HTML shell', async () => {
    const res = await apiClient(app).get('/assets/app-00000000.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it('when a source map is asked for, then 404 even though the file is in the folder', async () => {
    for (const accept of ['*/*', 'text/html']) {
      const res = await apiClient(app).get('/assets/app-3f9a1c2e.js.map', { headers: { Accept: accept } });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('secret-admin');
    }
  });

  it('when a folder is asked for as a file, then a JSON 404 rather than a plain-text one', async () => {
    const res = await apiClient(app).get('/assets/');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(((await res.json()) as { message: string }).message).toBeTruthy();
  });

  it.each(['/no/such/page', '/assets', '/About/more'])(
    'when %s, which is no page of the app, is asked for, then 404 with the app (its error page), not indexed',
    async (route) => {
      const res = await apiClient(app).get(route, { headers: { Accept: 'text/html' } });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
      const html = await res.text();
      expect(html).toContain('fixture shell');
      expect(html).toContain('<meta name="robots" content="noindex" />');
    },
  );

  it('when the shell is asked for again with its Last-Modified, then 304', async () => {
    const first = await apiClient(app).get('/About');
    const lastModified = first.headers.get('last-modified');
    expect(lastModified).toBeTruthy();
    // Not fetch(): per the Fetch spec it adds Cache-Control: no-cache to conditional requests.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      http
        .get(`${app.url}/About`, { headers: { 'If-Modified-Since': lastModified! } }, (res) => {
          res.resume();
          resolve(res.statusCode);
        })
        .on('error', reject);
    });
    expect(status).toBe(304);
  });

  it('when a path tries to climb out of the static folder, then nothing outside it is served', async () => {
    for (const attempt of [
      '/..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/package.json',
      '/assets/..%2f..%2f..%2fpackage.json',
    ]) {
      const res = await apiClient(app).get(attempt);
      const body = await res.text();
      expect(res.status, attempt).toBeLessThan(500);
      expect(body, attempt).not.toContain('"devDependencies"');
    }
  });

  it('when the app has not been built, then client routes answer 503 with a message saying how to build', async () => {
    const unbuilt = await startTestApp(database.db, { staticDir: '/nonexistent-static-dir' });
    try {
      const res = await apiClient(unbuilt).get('/About');
      expect(res.status).toBe(503);
      expect(((await res.json()) as { message: string }).message).toContain('npm run build');
    } finally {
      await unbuilt.close();
    }
  });
});

describe('precompressed files from memory', () => {
  let dir: string;
  const script = `console.log(${JSON.stringify('a whole-food vitamin '.repeat(200))});\n`;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vv-static-'));
    await mkdir(path.join(dir, 'assets'));
    const shell = `<!doctype html><title>precompressed shell</title>${'<p>x</p>'.repeat(200)}`;
    for (const [name, text] of [
      ['index.html', shell],
      ['assets/app-1234abcd.js', script],
    ] as const) {
      const bytes = Buffer.from(text);
      await writeFile(path.join(dir, name), bytes);
      await writeFile(path.join(dir, `${name}.br`), brotliCompressSync(bytes));
      await writeFile(path.join(dir, `${name}.gz`), gzipSync(bytes));
    }
    await writeFile(path.join(dir, 'assets', 'large-0000.bin'), Buffer.alloc(9 * 1024 * 1024, 7));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  // Started once the folder above is written (and closed before it is removed).
  const { app } = useTestApp(() => ({ staticDir: dir }));

  /** A raw request (fetch would decode the body and hide Content-Encoding's effect). */
  const get = (route: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.request(`${app.url}${route}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    });

  it.each<[string, string | undefined, (b: Buffer) => Buffer]>([
    ['br, gzip', 'br', brotliDecompressSync],
    // A browser's header names gzip first; the smaller form is sent all the same.
    ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ['br;q=0.5, gzip', 'gzip', gunzipSync],
    ['gzip, deflate', 'gzip', gunzipSync],
    ['identity', undefined, (b) => b],
  ])(
    'when the client accepts %s, then the built form is sent as it is, with Vary',
    async (accept, encoding, decode) => {
      const res = await get('/assets/app-1234abcd.js', { 'Accept-Encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(res.headers['content-type']).toContain('javascript');
      expect(decode(res.body).toString()).toBe(script);
    },
  );

  it('when each form is asked for again with its ETag, then 304; another form’s ETag does not match', async () => {
    const br = await get('/assets/app-1234abcd.js', { 'Accept-Encoding': 'br' });
    const gzip = await get('/assets/app-1234abcd.js', { 'Accept-Encoding': 'gzip' });
    expect(br.headers.etag).not.toBe(gzip.headers.etag);
    const again = await get('/assets/app-1234abcd.js', {
      'Accept-Encoding': 'br',
      'If-None-Match': br.headers.etag!,
    });
    expect(again.status).toBe(304);
    const other = await get('/assets/app-1234abcd.js', {
      'Accept-Encoding': 'br',
      'If-None-Match': gzip.headers.etag!,
    });
    expect(other.status).toBe(200);
  });

  it('when a client route is asked for, then the precompressed shell answers; HEAD has the headers and no body', async () => {
    const page = await get('/About', { 'Accept-Encoding': 'gzip, deflate, br, zstd', Accept: 'text/html' });
    expect(page.headers['content-encoding']).toBe('br');
    // The page's own head is put into the shell and compressed once, so the built .br is not sent for it.
    expect(brotliDecompressSync(page.body).toString()).toContain('<title>About us — Veda Vitals</title>');
    const head = await get('/About', { 'Accept-Encoding': 'gzip', Accept: 'text/html' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.body.length).toBe(0);
  });

  it('when a compressed copy is asked for by its own name, then it is served as a file, never as a page', async () => {
    const res = await get('/assets/app-1234abcd.js.br', { 'Accept-Encoding': 'identity' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('when a file is too large to keep in memory, then it is streamed whole from disk', async () => {
    const res = await get('/assets/large-0000.bin', { 'Accept-Encoding': 'identity' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(9 * 1024 * 1024);
    expect(res.headers.etag).toBeTruthy();
  });
});

describe('building the public pages ahead of their first visit', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vv-warm-'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('when warm() has run, then every indexed page is answered from memory with its own head, before anyone asked for it', async () => {
    const statics = staticFiles(dir, 'http://localhost:8080');
    // Before: a page nobody asked for is not built yet, so the middleware would have to build it.
    expect(statics.pages.kept('/About')).toBeUndefined();
    await statics.pages.warm();
    for (const page of PUBLIC_PAGES.filter((p) => p.indexed)) {
      const built = statics.pages.kept(page.path);
      expect(built, page.path).toBeDefined();
      const body = built!.variants.identity.body;
      expect(Buffer.isBuffer(body) ? body.toString('utf8') : '').toContain(
        `<title>${escapeMarkup(page.title)}</title>`,
      );
    }
  });

  it('when the signal is aborted, then it stops before the next page', async () => {
    const statics = staticFiles(dir, 'http://localhost:8080');
    const stop = new AbortController();
    stop.abort();
    await statics.pages.warm(stop.signal);
    expect(statics.pages.kept('/About')).toBeUndefined();
  });
});
