import { describe, expect, it } from 'vitest';
import { KEY_FEATURE_FLAGS, QUALITY_FLAGS } from '../../shared/spec-constants.ts';
import { PRODUCT_ROW_LISTS, PRODUCT_TEXT_FIELDS, type Product } from '../../shared/product.ts';
import { pngImage } from '../factories/images.ts';
import { productForm, productInput } from '../factories/products.ts';
import type { TestUser } from '../factories/users.ts';
import { apiClient, idempotencyKey, ifMatch } from '../setup/api-client.ts';
import { useTestApp } from '../setup/use-test-app.ts';
import { useUsers } from '../setup/use-users.ts';

describe('products', () => {
  const { database, app } = useTestApp();
  const { manager, curator } = useUsers(database, { manager: 'PRODUCT_MANAGER', curator: 'DATA_CURATOR' });

  const post = (body: FormData | string, headers: Record<string, string> = {}, user = manager) =>
    apiClient(app, user).post('/api/products', {
      headers: { ...(typeof body === 'string' ? { 'Content-Type': 'application/json' } : {}), ...headers },
      body,
    });
  const put = (code: string, body: FormData, headers: Record<string, string> = {}, user = manager) =>
    apiClient(app, user).put(`/api/products/${code}`, { headers, body });
  const get = (code: string, user?: TestUser) => apiClient(app, user).get(`/api/products/${code}`);

  it('when a product is created with a banner file, then it comes back whole with version 1, an ETag and the banner path', async () => {
    const input = productInput();
    const res = await post(productForm(input, { bytes: await pngImage(), type: 'image/png' }));
    expect(res.status).toBe(201);
    expect(res.headers.get('etag')).toBe('"1"');
    const product = (await res.json()) as Product;
    expect(product).toMatchObject({
      productCode: input.productCode,
      productName: input.productName,
      version: 1,
      toxicity: true,
      broadSpectrum: true,
      stability: false,
    });
    expect(product.bannerImage).toMatch(/^\/media\/[a-f0-9]{64}\.png$/);
    for (const f of [...PRODUCT_TEXT_FIELDS, ...QUALITY_FLAGS, ...KEY_FEATURE_FLAGS, ...PRODUCT_ROW_LISTS]) {
      expect(product, f).toHaveProperty(f);
    }
    expect(product.ingredients[0]).toMatchObject(input.ingredients[0]!);
    expect(product.processes[0]).toMatchObject(input.processes[0]!);
    const banner = await apiClient(app).get(`${product.bannerImage}`);
    expect(banner.status).toBe(200);
    expect(banner.headers.get('content-type')).toBe('image/png');
  });

  it('when the code is taken, then 409 with the text "Key (productCode)=(X) already exists."', async () => {
    const input = productInput();
    expect((await post(productForm(input))).status).toBe(201);
    const again = await post(productForm({ ...input, productName: 'Another name' }));
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      `Key (productCode)=(${input.productCode}) already exists.`,
    );
  });

  it('when the product is invalid, then 400 lists every problem in errors[], each with its message', async () => {
    const res = await post(
      productForm({
        ...productInput(),
        productCode: '   ',
        productName: '',
        ingredients: [{ ingredientCode: 'A', commonName: ' ', scientificName: 'S' }],
        processes: [],
      }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as {
      code: string;
      message: string;
      errors: { path: string; message: string }[];
    };
    expect(body.code).toBe('VALIDATION');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'productCode', message: 'Product Code is required' },
        { path: 'productName', message: 'Product Name is required' },
        { path: 'ingredients.0.commonName', message: 'Common Name is required' },
        { path: 'processes', message: 'At least one Process (Code + Description) is required' },
      ]),
    );
    expect(body.message).toContain('Ingredient 1: Common Name is required');
  });

  it('when a PUT carries a stale If-Match, then 409 VERSION_CONFLICT with the current product, and nothing changes', async () => {
    const input = productInput();
    await post(productForm(input));
    const first = await put(
      input.productCode,
      productForm({ ...input, productName: 'Edited once' }),
      ifMatch(1),
    );
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBe('"2"');
    const stale = await put(
      input.productCode,
      productForm({ ...input, productName: 'Edited from an old copy' }),
      ifMatch(1),
    );
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as { code: string; current: Product };
    expect(body.code).toBe('VERSION_CONFLICT');
    expect(body.current).toMatchObject({ productName: 'Edited once', version: 2 });
    expect(((await (await get(input.productCode, manager)).json()) as Product).productName).toBe(
      'Edited once',
    );
  });

  it('when the same Idempotency-Key is sent twice, then one product exists and the replay returns the first answer', async () => {
    const input = productInput();
    const headers = idempotencyKey(`draft-${input.productCode}`);
    const first = await post(productForm(input), headers);
    const replay = await post(productForm(input), headers);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.json()).toEqual(await first.json());
    const count = await database.db('products').where({ product_code: input.productCode }).count({ n: '*' });
    expect(count).toEqual([{ n: '1' }]);
  });

  it('when an Idempotency-Key is reused for a different body, then 422', async () => {
    const headers = idempotencyKey('reused-key-1');
    expect((await post(productForm(productInput()), headers)).status).toBe(201);
    const other = await post(productForm(productInput()), headers);
    expect(other.status).toBe(422);
    expect(((await other.json()) as { code: string }).code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('when a replay arrives while the first request is still running, then 409 REQUEST_IN_PROGRESS', async () => {
    const input = productInput();
    const key = `slow-${input.productCode}`;
    // Hold the claim open: a transaction that has claimed the key but not committed.
    const trx = await database.db.transaction();
    try {
      await trx('idempotency_keys').insert({
        user_id: manager.id,
        key,
        request_hash: 'x',
        response_status: 0,
        response_body: 'null',
        expires_at: trx.raw("now() + interval '1 day'"),
      });
      const res = await post(productForm(input), idempotencyKey(key));
      expect(res.status).toBe(409);
      expect(res.headers.get('retry-after')).toBe('1');
      expect(((await res.json()) as { code: string }).code).toBe('REQUEST_IN_PROGRESS');
    } finally {
      await trx.rollback();
    }
  });

  it('when a product is deleted, then it and its links go, and its ingredients and processes stay', async () => {
    const input = productInput();
    await post(productForm(input));
    const res = await apiClient(app, manager).delete(`/api/products/${input.productCode}`);
    expect(res.status).toBe(200);
    expect((await get(input.productCode, manager)).status).toBe(404);
    const ingredients = (await (await apiClient(app, manager).get('/api/ingredients')).json()) as {
      ingredientCode: string;
    }[];
    expect(ingredients.map((i) => i.ingredientCode)).toContain(input.ingredients[0]!.ingredientCode);
    const processes = (await (await apiClient(app, manager).get('/api/processes')).json()) as {
      processCode: string;
    }[];
    expect(processes.map((p) => p.processCode)).toContain(input.processes[0]!.processCode);
  });

  it('when an anonymous visitor reads a product, then only its public fields come back', async () => {
    const input = productInput();
    await post(productForm(input));
    const res = await get(input.productCode);
    expect(res.status).toBe(200);
    const product = (await res.json()) as Record<string, unknown>;
    expect(product.productName).toBe(input.productName);
    expect(product).toHaveProperty('heavyMetals');
    // The version and its date, as the printed specification carries them (issue #35 §7).
    expect(product.version).toBe(1);
    expect(typeof product.updatedAt).toBe('string');
    expect(product).not.toHaveProperty('createdAt');
    expect(product).not.toHaveProperty('broadSpectrum');
    expect((product.ingredients as object[])[0]).toEqual({
      commonName: 'Guava leaf',
      plantPartUsed: 'Leaf',
      coordinates: '17.3850° N, 78.4867° E',
    });
    expect((product.processes as object[])[0]).toEqual({
      qualityControl: 'HPLC assay per batch',
      shelfLife: '24 months',
      handling: 'Store cool and dry',
    });
  });

  it('when the list and count are asked for, then the count is a plain number equal to the list length', async () => {
    const count = await (await apiClient(app, curator).get('/api/products/count')).json();
    const list = (await (await apiClient(app, curator).get('/api/products')).json()) as Product[];
    expect(typeof count).toBe('number');
    expect(count).toBe(list.length);
    expect(list[0]).toHaveProperty('ingredients');
  });

  it('when the product is sent as plain JSON with an uploaded banner path, then it is accepted', async () => {
    const upload = new FormData();
    upload.append('file', new Blob([await pngImage(10, 10, '#68A637')], { type: 'image/png' }), 'b.png');
    const media = (await (await apiClient(app, curator).post('/api/media', { body: upload })).json()) as {
      path: string;
    };
    const res = await post(JSON.stringify(productInput({ bannerImage: media.path })), {}, curator);
    expect(res.status).toBe(201);
    expect(((await res.json()) as Product).bannerImage).toBe(media.path);
  });

  it('when edit mode sends another productCode than the address, then 400 and nothing changes', async () => {
    const input = productInput();
    await post(productForm(input));
    const res = await put(input.productCode, productForm({ ...input, productCode: 'SOMETHING-ELSE' }));
    expect(res.status).toBe(400);
  });
});
