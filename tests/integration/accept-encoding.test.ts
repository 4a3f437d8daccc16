// Issue #34: a client that refuses the identity coding (`Accept-Encoding: identity;q=0`, or `*;q=0`) and
// names nothing we offer got 500 from koa-compress on every page, a product read and the sitemap. RFC 9110
// §12.5.3: when none of the codings we have is acceptable, answer without a coding. Whatever the header, the
// answer is the page as it is, never a 500, and nothing is logged as an error.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeds } from '../../server/bootstrap/seed.ts';
import { createLogger } from '../../server/logger.ts';
import { catalogueProducts } from '../../shared/catalogue.ts';
import { PUBLIC_PAGES } from '../../shared/site-pages.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { apiClient } from '../setup/api-client.ts';
import { useTestApp } from '../setup/use-test-app.ts';

const REFUSING = [
  'identity;q=0',
  '*;q=0',
  'identity;q=0, *;q=0',
  'identity;q=0, deflate',
  'zstd, identity;q=0',
];

describe('Accept-Encoding that refuses every coding we offer', () => {
  const lines: string[] = [];
  const log = createLogger('info', { write: (line: string) => void lines.push(line) });
  // A built app of real size: pages past the compression threshold, and a text file Koa compresses itself.
  const staticDir = mkdtempSync(path.join(os.tmpdir(), 'vv-accept-encoding-'));
  const shell = `<!doctype html><html><head><title>shell</title></head><body>${'<p>x</p>'.repeat(300)}</body></html>`;
  writeFileSync(path.join(staticDir, 'index.html'), shell);
  writeFileSync(path.join(staticDir, 'index.html.br'), brotliCompressSync(shell));
  writeFileSync(path.join(staticDir, 'index.html.gz'), gzipSync(shell));
  writeFileSync(
    path.join(staticDir, 'logo.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`,
  );
  const { database, app } = useTestApp({ log, staticDir });
  let staff: TestUser;
  const code = catalogueProducts()[0]!.data.productCode;

  beforeAll(async () => {
    staff = await createUser(database.db, { role: 'DATA_CURATOR' });
    await runSeeds(database.db, createLogger('silent'));
  });
  afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

  /** What the path answers with no coding asked for: the reference body. */
  const plain = async (path: string, caller: TestUser | null = null) => {
    const res = await apiClient(app, caller).get(path, {
      headers: { Accept: 'text/html', 'Accept-Encoding': 'identity' },
    });
    expect(res.status, path).toBe(200);
    return res.text();
  };

  const expectIdentity = async (path: string, caller: TestUser | null = null) => {
    const expected = await plain(path, caller);
    for (const header of REFUSING) {
      const res = await apiClient(app, caller).get(path, {
        headers: { Accept: 'text/html', 'Accept-Encoding': header },
      });
      expect(res.status, `${path} with ${header}`).toBe(200);
      expect(res.headers.get('content-encoding'), `${path} with ${header}`).toBeNull();
      expect(await res.text(), `${path} with ${header}`).toBe(expected);
    }
  };

  it('when a client refuses identity on every public page, then each answers 200 without a coding', async () => {
    for (const page of PUBLIC_PAGES) await expectIdentity(page.path);
    await expectIdentity('/logo.svg');
  });

  it('when a client refuses identity on a product read, the sitemap or robots.txt, then 200 without a coding', async () => {
    await expectIdentity(`/api/products/${code}`);
    await expectIdentity('/sitemap.xml');
    await expectIdentity('/robots.txt');
  });

  it('when staff refuse identity on the product list, a record and the feed, then 200 without a coding', async () => {
    await expectIdentity('/api/products', staff);
    await expectIdentity(`/api/products/${code}`, staff);
    await expectIdentity('/api/sync/products?since=0', staff);
  });

  it('when a client refuses identity but accepts gzip, then gzip is used', async () => {
    const res = await apiClient(app).get('/sitemap.xml', {
      headers: { 'Accept-Encoding': 'identity;q=0, gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toBe(await plain('/sitemap.xml'));
  });

  it('when all of these were asked, then nothing was logged as an error', () => {
    const errors = lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
    expect(errors).toEqual([]);
  });
});
