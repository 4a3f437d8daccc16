// The bodies of POST and PUT /api/products as real clients send them: the 'product' part as a text field,
// as a file part typed application/json, untyped (a Blob without a type) or text/plain with a charset;
// plain JSON with '; charset=utf-8'; each with and without a banner, and the same through curl -F.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../setup/use-test-app.ts';
import type { Product, ProductInput } from '../../shared/product.ts';
import { pngImage } from '../factories/images.ts';
import { productInput } from '../factories/products.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { apiClient, ifMatch } from '../setup/api-client.ts';

const run = promisify(execFile);

type Shape = (json: string) => string | Blob;
const SHAPES: [string, Shape][] = [
  ['a text field', (json) => json],
  ['a file part typed application/json', (json) => new Blob([json], { type: 'application/json' })],
  ['an untyped file part', (json) => new Blob([json])],
  [
    'a file part typed text/plain; charset=utf-8',
    (json) => new Blob([json], { type: 'text/plain;charset=utf-8' }),
  ],
];

describe('product bodies as real clients send them', () => {
  const { database, app } = useTestApp();
  let manager: TestUser;
  let folder: string;

  beforeAll(async () => {
    manager = await createUser(database.db, { role: 'PRODUCT_MANAGER' });
    folder = await mkdtemp(join(tmpdir(), 'product-bodies-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  const form = async (product: ProductInput, shape: Shape, banner: boolean) => {
    const body = new FormData();
    const part = shape(JSON.stringify(product));
    if (typeof part === 'string') body.append('product', part);
    else body.append('product', part, 'product.json');
    if (banner) body.append('bannerImage', new Blob([await pngImage()], { type: 'image/png' }), 'b.png');
    return body;
  };
  const write = async (
    method: 'POST' | 'PUT',
    product: ProductInput,
    body: FormData | string,
    headers = {},
  ) =>
    apiClient(app, manager).request(
      method,
      `/api/products${method === 'PUT' ? `/${product.productCode}` : ''}`,
      {
        headers,
        body,
      },
    );
  const created = async () => {
    const product = productInput();
    const res = await write('POST', product, JSON.stringify(product), { 'Content-Type': 'application/json' });
    expect(res.status).toBe(201);
    return product;
  };

  describe.each(SHAPES)("when the 'product' part is %s", (_name, shape) => {
    it.each([false, true])('then POST creates the product (banner: %s)', async (banner) => {
      const product = productInput({ productName: 'Acérola — vitamin C “whole food”' });
      const res = await write('POST', product, await form(product, shape, banner));
      expect(res.status).toBe(201);
      const saved = (await res.json()) as Product;
      expect(saved).toMatchObject({ productCode: product.productCode, productName: product.productName });
      expect(saved.bannerImage ?? '').toMatch(banner ? /^\/media\/[a-f0-9]{64}\.png$/ : /^$/);
    });

    it.each([false, true])('then PUT changes the product (banner: %s)', async (banner) => {
      const product = await created();
      const changed = { ...product, productDescription: 'Changed through a multipart PUT.' };
      const res = await write('PUT', changed, await form(changed, shape, banner), ifMatch(1));
      expect(res.status).toBe(200);
      const saved = (await res.json()) as Product;
      expect(saved).toMatchObject({ productDescription: changed.productDescription, version: 2 });
      if (banner) expect(saved.bannerImage).toMatch(/^\/media\/[a-f0-9]{64}\.png$/);
    });
  });

  it.each(['POST', 'PUT'] as const)(
    "when %s sends plain JSON as 'application/json; charset=utf-8', then it is accepted",
    async (method) => {
      const product = method === 'PUT' ? await created() : productInput();
      const body = JSON.stringify({ ...product, productDescription: 'Vitamine D₃ — “végétale”' });
      const res = await write(method, product, body, {
        'Content-Type': 'application/json; charset=utf-8',
        ...(method === 'PUT' ? ifMatch(1) : {}),
      });
      expect(res.status).toBe(method === 'PUT' ? 200 : 201);
      expect(((await res.json()) as Product).productDescription).toBe('Vitamine D₃ — “végétale”');
    },
  );

  describe("through curl -F 'product=@p.json;type=application/json'", () => {
    const curl = async (method: 'POST' | 'PUT', product: ProductInput, banner: boolean) => {
      const json = join(folder, `${product.productCode}.json`);
      await writeFile(json, JSON.stringify(product));
      const args = ['-sS', '-X', method, '-H', `Authorization: ${manager.auth.Authorization}`];
      if (method === 'PUT') args.push('-H', 'If-Match: "1"');
      args.push('-F', `product=@${json};type=application/json`);
      if (banner) {
        const png = join(folder, 'banner.png');
        await writeFile(png, await pngImage(40, 20, '#68A637'));
        args.push('-F', `bannerImage=@${png};type=image/png`);
      }
      const url = `${app.url}/api/products${method === 'PUT' ? `/${product.productCode}` : ''}`;
      args.push('-w', '\n%{http_code}', url);
      const { stdout } = await run('curl', args);
      const cut = stdout.lastIndexOf('\n');
      return { status: Number(stdout.slice(cut + 1)), body: JSON.parse(stdout.slice(0, cut)) as Product };
    };

    it.each([false, true])('then POST creates the product (banner: %s)', async (banner) => {
      const product = productInput();
      const { status, body } = await curl('POST', product, banner);
      expect(status).toBe(201);
      expect(body.productCode).toBe(product.productCode);
      if (banner) expect(body.bannerImage).toMatch(/^\/media\/[a-f0-9]{64}\.png$/);
    });

    it.each([false, true])('then PUT changes the product (banner: %s)', async (banner) => {
      const product = await created();
      const { status, body } = await curl('PUT', { ...product, productName: 'Changed by curl' }, banner);
      expect(status).toBe(200);
      expect(body).toMatchObject({ productName: 'Changed by curl', version: 2 });
    });
  });
});
