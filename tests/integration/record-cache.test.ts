// Product reads are answered from records built once per revision (server/modules/products/record-cache.ts),
// and are never stale: with two app processes on one database, whatever is written through A is what B's
// very next read returns — a new version, a changed ingredient the product embeds, a deletion, a re-creation
// — in every encoding and for staff and visitors alike.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../shared/product.ts';
import { productInput } from '../factories/products.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { apiClient, type Caller } from '../setup/api-client.ts';
import type { TestApp } from '../setup/test-app.ts';
import { useTwoTestApps } from '../setup/use-test-app.ts';

describe('product records built once per revision, read from two processes', () => {
  const { database, a, b } = useTwoTestApps();
  let manager: TestUser;

  beforeAll(async () => {
    manager = await createUser(database.db, { role: 'PRODUCT_MANAGER' });
  });

  const write = async (app: TestApp, method: 'POST' | 'PUT', product: Record<string, unknown>) => {
    const path = method === 'PUT' ? `/api/products/${String(product.productCode)}` : '/api/products';
    const res = await apiClient(app, manager).request(method, path, { json: product });
    expect(res.status, await res.clone().text()).toBe(method === 'PUT' ? 200 : 201);
    return (await res.json()) as Product;
  };

  /** A read as a client with this Accept-Encoding sees it, decoded. */
  const read = (app: TestApp, code: string, encoding: 'br' | 'gzip' | 'identity', staff: boolean) =>
    new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
      const headers: Record<string, string> = { 'Accept-Encoding': encoding };
      if (staff) headers.Authorization = manager.auth.Authorization;
      http
        .get(`${app.url}/api/products/${code}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            const coding = res.headers['content-encoding'];
            const text = (
              coding === 'br' ? brotliDecompressSync(raw) : coding === 'gzip' ? gunzipSync(raw) : raw
            ).toString();
            resolve({ status: res.statusCode!, body: JSON.parse(text) as Record<string, unknown> });
          });
        })
        .on('error', reject);
    });
  const everyWay = async (code: string) =>
    Promise.all(
      (['br', 'gzip', 'identity'] as const).flatMap((encoding) => [
        read(b, code, encoding, true),
        read(b, code, encoding, false),
      ]),
    );

  it('when a product is changed through A again and again, then B’s very next read is each new version', async () => {
    const input = productInput({ productDescription: 'Long enough to be compressed. '.repeat(60) });
    let product = await write(a, 'POST', input);
    for (let i = 1; i <= 15; i++) {
      await everyWay(input.productCode); // B keeps the version it just built
      product = await write(a, 'PUT', { ...product, productName: `Renamed ${i}` });
      for (const answer of await everyWay(input.productCode)) {
        expect(answer.status).toBe(200);
        expect(answer.body.productName).toBe(`Renamed ${i}`);
      }
      expect((await read(b, input.productCode, 'br', true)).body.version).toBe(i + 1);
    }
  });

  it('when an ingredient the product embeds is changed through another product on A, then B’s next read shows it', async () => {
    const first = productInput();
    const shared = first.ingredients[0]!;
    await write(a, 'POST', first);
    await everyWay(first.productCode);
    await write(a, 'POST', productInput({ ingredients: [{ ...shared, commonName: 'Guava leaf, renamed' }] }));
    for (const answer of await everyWay(first.productCode)) {
      expect((answer.body.ingredients as { commonName: string }[])[0]!.commonName).toBe(
        'Guava leaf, renamed',
      );
    }
  });

  it('when a product is deleted on A, then B answers 404 at once; created again, B reads the new one', async () => {
    const input = productInput();
    await write(a, 'POST', input);
    await everyWay(input.productCode);
    const gone = await apiClient(a, manager).delete(`/api/products/${input.productCode}`);
    expect(gone.status).toBe(200);
    for (const answer of await everyWay(input.productCode)) expect(answer.status).toBe(404);
    await write(a, 'POST', { ...input, productName: 'Born again' });
    for (const answer of await everyWay(input.productCode)) {
      expect(answer.body).toMatchObject({ productName: 'Born again' });
    }
  });

  /**
   * Keeps B answering reads of `code` on `lanes` connections, staff or not, so that B's revision and session
   * lookups are always in flight (a read arriving now shares the next one) until `stop()`.
   */
  const keepBusy = (code: string, lanes: number, caller: Caller = null) => {
    let running = true;
    let reads = 0;
    const loops = Array.from({ length: lanes }, async () => {
      while (running) {
        const res = await apiClient(b, caller).get(`/api/products/${code}`);
        await res.arrayBuffer();
        reads += 1;
      }
    });
    return {
      reads: () => reads,
      stop: async () => {
        running = false;
        await Promise.all(loops);
      },
    };
  };

  it('when B is busy reading a product and A changes it, then B’s very next read is the new version, every time', async () => {
    const product = await write(a, 'POST', productInput());
    const busy = keepBusy(product.productCode, 8);
    try {
      let current = product;
      for (let i = 1; i <= 20; i++) {
        current = await write(a, 'PUT', { ...current, productName: `Under load ${i}` });
        const [staffRead, visitorRead] = await Promise.all([
          read(b, product.productCode, 'br', true),
          read(b, product.productCode, 'identity', false),
        ]);
        expect(staffRead.body).toMatchObject({ productName: `Under load ${i}`, version: current.version });
        expect(visitorRead.body).toMatchObject({ productName: `Under load ${i}` });
      }
      expect(busy.reads()).toBeGreaterThan(20);
    } finally {
      await busy.stop();
    }
    const gone = await apiClient(a, manager).delete(`/api/products/${product.productCode}`);
    expect(gone.status).toBe(200);
    expect((await read(b, product.productCode, 'gzip', true)).status).toBe(404);
  });

  it('when B is busy with a staff member’s reads and A ends that member’s sessions, then B refuses the very next one', async () => {
    const product = await write(a, 'POST', productInput());
    const curator = await createUser(database.db, { role: 'DATA_CURATOR' });
    const busy = keepBusy(product.productCode, 8, curator);
    try {
      const mine = await apiClient(b, curator).get(`/api/products/${product.productCode}`);
      expect(mine.headers.get('etag')).toBe(`"${product.version}"`); // the staff record
      const logout = await apiClient(a, curator).post('/admin/logout');
      expect(logout.status).toBe(204);
      // The token is no longer anyone's: the product is read as by a visitor, a staff route refuses it.
      const [after, count] = await Promise.all([
        apiClient(b, curator).get(`/api/products/${product.productCode}`),
        apiClient(b, curator).get('/api/products/count'),
      ]);
      expect(after.headers.get('etag')).toBe(`"${product.version}-public"`);
      expect(count.status).toBe(401);
    } finally {
      await busy.stop();
    }
  });

  /** The staff list from B, decoded, as a client with this Accept-Encoding sees it. */
  const list = (encoding: 'br' | 'gzip' | 'identity') =>
    new Promise<{ productCode: string; productName: string; version: number }[]>((resolve, reject) => {
      http
        .get(
          `${b.url}/api/products`,
          { headers: { ...manager.auth, 'Accept-Encoding': encoding } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => {
              const raw = Buffer.concat(chunks);
              const coding = res.headers['content-encoding'];
              expect(coding ?? 'identity').toBe(encoding);
              const text = (
                coding === 'br' ? brotliDecompressSync(raw) : coding === 'gzip' ? gunzipSync(raw) : raw
              ).toString();
              resolve(JSON.parse(text) as never);
            });
          },
        )
        .on('error', reject);
    });
  const everyList = async () => {
    const [br, gzip, identity] = await Promise.all([list('br'), list('gzip'), list('identity')]);
    expect(gzip).toEqual(br);
    expect(identity).toEqual(br);
    return br;
  };

  it('when the catalogue changes through A, then B’s very next staff list has the change, by name, in every encoding', async () => {
    const first = await write(a, 'POST', productInput({ productName: 'Zz list first' }));
    let shown = await everyList();
    expect(shown.map((p) => p.productCode)).toContain(first.productCode);
    const names = shown.map((p) => p.productName);
    expect(names).toEqual([...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));

    const renamed = await write(a, 'PUT', { ...first, productName: 'Aa list renamed' });
    shown = await everyList();
    expect(shown.find((p) => p.productCode === first.productCode)).toMatchObject({
      productName: 'Aa list renamed',
      version: renamed.version,
    });

    const gone = await apiClient(a, manager).delete(`/api/products/${first.productCode}`);
    expect(gone.status).toBe(200);
    shown = await everyList();
    expect(shown.map((p) => p.productCode)).not.toContain(first.productCode);
    const count = (await (await apiClient(b, manager).get('/api/products/count')).json()) as number;
    expect(shown).toHaveLength(count);
  });

  it('when the list is asked for again with its ETag and nothing changed, then 304', async () => {
    const first = await apiClient(b, manager).get('/api/products');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"list-\d+-\d+"$/);
    const again = await new Promise<number>((resolve, reject) => {
      http
        .get(`${b.url}/api/products`, { headers: { ...manager.auth, 'If-None-Match': etag } }, (res) => {
          res.resume();
          resolve(res.statusCode!);
        })
        .on('error', reject);
    });
    expect(again).toBe(304);
  });
});
