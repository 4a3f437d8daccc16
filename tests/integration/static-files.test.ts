import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../setup/test-database.ts';

describe('serving the built PWA', () => {
  let database: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await startTestApp(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it.each(['/', '/About', '/AdminDashboard/products/X/edit', '/product/SBOVZ-B12-TCBL', '/no/such/page'])(
    'when %s is asked for, then the app shell answers with no-cache',
    async (route) => {
      const res = await fetch(`${app.url}${route}`, { headers: { Accept: 'text/html' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('fixture shell');
    },
  );

  it.each(['/sw.js', '/manifest.webmanifest', '/index.html'])(
    'when %s is asked for, then it must be revalidated (no-cache)',
    async (file) => {
      const res = await fetch(`${app.url}${file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('when a hashed asset is asked for, then it is cached for a year as immutable', async () => {
    const res = await fetch(`${app.url}/assets/app-3f9a1c2e.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('when a missing asset is asked for, then 404 rather than the HTML shell', async () => {
    const res = await fetch(`${app.url}/assets/app-00000000.js`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it('when a source map is asked for, then 404 even though the file is in the folder', async () => {
    for (const accept of ['*/*', 'text/html']) {
      const res = await fetch(`${app.url}/assets/app-3f9a1c2e.js.map`, { headers: { Accept: accept } });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('secret-admin');
    }
  });

  it('when a folder is asked for as a file, then a JSON 404 rather than a plain-text one', async () => {
    const res = await fetch(`${app.url}/assets/`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(((await res.json()) as { message: string }).message).toBeTruthy();
  });

  it('when a folder is asked for as a page, then the app shell answers', async () => {
    const res = await fetch(`${app.url}/assets`, { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('fixture shell');
  });

  it('when the shell is asked for again with its Last-Modified, then 304', async () => {
    const first = await fetch(`${app.url}/About`);
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
      const res = await fetch(`${app.url}${attempt}`);
      const body = await res.text();
      expect(res.status, attempt).toBeLessThan(500);
      expect(body, attempt).not.toContain('"devDependencies"');
    }
  });

  it('when the app has not been built, then client routes answer 503 with a message saying how to build', async () => {
    const unbuilt = await startTestApp(database.db, { staticDir: '/nonexistent-static-dir' });
    try {
      const res = await fetch(`${unbuilt.url}/About`);
      expect(res.status).toBe(503);
      expect(((await res.json()) as { message: string }).message).toContain('npm run build');
    } finally {
      await unbuilt.close();
    }
  });
});
