// The role × endpoint matrix of docs/api.md ("Roles"), enforced by the server. Every case that writes makes its
// own product or user, so the cases never depend on each other or on their order.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../setup/use-test-app.ts';
import type { LoginResponse } from '../../shared/auth.ts';
import type { DraftPull, ServerDraft } from '../../shared/draft.ts';
import type { ApiErrorBody } from '../../shared/error-codes.ts';
import type { MediaUploadResult } from '../../shared/media.ts';
import type { Product } from '../../shared/product.ts';
import type { Role } from '../../shared/roles.ts';
import type { PublicUser } from '../../shared/user.ts';
import { draftPush, newDraftId } from '../factories/drafts.ts';
import { pngImage } from '../factories/images.ts';
import { productForm, productInput } from '../factories/products.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { apiClient, type RequestOptions } from '../setup/api-client.ts';

type Caller = 'anonymous' | Role;
const CALLERS: Caller[] = ['anonymous', 'DATA_CURATOR', 'PRODUCT_MANAGER', 'ADMIN'];

interface Endpoint {
  endpoint: string;
  /** The status each caller gets; a caller left out is not part of this endpoint's row. */
  expected: Partial<Record<Caller, number>>;
  /** Prepares the caller's own fresh data, makes the call, and checks a successful answer's body. */
  call(caller: Caller): Promise<{ res: Response; verify?: (body: unknown) => Promise<void> | void }>;
}

describe('the roles each endpoint allows', () => {
  const { database, app } = useTestApp();
  const users = {} as Record<Role, TestUser>;

  beforeAll(async () => {
    for (const role of ['ADMIN', 'PRODUCT_MANAGER', 'DATA_CURATOR'] as const) {
      users[role] = await createUser(database.db, { role });
    }
  });

  const request = (caller: Caller, method: string, path: string, options: RequestOptions = {}) =>
    apiClient(app, caller === 'anonymous' ? null : users[caller]).request(method, path, options);
  const json = (body: unknown): RequestOptions => ({ json: body });

  /** A product of its own for one case, created by the ADMIN fixture user. */
  async function freshProduct(): Promise<Product> {
    const res = await request('ADMIN', 'POST', '/api/products', { body: productForm(productInput()) });
    expect(res.status).toBe(201);
    return (await res.json()) as Product;
  }
  /** A draft of the caller's own for one case (an anonymous caller aims at one of the ADMIN's). */
  async function freshDraft(caller: Caller): Promise<ServerDraft> {
    const owner = caller === 'anonymous' ? 'ADMIN' : caller;
    const res = await request(owner, 'PUT', `/api/drafts/${newDraftId()}`, json(draftPush()));
    expect(res.status).toBe(201);
    return (await res.json()) as ServerDraft;
  }
  const draftRow = (id: string) => database.db('drafts').where({ id }).first('deleted');
  /** A user of its own for one case (never an ADMIN, so the last-ADMIN rule never interferes). */
  const freshUser = () => createUser(database.db, { role: 'DATA_CURATOR' });
  const newUserBody = () => {
    const suffix = randomBytes(4).toString('hex');
    return {
      username: `new-${suffix}`,
      email: `new-${suffix}@example.com`,
      password: `password-${suffix}`,
      role: 'PRODUCT_MANAGER',
    };
  };
  const productExists = async (code: string) =>
    (await database.db('products').where({ product_code: code }).first()) !== undefined;
  const userExists = async (id: number) => (await database.db('users').where({ id }).first()) !== undefined;
  const expectArray = (body: unknown) => expect(Array.isArray(body)).toBe(true);
  const expectNumber = (body: unknown) => {
    expect(typeof body).toBe('number');
    expect(Number.isInteger(body)).toBe(true);
  };

  const ADMIN_ONLY = { anonymous: 401, DATA_CURATOR: 403, PRODUCT_MANAGER: 403, ADMIN: 200 };
  const STAFF_READ = { anonymous: 401, DATA_CURATOR: 200, PRODUCT_MANAGER: 200, ADMIN: 200 };
  /** A GET of `path` that needs no data of its own and answers a body `verify` checks. */
  const plainGet = (
    path: string,
    expected: Endpoint['expected'],
    verify: (body: unknown) => void,
  ): Endpoint => ({
    endpoint: `GET ${path}`,
    expected,
    call: async (caller) => ({ res: await request(caller, 'GET', path), verify }),
  });

  const endpoints: Endpoint[] = [
    {
      endpoint: 'POST /admin/login',
      expected: { anonymous: 200 },
      async call() {
        const user = await createUser(database.db, { role: 'PRODUCT_MANAGER' });
        const res = await request(
          'anonymous',
          'POST',
          '/admin/login',
          json({ email: user.email, password: user.password }),
        );
        return {
          res,
          verify(body) {
            const login = body as LoginResponse;
            expect(typeof login.token).toBe('string');
            expect(login.token.length).toBeGreaterThan(0);
            expect(login.token).toBe(login.jwt);
            expect(login).toMatchObject({ username: user.username, role: 'PRODUCT_MANAGER' });
          },
        };
      },
    },
    {
      endpoint: 'GET /api/users',
      expected: ADMIN_ONLY,
      async call(caller) {
        return {
          res: await request(caller, 'GET', '/api/users'),
          verify(body) {
            const list = body as PublicUser[];
            expectArray(list);
            expect(list.map((u) => u.id)).toContain(users.ADMIN.id);
            for (const user of list) expect(user).not.toHaveProperty('passwordHash');
          },
        };
      },
    },
    {
      endpoint: 'POST /api/users',
      expected: ADMIN_ONLY,
      async call(caller) {
        const input = newUserBody();
        const res = await request(caller, 'POST', '/api/users', json(input));
        const stored = await database.db('users').where({ email: input.email }).first();
        if (res.status !== 200) expect(stored, 'a refused POST creates no user').toBeUndefined();
        return {
          res,
          verify(body) {
            expect(body).toMatchObject({ username: input.username, email: input.email, role: input.role });
            expect(body).not.toHaveProperty('password');
          },
        };
      },
    },
    {
      endpoint: 'PUT /api/users/{id}',
      expected: ADMIN_ONLY,
      async call(caller) {
        const target = await freshUser();
        const changes = {
          username: `${target.username}-edited`,
          email: target.email,
          password: '',
          role: 'DATA_CURATOR',
        };
        const res = await request(caller, 'PUT', `/api/users/${target.id}`, json(changes));
        const stored = (await database.db('users').where({ id: target.id }).first()) as { username: string };
        expect(stored.username).toBe(res.status === 200 ? changes.username : target.username);
        return {
          res,
          verify: (body) => expect(body).toMatchObject({ id: target.id, username: changes.username }),
        };
      },
    },
    {
      endpoint: 'DELETE /api/users/{id}',
      expected: ADMIN_ONLY,
      async call(caller) {
        const target = await freshUser();
        const res = await request(caller, 'DELETE', `/api/users/${target.id}`);
        expect(await userExists(target.id)).toBe(res.status !== 200);
        return { res };
      },
    },
    plainGet(
      '/api/users/count',
      { anonymous: 401, DATA_CURATOR: 403, PRODUCT_MANAGER: 200, ADMIN: 200 },
      expectNumber,
    ),
    {
      endpoint: 'GET /api/products',
      expected: STAFF_READ,
      async call(caller) {
        const product = await freshProduct();
        return {
          res: await request(caller, 'GET', '/api/products'),
          verify(body) {
            expectArray(body);
            expect((body as Product[]).map((p) => p.productCode)).toContain(product.productCode);
          },
        };
      },
    },
    plainGet('/api/products/count', STAFF_READ, expectNumber),
    {
      endpoint: 'GET /api/products/{code}',
      expected: { anonymous: 200, DATA_CURATOR: 200, PRODUCT_MANAGER: 200, ADMIN: 200 },
      async call(caller) {
        const product = await freshProduct();
        return {
          res: await request(caller, 'GET', `/api/products/${product.productCode}`),
          verify(body) {
            expect(body).toMatchObject({
              productCode: product.productCode,
              productName: product.productName,
            });
            if (caller === 'anonymous') {
              // Public fields only (public-area.md §3.3), with the version the printed sheet carries.
              expect(body).toHaveProperty('version', 1);
              expect(body).not.toHaveProperty('createdAt');
              expect(body).not.toHaveProperty('broadSpectrum');
              expect((body as Product).ingredients[0]).not.toHaveProperty('ingredientCode');
            } else {
              expect(body).toMatchObject({ version: 1, broadSpectrum: true });
              expect((body as Product).ingredients[0]).toHaveProperty('ingredientCode');
            }
          },
        };
      },
    },
    {
      endpoint: 'POST /api/products',
      expected: { anonymous: 401, DATA_CURATOR: 201, PRODUCT_MANAGER: 201, ADMIN: 201 },
      async call(caller) {
        const input = productInput();
        const res = await request(caller, 'POST', '/api/products', { body: productForm(input) });
        expect(await productExists(input.productCode)).toBe(res.status === 201);
        return {
          res,
          verify: (body) => expect(body).toMatchObject({ productCode: input.productCode, version: 1 }),
        };
      },
    },
    {
      endpoint: 'PUT /api/products/{code}',
      expected: { anonymous: 401, DATA_CURATOR: 200, PRODUCT_MANAGER: 200, ADMIN: 200 },
      async call(caller) {
        const product = await freshProduct();
        const edited = productInput({ productCode: product.productCode, productName: 'Edited by role test' });
        const res = await request(caller, 'PUT', `/api/products/${product.productCode}`, {
          body: productForm(edited),
        });
        const stored = (await database
          .db('products')
          .where({ product_code: product.productCode })
          .first()) as {
          product_name: string;
        };
        expect(stored.product_name).toBe(res.status === 200 ? edited.productName : product.productName);
        return {
          res,
          verify: (body) => expect(body).toMatchObject({ productName: 'Edited by role test', version: 2 }),
        };
      },
    },
    {
      endpoint: 'DELETE /api/products/{code}',
      expected: { anonymous: 401, DATA_CURATOR: 403, PRODUCT_MANAGER: 200, ADMIN: 200 },
      async call(caller) {
        const product = await freshProduct();
        const res = await request(caller, 'DELETE', `/api/products/${product.productCode}`);
        expect(await productExists(product.productCode)).toBe(res.status !== 200);
        return { res };
      },
    },
    plainGet('/api/ingredients', STAFF_READ, expectArray),
    plainGet('/api/processes', STAFF_READ, expectArray),
    {
      endpoint: 'POST /api/media',
      expected: { anonymous: 401, DATA_CURATOR: 201, PRODUCT_MANAGER: 201, ADMIN: 201 },
      async call(caller) {
        const color = `#${randomBytes(3).toString('hex')}`;
        const form = new FormData();
        form.append('file', new Blob([await pngImage(12, 12, color)], { type: 'image/png' }), 'fresh.png');
        return {
          res: await request(caller, 'POST', '/api/media', { body: form }),
          verify: (body) => expect((body as MediaUploadResult).path).toMatch(/^\/media\/[a-f0-9]{64}\.png$/),
        };
      },
    },
    ...(['products', 'ingredients', 'processes'] as const).map((collection): Endpoint => ({
      endpoint: `GET /api/sync/${collection}`,
      expected: STAFF_READ,
      async call(caller) {
        return {
          res: await request(caller, 'GET', `/api/sync/${collection}?since=0&limit=5`),
          verify(body) {
            const page = body as { items: unknown[]; deleted: unknown[]; cursor: string; hasMore: boolean };
            expectArray(page.items);
            expect(page.items.length).toBeLessThanOrEqual(5);
            expectArray(page.deleted);
            expect(typeof page.cursor).toBe('string');
            expect(typeof page.hasMore).toBe('boolean');
          },
        };
      },
    })),
    {
      endpoint: 'GET /api/drafts',
      expected: STAFF_READ,
      async call(caller) {
        const draft = await freshDraft(caller);
        return {
          res: await request(caller, 'GET', `/api/drafts?since=${draft.revision - 1}`),
          verify: (body) => expect((body as DraftPull).drafts.map((d) => d.id)).toEqual([draft.id]),
        };
      },
    },
    {
      endpoint: 'GET /api/drafts/{id}',
      expected: STAFF_READ,
      async call(caller) {
        const draft = await freshDraft(caller);
        return {
          res: await request(caller, 'GET', `/api/drafts/${draft.id}`),
          verify: (body) => expect(body).toEqual(draft),
        };
      },
    },
    {
      endpoint: 'PUT /api/drafts/{id}',
      expected: { anonymous: 401, DATA_CURATOR: 201, PRODUCT_MANAGER: 201, ADMIN: 201 },
      async call(caller) {
        const id = newDraftId();
        const push = draftPush();
        const res = await request(caller, 'PUT', `/api/drafts/${id}`, json(push));
        expect(await draftRow(id)).toEqual(res.status === 201 ? { deleted: false } : undefined);
        return {
          res,
          verify: (body) => expect(body).toMatchObject({ id, changeId: push.changeId, ...push.draft }),
        };
      },
    },
    {
      endpoint: 'DELETE /api/drafts/{id}',
      expected: STAFF_READ,
      async call(caller) {
        const draft = await freshDraft(caller);
        const res = await request(caller, 'DELETE', `/api/drafts/${draft.id}`);
        expect(await draftRow(draft.id)).toEqual({ deleted: res.status === 200 });
        return {
          res,
          verify: (body) => expect((body as { revision: number }).revision).toBeGreaterThan(draft.revision),
        };
      },
    },
  ];

  const byName = new Map(endpoints.map((e) => [e.endpoint, e]));
  const cases: [Caller, string, number][] = endpoints.flatMap((e) =>
    CALLERS.filter((caller) => e.expected[caller] !== undefined).map((caller): [Caller, string, number] => [
      caller,
      e.endpoint,
      e.expected[caller]!,
    ]),
  );

  it('when the matrix is built, then every endpoint of the table has a row for every caller it names', () => {
    expect(cases).toHaveLength(1 + 21 * 4);
  });

  it.each(cases)('when %s calls %s, then %i', async (caller, endpoint, status) => {
    const { res, verify } = await byName.get(endpoint)!.call(caller);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as unknown;
    if (status === 401 || status === 403) {
      const error = body as ApiErrorBody;
      expect(typeof error.message).toBe('string');
      expect(error.message.length).toBeGreaterThan(0);
      expect(error.code).toBe(status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN');
    } else {
      await verify?.(body);
    }
  });

  it('when a token is signed with another secret, then a staff endpoint answers 401 UNAUTHORIZED', async () => {
    const forged = `${users.ADMIN.token.slice(0, -4)}AAAA`;
    const res = await apiClient(app, forged).get('/api/products');
    expect(res.status).toBe(401);
    expect(((await res.json()) as ApiErrorBody).code).toBe('UNAUTHORIZED');
  });
});
