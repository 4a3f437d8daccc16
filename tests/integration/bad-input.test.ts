// Every class of bad input against every endpoint that takes input: the answer is always a 4xx with a JSON
// body carrying a non-empty `message`, never a 5xx, and the specific status where one is right.
import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../setup/use-test-app.ts';
import type { ServerDraft } from '../../shared/draft.ts';
import type { ApiErrorBody } from '../../shared/error-codes.ts';
import type { Product, ProductInput } from '../../shared/product.ts';
import { draftPush, newDraftId } from '../factories/drafts.ts';
import { pngImage, SVG_IMAGE } from '../factories/images.ts';
import { productForm, productInput } from '../factories/products.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { apiClient } from '../setup/api-client.ts';

const MB = 1024 * 1024;
const MILLION = 1_000_000;

/** A body that is valid except for what a case changes. */
type Body = Record<string, unknown>;
type Mutation = (body: Body) => unknown;
type Payload = RequestInit['body'];

/** Sets `path` (dotted, array indexes as numbers) to `value`, or to a fresh value when given a function. */
const set =
  (path: string, value: unknown): Mutation =>
  (body) => {
    const fresh = typeof value === 'function' ? (value as () => unknown)() : value;
    const copy = structuredClone(body);
    const keys = path.split('.');
    let node = copy as Record<string, unknown>;
    for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
    node[keys.at(-1)!] = fresh;
    return copy;
  };

const UNICODE_BAD_IN_CODES: [string, string][] = [
  ['an emoji', 'TEST-🌿'],
  ['right-to-left text', 'TEST-مورينجا'],
  ['a NUL character', 'TEST-\u0000'],
  ['a lone surrogate', 'TEST-\ud800'],
];

/**
 * Characters no text field can hold: PostgreSQL refuses NUL, and a lone surrogate is not valid Unicode (it
 * cannot be stored without being changed). Fresh per call, so unique names never collide between cases.
 */
const unique = () => Math.random().toString(36).slice(2, 10);
const UNICODE_BAD_IN_TEXT: [string, () => string][] = [
  ['a NUL character', () => `Moringa\u0000leaf ${unique()}`],
  ['a lone surrogate', () => `Moringa \ud83c leaf ${unique()}`],
];

const UNICODE_NAMES: [string, string][] = [
  ['emoji', '🌿 Moringa 🍃 leaf 👨‍👩‍👧'],
  ['right-to-left text', 'مورينجا أوليفيرا \u200fזית'],
  ['mixed scripts', 'Ashwagandha अश्वगंधा 南非醉茄 Ωμέγα'],
  ['combining marks and astral symbols', 'Cafe\u0301 𝒱𝒾𝓉𝒶𝓁𝒾𝓉𝓎 ﷽'],
];

/** Path parameters that must never reach SQL or the file system. */
const BAD_CODES: [string, string][] = [
  ['../x', '../x'],
  ['..%2f..%2fetc%2fpasswd', '..%2f..%2fetc%2fpasswd'],
  ["' OR 1=1 --", "'%20OR%201=1%20--"],
  ['%00', '%00'],
  ['an emoji', encodeURIComponent('🌿')],
  ['right-to-left text', encodeURIComponent('مورينجا')],
  ['a lone surrogate (%ED%A0%80)', '%ED%A0%80'],
  ['a broken escape (%zz)', '%zz'],
  ['a code longer than 64 characters', 'A'.repeat(65)],
];
const BAD_IDS: [string, string][] = [
  ...BAD_CODES,
  ['-1', '-1'],
  ['0', '0'],
  ['1.5', '1.5'],
  ['99999999999999999999', '99999999999999999999'],
  ['an id that does not exist', '999999999'],
];

describe('bad input', () => {
  const { database, app } = useTestApp();
  let admin: TestUser;
  let manager: TestUser;
  /** A user that PUT /api/users/{id} cases aim at; bad input never changes it. */
  let target: TestUser;
  /** A product that PUT /api/products/{code} cases aim at; bad input never changes it. */
  let existing: Product;
  /** A draft of the manager's that PUT /api/drafts/{id} cases aim at; bad input never changes it. */
  let draft: ServerDraft;

  beforeAll(async () => {
    admin = await createUser(database.db, { role: 'ADMIN' });
    manager = await createUser(database.db, { role: 'PRODUCT_MANAGER' });
    target = await createUser(database.db, { role: 'DATA_CURATOR' });
    const res = await apiClient(app, manager).post('/api/products', { body: productForm(productInput()) });
    expect(res.status).toBe(201);
    existing = (await res.json()) as Product;
    const pushed = await apiClient(app, manager).put(`/api/drafts/${newDraftId()}`, { json: draftPush() });
    expect(pushed.status).toBe(201);
    draft = (await pushed.json()) as ServerDraft;
  });

  /** Asserts a 4xx (the given status when one is right) with a JSON `{ message }` body. */
  async function expectClientError(res: Response, status?: number): Promise<ApiErrorBody> {
    const text = await res.text();
    const shown = text.length > 240 ? `${text.slice(0, 240)}…` : text;
    expect(res.status, `never a 5xx: ${shown}`).toBeLessThan(500);
    expect(res.status, shown).toBeGreaterThanOrEqual(400);
    if (status !== undefined) expect(res.status, shown).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = JSON.parse(text) as ApiErrorBody;
    expect(typeof body.message).toBe('string');
    expect(body.message.trim().length).toBeGreaterThan(0);
    return body;
  }

  /** What a refused write must leave as it was: the PUT targets' rows and the number of rows. */
  const snapshot = async () => ({
    user: await database
      .db('users')
      .where({ id: target.id })
      .first('username', 'email', 'role', 'password_hash'),
    product: await database
      .db('products')
      .where({ product_code: existing.productCode })
      .first('version', 'product_name'),
    users: await database.db('users').count({ n: '*' }),
    products: await database.db('products').count({ n: '*' }),
    media: await database.db('media').count({ n: '*' }),
    drafts: await database.db('drafts').select('id', 'revision', 'deleted').orderBy('id'),
  });

  /** Sends a request that must be refused: a 4xx with a message, and no row written or changed. */
  async function refused(request: () => Promise<Response>, status?: number): Promise<ApiErrorBody> {
    const before = await snapshot();
    const body = await expectClientError(await request(), status);
    expect(await snapshot()).toEqual(before);
    return body;
  }

  const send = (
    method: string,
    path: string,
    init: { headers?: Record<string, string>; body?: Payload } = {},
  ) => apiClient(app).request(method, path, init);

  // ---------------------------------------------------------------------------------------------------------
  // The endpoints that take a JSON body (products also take the same product as JSON).

  interface JsonTarget {
    label: string;
    method: string;
    path: () => string;
    auth: () => Record<string, string>;
    valid: () => Body;
  }

  const newUser = (): Body => {
    const suffix = unique();
    return {
      username: `u-${suffix}`,
      email: `u-${suffix}@example.com`,
      password: 'long-enough-password',
      role: 'DATA_CURATOR',
    };
  };
  const loginTarget: JsonTarget = {
    label: 'POST /admin/login',
    method: 'POST',
    path: () => '/admin/login',
    auth: () => ({}),
    valid: () => ({ email: target.email, password: target.password }),
  };
  const usersPost: JsonTarget = {
    label: 'POST /api/users',
    method: 'POST',
    path: () => '/api/users',
    auth: () => admin.auth,
    valid: newUser,
  };
  const usersPut: JsonTarget = {
    label: 'PUT /api/users/{id}',
    method: 'PUT',
    path: () => `/api/users/${target.id}`,
    auth: () => admin.auth,
    valid: () => ({ username: target.username, email: target.email, password: '', role: target.role }),
  };
  // Only bad bodies are sent, so the target's password and token never change.
  const mePassword: JsonTarget = {
    label: 'POST /api/me/password',
    method: 'POST',
    path: () => '/api/me/password',
    auth: () => target.auth,
    valid: () => ({ currentPassword: target.password, newPassword: 'a-new-long-password' }),
  };
  const productsPostJson: JsonTarget = {
    label: 'POST /api/products (JSON)',
    method: 'POST',
    path: () => '/api/products',
    auth: () => manager.auth,
    valid: () => productInput() as Body,
  };
  const productsPutJson: JsonTarget = {
    label: 'PUT /api/products/{code} (JSON)',
    method: 'PUT',
    path: () => `/api/products/${existing.productCode}`,
    auth: () => manager.auth,
    valid: () => productInput({ productCode: existing.productCode }) as Body,
  };
  const draftsPut: JsonTarget = {
    label: 'PUT /api/drafts/{id}',
    method: 'PUT',
    path: () => `/api/drafts/${draft.id}`,
    auth: () => manager.auth,
    valid: () => draftPush({ baseRevision: draft.revision }) as unknown as Body,
  };
  const JSON_TARGETS = [
    loginTarget,
    usersPost,
    usersPut,
    mePassword,
    productsPostJson,
    productsPutJson,
    draftsPut,
  ];

  const sendJson = (t: JsonTarget, raw: string, contentType = 'application/json') =>
    send(t.method, t.path(), { headers: { ...t.auth(), 'Content-Type': contentType }, body: raw });

  describe.each(JSON_TARGETS.map((t) => [t.label, t] as const))('%s', (_label, t) => {
    it.each([
      ['malformed JSON ({"email":)', '{"email":'],
      ['a JSON body that is cut short', '{"username": "a", "email": "b@example.com", "pass'],
      ['JSON null', 'null'],
      ['a JSON number', '42'],
      ['a JSON string', '"just a string"'],
      ['a JSON array', '[]'],
      ['an array of the valid body', '[{"email":"a@example.com","password":"secret-password"}]'],
    ])('when the body is %s, then 400', async (_name, raw) => {
      await refused(() => sendJson(t, raw), 400);
    });

    it('when the body is empty, then 400', async () => {
      await refused(() => sendJson(t, ''), 400);
    });

    it.each([
      ['the body', (deep: string) => deep],
      [
        'a field',
        (deep: string) => JSON.stringify({ ...t.valid(), drying: '<deep>' }).replace('"<deep>"', deep),
      ],
    ])('when %s nests 100,000 levels deep, then 400 (never a stack overflow)', async (_where, build) => {
      // Written by hand: JSON.stringify itself would overflow the stack on such a value.
      const raw = build(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
      const body = await refused(() => sendJson(t, raw), 400);
      expect(body.message).toContain('levels deep');
    });

    it('when the JSON body is over 1 MB, then 413', async () => {
      const huge = JSON.stringify({ ...t.valid(), padding: 'x'.repeat(MB + 10) });
      const body = await refused(() => sendJson(t, huge), 413);
      expect(body.code).toBe('PAYLOAD_TOO_LARGE');
    });
  });

  // ---------------------------------------------------------------------------------------------------------
  // Wrong types, unknown fields, 1 MB strings and odd unicode, per schema.

  const LOGIN_CASES: [string, Mutation][] = [
    ['a number as email', set('email', 12345)],
    ['an array as email', set('email', ['a@example.com'])],
    ['an object as email', set('email', { address: 'a@example.com' })],
    ['null as email', set('email', null)],
    ['a number as password', set('password', 12345678)],
    ['an array as password', set('password', ['secret'])],
    ['null as password', set('password', null)],
    ['a 1 MB email', set('email', `${'a'.repeat(MILLION)}@example.com`)],
    ['a 1 MB password', set('password', 'p'.repeat(MILLION))],
    ...UNICODE_BAD_IN_CODES.map(([name, v]): [string, Mutation] => [
      `${name} in the email`,
      set('email', `${v}@example.com`),
    ]),
  ];

  const ME_PASSWORD_CASES: [string, Mutation][] = [
    ['a number as currentPassword', set('currentPassword', 12345678)],
    ['null as currentPassword', set('currentPassword', null)],
    ['an empty currentPassword', set('currentPassword', '')],
    ['an array as newPassword', set('newPassword', ['a-new-long-password'])],
    ['an object as newPassword', set('newPassword', { value: 'a-new-long-password' })],
    ['a short newPassword', set('newPassword', 'short')],
    ['a common newPassword', set('newPassword', 'qwerty123456')],
    ['a 1 MB currentPassword', set('currentPassword', 'p'.repeat(MILLION))],
    ['a 1 MB newPassword', set('newPassword', 'p'.repeat(MILLION))],
    ['an unknown field (userId)', set('userId', 1)],
  ];

  const USER_CASES: [string, Mutation][] = [
    ['a number as username', set('username', 123)],
    ['null as username', set('username', null)],
    ['an array as email', set('email', ['a@example.com'])],
    ['an object as email', set('email', { address: 'a@example.com' })],
    ['a number as password', set('password', 12345678)],
    ['an object as password', set('password', { value: 'long-enough-password' })],
    ['a number as role', set('role', 1)],
    ['an array as role', set('role', ['ADMIN'])],
    ['an unknown role', set('role', 'SUPERUSER')],
    ['an unknown field (isAdmin)', set('isAdmin', true)],
    ['an unknown field (passwordHash)', set('passwordHash', '$argon2id$v=19$m=1,t=1,p=1$x$y')],
    ['a 1 MB username', set('username', 'u'.repeat(MILLION))],
    ['a 1 MB email', set('email', `${'a'.repeat(MILLION)}@example.com`)],
    ['a 1 MB password', set('password', 'p'.repeat(MILLION))],
    ...UNICODE_BAD_IN_TEXT.map(([name, v]): [string, Mutation] => [
      `${name} in the username`,
      set('username', v),
    ]),
    ...UNICODE_BAD_IN_CODES.map(([name, v]): [string, Mutation] => [
      `${name} in the email`,
      set('email', `${v}@example.com`),
    ]),
  ];

  const PRODUCT_CASES: [string, Mutation][] = [
    ['a number as productName', set('productName', 123)],
    ['null as productName', set('productName', null)],
    ['an array as productCode', set('productCode', ['X'])],
    ['an object as productCode', set('productCode', { code: 'X' })],
    ['an object as productDescription', set('productDescription', { text: 'x' })],
    ['a string as a boolean flag (toxicity)', set('toxicity', 'yes')],
    ['a number as a boolean flag (broadSpectrum)', set('broadSpectrum', 1)],
    ['null as a boolean flag (stability)', set('stability', null)],
    ['a string where an array is expected (actives)', set('actives', 'Vitamin C 5%')],
    ['a string where an array is expected (ingredients)', set('ingredients', 'Guava leaf')],
    ['an object where an array is expected (processes)', set('processes', { processCode: 'P' })],
    ['null as ingredients', set('ingredients', null)],
    ['null inside the ingredients', set('ingredients', [null])],
    ['a number as an ingredient name', set('ingredients.0.commonName', 5)],
    ['a number inside a row (actives.0.assay)', set('actives.0.assay', 5)],
    ['a number as bannerImage', set('bannerImage', 5)],
    ['a file path as bannerImage', set('bannerImage', '/etc/passwd')],
    ['a string as version', set('version', 'one')],
    ['an unknown field', set('isPublished', true)],
    ['an unknown field in an ingredient', set('ingredients.0.secret', 'x')],
    ['an unknown field in a process', set('processes.0.secret', 'x')],
    ['an unknown field in a row (actives)', set('actives.0.secret', 'x')],
    ['a 1 MB productName', set('productName', 'n'.repeat(MILLION))],
    ['a 1 MB productCode', set('productCode', 'C'.repeat(MILLION))],
    ['a 1 MB productDescription', set('productDescription', 'd'.repeat(MILLION))],
    ['a 1 MB ingredient name', set('ingredients.0.commonName', 'g'.repeat(MILLION))],
    ...UNICODE_BAD_IN_CODES.flatMap(([name, v]): [string, Mutation][] => [
      [`${name} in the productCode`, set('productCode', v)],
      [`${name} in an ingredientCode`, set('ingredients.0.ingredientCode', v)],
      [`${name} in a processCode`, set('processes.0.processCode', v)],
    ]),
    ...UNICODE_BAD_IN_TEXT.flatMap(([name, v]): [string, Mutation][] => [
      [`${name} in the productName`, set('productName', v)],
      [`${name} in an ingredient name`, set('ingredients.0.commonName', v)],
      [`${name} in the productDescription`, set('productDescription', v)],
    ]),
  ];

  const DRAFT_CASES: [string, Mutation][] = [
    ['a string as baseRevision', set('baseRevision', '1')],
    ['an object as changeId', set('changeId', { id: 'x' })],
    ['a string as draft', set('draft', 'draft')],
    ['a number as mode', set('draft.mode', 1)],
    ['a string as step', set('draft.step', '2')],
    ['a string as data', set('draft.data', '{}')],
    ['a file path as bannerImage', set('draft.bannerImage', '../../etc/passwd')],
    ['an unknown field', set('ownerId', 1)],
    ['an unknown field in the draft', set('draft.deleted', true)],
    ['a 1 MB productName', set('draft.productName', 'n'.repeat(MILLION))],
    ...UNICODE_BAD_IN_TEXT.flatMap(([name, v]): [string, Mutation][] => [
      [`${name} in the productName`, set('draft.productName', v)],
      [`${name} in the data`, set('draft.data', () => ({ productDescription: v() }))],
    ]),
  ];

  const productsPostMultipart: JsonTarget = { ...productsPostJson, label: 'POST /api/products (multipart)' };
  const productsPutMultipart: JsonTarget = {
    ...productsPutJson,
    label: 'PUT /api/products/{code} (multipart)',
  };
  const sendBody = (t: JsonTarget, body: unknown) =>
    t === productsPostMultipart || t === productsPutMultipart
      ? send(t.method, t.path(), { headers: t.auth(), body: productForm(body) })
      : sendJson(t, JSON.stringify(body));

  const SCHEMA_CASES: [string, JsonTarget, [string, Mutation][]][] = [
    [loginTarget.label, loginTarget, LOGIN_CASES],
    [usersPost.label, usersPost, USER_CASES],
    [usersPut.label, usersPut, USER_CASES],
    [mePassword.label, mePassword, ME_PASSWORD_CASES],
    [productsPostJson.label, productsPostJson, PRODUCT_CASES],
    [productsPutJson.label, productsPutJson, PRODUCT_CASES],
    [productsPostMultipart.label, productsPostMultipart, PRODUCT_CASES],
    [productsPutMultipart.label, productsPutMultipart, PRODUCT_CASES],
    [draftsPut.label, draftsPut, DRAFT_CASES],
  ];

  describe.each(SCHEMA_CASES)('%s', (_label, t, cases) => {
    it.each(cases)('when the body has %s, then 400 and nothing is written', async (_name, mutate) => {
      const body = await refused(() => sendBody(t, mutate(t.valid())), 400);
      expect(['VALIDATION', 'BAD_REQUEST']).toContain(body.code);
    });
  });

  // ---------------------------------------------------------------------------------------------------------
  // Unicode that is valid text round-trips unchanged.

  describe.each(UNICODE_NAMES)('a product name with %s', (_name, name) => {
    it('when it is saved, then 201 and every read returns the same string', async () => {
      const input = productInput({ productName: name });
      input.ingredients[0]!.commonName = name;
      const created = await send('POST', '/api/products', {
        headers: manager.auth,
        body: productForm(input),
      });
      expect(created.status).toBe(201);
      expect(((await created.json()) as Product).productName).toBe(name);
      for (const headers of [manager.auth, {}]) {
        const read = await send('GET', `/api/products/${input.productCode}`, { headers });
        expect(read.status).toBe(200);
        const product = (await read.json()) as Product;
        expect(product.productName).toBe(name);
        expect(product.ingredients[0]!.commonName).toBe(name);
      }
    });
  });

  it('when a user name holds emoji and right-to-left text, then 200 and the list returns it unchanged', async () => {
    const username = `🌿 مستخدم ${unique()}`;
    const res = await sendJson(usersPost, JSON.stringify({ ...newUser(), username }));
    expect(res.status).toBe(200);
    const list = (await (await send('GET', '/api/users', { headers: admin.auth })).json()) as {
      username: string;
    }[];
    expect(list.map((u) => u.username)).toContain(username);
  });

  // ---------------------------------------------------------------------------------------------------------
  // Codes and ids in the path.

  /** Sends the path as written: fetch would resolve `../` before it leaves the client. */
  function rawRequest(
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<Response> {
    const { hostname, port } = new URL(app.url);
    return new Promise((resolve, reject) => {
      const req = http.request({ host: hostname, port, method, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve(
            new Response(Buffer.concat(chunks), {
              status: res.statusCode!,
              headers: res.headers as Record<string, string>,
            }),
          ),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  const PATH_TARGETS: [string, (code: string) => Promise<Response>][] = [
    ['GET /api/products/{code} (anonymous)', (code) => rawRequest('GET', `/api/products/${code}`, {})],
    ['GET /api/products/{code} (staff)', (code) => rawRequest('GET', `/api/products/${code}`, manager.auth)],
    [
      'PUT /api/products/{code}',
      (code) =>
        rawRequest(
          'PUT',
          `/api/products/${code}`,
          { ...manager.auth, 'Content-Type': 'application/json' },
          JSON.stringify(productInput()),
        ),
    ],
    ['DELETE /api/products/{code}', (code) => rawRequest('DELETE', `/api/products/${code}`, admin.auth)],
  ];
  const ID_TARGETS: [string, (id: string) => Promise<Response>][] = [
    [
      'PUT /api/users/{id}',
      (id) =>
        rawRequest(
          'PUT',
          `/api/users/${id}`,
          { ...admin.auth, 'Content-Type': 'application/json' },
          JSON.stringify(newUser()),
        ),
    ],
    ['DELETE /api/users/{id}', (id) => rawRequest('DELETE', `/api/users/${id}`, admin.auth)],
  ];

  const DRAFT_ID_TARGETS: [string, (id: string) => Promise<Response>][] = [
    ['GET /api/drafts/{id}', (id) => rawRequest('GET', `/api/drafts/${id}`, manager.auth)],
    [
      'PUT /api/drafts/{id}',
      (id) =>
        rawRequest(
          'PUT',
          `/api/drafts/${id}`,
          { ...manager.auth, 'Content-Type': 'application/json' },
          JSON.stringify(draftPush()),
        ),
    ],
    ['DELETE /api/drafts/{id}', (id) => rawRequest('DELETE', `/api/drafts/${id}`, manager.auth)],
  ];

  describe.each(DRAFT_ID_TARGETS)('%s', (_label, call) => {
    // `../x` as written matches no route (404); every other odd id reaches the route and is not a UUID (400).
    it.each(BAD_IDS)('when the id is %s, then 4xx and nothing is written', async (_name, id) => {
      await refused(() => call(id));
    });
  });

  describe.each(PATH_TARGETS)('%s', (_label, call) => {
    it.each(BAD_CODES)('when the code is %s, then 404 and nothing is written', async (_name, code) => {
      await refused(() => call(code), 404);
    });
  });
  describe.each(ID_TARGETS)('%s', (_label, call) => {
    it.each(BAD_IDS)('when the id is %s, then 404 and nothing is written', async (_name, id) => {
      await refused(() => call(id), 404);
    });
  });

  // ---------------------------------------------------------------------------------------------------------
  // The multipart body of POST and PUT /api/products.

  const PRODUCT_WRITES: [string, string, () => string][] = [
    ['POST /api/products', 'POST', () => '/api/products'],
    ['PUT /api/products/{code}', 'PUT', () => `/api/products/${existing.productCode}`],
  ];
  const validFor = (method: string): ProductInput =>
    method === 'PUT' ? productInput({ productCode: existing.productCode }) : productInput();
  const bigFile = () => {
    // A PNG signature followed by filler: the size limit must answer before any decoding.
    const bytes = Buffer.alloc(6 * MB, 0x41);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
    return new Blob([bytes], { type: 'image/png' });
  };

  describe.each(PRODUCT_WRITES)('%s (multipart)', (_label, method, path) => {
    const post = (body: FormData | string, headers: Record<string, string> = {}) =>
      send(method, path(), { headers: { ...manager.auth, ...headers }, body });

    it.each<[string, (method: string) => FormData | Promise<FormData>]>([
      ['the form is empty', () => new FormData()],
      [
        'only a bannerImage is sent',
        async () => {
          const form = new FormData();
          form.append('bannerImage', new Blob([await pngImage()], { type: 'image/png' }), 'b.png');
          return form;
        },
      ],
      [
        "the part is named 'products'",
        (m) => {
          const form = new FormData();
          form.append('products', JSON.stringify(validFor(m)));
          return form;
        },
      ],
    ])("when %s (no 'product' part), then 400", async (_name, makeForm) => {
      const form = await makeForm(method);
      await refused(() => post(form), 400);
    });

    it.each<[string, (method: string) => FormData]>([
      [
        "the 'product' file part is typed image/png",
        (m) => {
          const form = new FormData();
          form.append('product', new Blob([JSON.stringify(validFor(m))], { type: 'image/png' }), 'p.png');
          return form;
        },
      ],
      [
        "the 'product' part comes twice, as a field and as a file",
        (m) => {
          const form = productForm(validFor(m));
          form.append(
            'product',
            new Blob([JSON.stringify(validFor(m))], { type: 'application/json' }),
            'p.json',
          );
          return form;
        },
      ],
      [
        "the 'product' file part holds plain text",
        () => {
          const form = new FormData();
          form.append('product', new Blob(['not json'], { type: 'application/json' }), 'p.json');
          return form;
        },
      ],
    ])('when %s, then 400', async (_name, makeForm) => {
      await refused(() => post(makeForm(method)), 400);
    });

    it("when the 'product' file part is over 1 MB, then 413", async () => {
      const part = JSON.stringify({ ...validFor(method), padding: 'x'.repeat(MB + 10) });
      const form = new FormData();
      form.append('product', new Blob([part], { type: 'application/json' }), 'p.json');
      await refused(() => post(form), 413);
    });

    it.each([
      ['plain text', 'not json'],
      ['cut-short JSON', '{"productCode":'],
      ['JSON null', 'null'],
      ['a JSON array', '[]'],
      ['a JSON string', '"a product"'],
      ['an empty string', ''],
    ])("when the 'product' part is %s, then 400", async (_name, part) => {
      await refused(() => post(productForm(part)), 400);
    });

    it("when the 'product' part is over 1 MB, then 413", async () => {
      const part = JSON.stringify({ ...validFor(method), padding: 'x'.repeat(MB + 10) });
      await refused(() => post(productForm(part)), 413);
    });

    it('when the bannerImage is a 6 MB file, then 413', async () => {
      const form = productForm(validFor(method));
      form.append('bannerImage', bigFile(), 'big.png');
      await refused(() => post(form), 413);
    });

    it('when the bannerImage is an SVG, then 415', async () => {
      const form = productForm(validFor(method));
      form.append('bannerImage', new Blob([SVG_IMAGE], { type: 'image/svg+xml' }), 'x.svg');
      await refused(() => post(form), 415);
    });

    it("when a file comes under another name ('file'), then 400", async () => {
      const form = productForm(validFor(method));
      form.append('file', new Blob([await pngImage()], { type: 'image/png' }), 'b.png');
      await refused(() => post(form), 400);
    });

    it('when there is no body and no Content-Type, then 400', async () => {
      await refused(() => send(method, path(), { headers: manager.auth }), 400);
    });
  });

  // ---------------------------------------------------------------------------------------------------------
  // The wrong Content-Type.

  it.each<[string, string, () => Record<string, string>, () => Body]>([
    ['POST /api/products', '/api/products', () => manager.auth, () => productInput() as Body],
    [
      'POST /admin/login',
      '/admin/login',
      () => ({}),
      () => ({ email: target.email, password: target.password }),
    ],
  ])('when %s is sent as text/plain, then 415', async (_label, path, auth, valid) => {
    const request = () =>
      send('POST', path, {
        headers: { ...auth(), 'Content-Type': 'text/plain' },
        body: JSON.stringify(valid()),
      });
    const body = await refused(request, 415);
    expect(body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  // ---------------------------------------------------------------------------------------------------------
  // POST /api/media.

  describe('POST /api/media', () => {
    const upload = (body?: Payload, headers: Record<string, string> = {}) =>
      send('POST', '/api/media', { headers: { ...manager.auth, ...headers }, body });
    const formWith = (name: string, blob: Blob | string, filename = 'f.png') => {
      const form = new FormData();
      if (typeof blob === 'string') form.append(name, blob);
      else form.append(name, blob, filename);
      return form;
    };

    it('when the file is 6 MB, then 413', async () => {
      const body = await refused(() => upload(formWith('file', bigFile())), 413);
      expect(body.code).toBe('PAYLOAD_TOO_LARGE');
    });

    it.each<[string, () => Promise<Payload>, Record<string, string>]>([
      ['there is no body', async () => undefined, {}],
      ['the form is empty', async () => new FormData(), {}],
      [
        "the file comes as 'bannerImage'",
        async () => formWith('bannerImage', new Blob([await pngImage()], { type: 'image/png' })),
        {},
      ],
      ["'file' is a text field, not a file", async () => formWith('file', 'not a file'), {}],
      ['the body is malformed JSON', async () => '{"email":', { 'Content-Type': 'application/json' }],
    ])('when %s, then 400', async (_name, body, headers) => {
      const init = await body();
      await refused(() => upload(init, headers), 400);
    });

    it.each<[string, Blob]>([
      ['an SVG', new Blob([SVG_IMAGE], { type: 'image/svg+xml' })],
      ['a text file called .png', new Blob(['hello'], { type: 'image/png' })],
      ['an empty file', new Blob([], { type: 'image/png' })],
    ])('when the file is %s, then 415', async (_name, blob) => {
      await refused(() => upload(formWith('file', blob)), 415);
    });
  });
});
