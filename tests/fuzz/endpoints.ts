// Every endpoint of the API (server/app.ts's routers, /api/openapi.json) with arbitraries for its inputs:
// path parameters, query strings, headers and bodies. Shared by tests/integration/fuzz.test.ts and
// bench/fuzz.bench.ts.
import fc from 'fast-check';
import { METHODS } from 'node:http';
import { ROLES, type Role } from '../../shared/roles.ts';
import { draftPush } from '../factories/drafts.ts';
import { productInput } from '../factories/products.ts';
import { anyJsonBody, jsonText, multipartBody, rawBody, type FuzzBody } from './bodies.ts';
import type { FuzzRequest } from './harness.ts';
import { headers } from './headers.ts';
import { fuzzString, pathSegment, queryString } from './strings.ts';
import type { FuzzWorld } from './world.ts';

export interface FuzzEndpoint {
  name: string;
  requests(world: FuzzWorld): fc.Arbitrary<FuzzRequest>;
}

type Body = fc.Arbitrary<FuzzBody | undefined>;

/**
 * For 'other methods on API paths': every method Node's HTTP parser knows (it refuses others itself, 400
 * with no body, before the app), but CONNECT, which Node hands to a 'connect' listener instead of the app,
 * and GET and DELETE, which the other endpoints send with their own inputs.
 */
const OTHER_METHODS = METHODS.filter((m) => !['CONNECT', 'GET', 'DELETE'].includes(m));

interface Inputs {
  body?: Body;
  query?: fc.Arbitrary<string>;
  /** The role the endpoint needs, sent more often than the others. */
  role?: Role;
}

function request(
  world: FuzzWorld,
  method: string,
  path: fc.Arbitrary<string>,
  { body = fc.constant(undefined), query = queryString(), role }: Inputs = {},
): fc.Arbitrary<FuzzRequest> {
  return (
    fc
      .record({ path, query, headers: headers(world, role), body })
      // Node refuses a request line and headers over 16 KB before the app sees them (431, no body).
      .map((r) => ({ method, path: `${r.path}${r.query}`.slice(0, 8000), headers: r.headers, body: r.body }))
  );
}

const fixed = (path: string) => fc.constant(path);
const under = (prefix: string, segment: fc.Arbitrary<string>) => segment.map((s) => `${prefix}/${s}`);

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

const code = fc.stringMatching(/^[A-Z0-9][A-Z0-9-]{0,63}$/);
const productCode = (w: FuzzWorld) => pathSegment(fc.oneof(fc.constantFrom(...w.productCodes), code));
/** User ids, never one of the staff whose tokens the fuzz sends (it would lock itself out). */
const userId = (w: FuzzWorld) =>
  pathSegment(
    fc.oneof(fc.constantFrom(...w.victimIds), fc.integer({ min: 1, max: 2 ** 31 })).map(String),
  ).filter((s) => {
    const id = decoded(s);
    return !(id !== undefined && /^[1-9]\d{0,15}$/.test(id) && w.protectedIds.has(Number(id)));
  });
const draftId = (w: FuzzWorld) =>
  pathSegment(
    fc.oneof(
      fc.constantFrom(...w.draftIds),
      fc.uuid(),
      fc.uuid().map((u) => u.toUpperCase()),
    ),
  );
const mediaName = (w: FuzzWorld) =>
  pathSegment(
    fc.oneof(
      fc.constantFrom(...w.mediaNames),
      fc
        .tuple(
          fc.stringMatching(/^[a-f0-9]{64}$/),
          fc.constantFrom('png', 'jpg', 'webp', 'avif', 'gif', 'svg'),
        )
        .map(([h, e]) => `${h}.${e}`),
      fc.constantFrom(...w.mediaNames).map((n) => n.replace(/\.\w+$/, '.gif')),
    ),
  );

/** A history version number: small ones that exist, and odd ones. */
const historySeq = pathSegment(
  fc.oneof(fc.integer({ min: 1, max: 4 }).map(String), fc.constantFrom('0', '-1', '99999999999999999', 'x')),
);

const unique = fc.stringMatching(/^[a-z0-9]{10}$/);
const userBody = fc.record({
  username: unique.map((s) => `fz-${s}`),
  email: unique.map((s) => `fz-${s}@example.com`),
  password: fc.constantFrom('long-enough-password', ''),
  role: fc.constantFrom(...ROLES),
});
const productBody = (codes: fc.Arbitrary<string>) =>
  fc.tuple(codes, fc.stringMatching(/^[A-F0-9]{6}$/)).map(([c, s]) => {
    const input = productInput({ productCode: c });
    return { ...input, productName: `Fuzz ${s}` };
  });
/** A product write: JSON, or the spec's multipart form (a `product` part and a `bannerImage` file). */
const productWrite = (w: FuzzWorld, codes: fc.Arbitrary<string>): Body =>
  fc.oneof(
    anyJsonBody(productBody(codes)),
    multipartBody({ product: jsonText(productBody(codes)) }, 'bannerImage', w.images),
  );

const ADMIN = 'ADMIN' as const;
const MANAGER = 'PRODUCT_MANAGER' as const;

export const ENDPOINTS: FuzzEndpoint[] = [
  { name: 'GET /api/health', requests: (w) => request(w, 'GET', fixed('/api/health')) },
  { name: 'GET /api/openapi.json', requests: (w) => request(w, 'GET', fixed('/api/openapi.json')) },
  {
    name: 'POST /admin/login',
    requests: (w) => {
      const staff = Object.values(w.staff);
      const valid = fc.record({
        email: fc.constantFrom(...staff.map((s) => s.email), 'nobody@example.com'),
        password: fc.constantFrom(...staff.map((s) => s.password), 'wrong-password'),
      });
      return request(w, 'POST', fixed('/admin/login'), { body: anyJsonBody(valid) });
    },
  },
  {
    name: 'POST /api/me/password',
    // Mostly a wrong current password (so the fuzz's own tokens survive) and new ones of every kind.
    requests: (w) =>
      request(w, 'POST', fixed('/api/me/password'), {
        body: anyJsonBody(
          fc.record({
            currentPassword: fc.oneof(fc.constant('not-the-password'), fuzzString(40)),
            newPassword: fc.oneof(
              fc.constantFrom('short', 'password', 'a-new-long-enough-password'),
              fuzzString(140),
            ),
          }),
        ),
        role: MANAGER,
      }),
  },
  {
    name: 'GET /api/users/count',
    requests: (w) => request(w, 'GET', fixed('/api/users/count'), { role: MANAGER }),
  },
  { name: 'GET /api/users', requests: (w) => request(w, 'GET', fixed('/api/users'), { role: ADMIN }) },
  {
    name: 'POST /api/users',
    requests: (w) => request(w, 'POST', fixed('/api/users'), { body: anyJsonBody(userBody), role: ADMIN }),
  },
  {
    name: 'PUT /api/users/{id}',
    requests: (w) =>
      request(w, 'PUT', under('/api/users', userId(w)), { body: anyJsonBody(userBody), role: ADMIN }),
  },
  {
    name: 'DELETE /api/users/{id}',
    requests: (w) => request(w, 'DELETE', under('/api/users', userId(w)), { role: ADMIN }),
  },
  {
    name: 'GET /api/products/count',
    requests: (w) => request(w, 'GET', fixed('/api/products/count'), { role: MANAGER }),
  },
  {
    name: 'GET /api/products',
    requests: (w) => request(w, 'GET', fixed('/api/products'), { role: MANAGER }),
  },
  {
    name: 'GET /api/products/{code}',
    requests: (w) => request(w, 'GET', under('/api/products', productCode(w))),
  },
  {
    name: 'POST /api/products',
    requests: (w) =>
      request(w, 'POST', fixed('/api/products'), {
        body: productWrite(
          w,
          code.map((c) => `FZ-${c}`),
        ),
        role: MANAGER,
      }),
  },
  {
    name: 'PUT /api/products/{code}',
    // The body's code is the path's most of the time, so valid-looking cases reach the update itself.
    requests: (w) =>
      fc
        .constantFrom(...w.productCodes)
        .chain((c) =>
          request(
            w,
            'PUT',
            fc.oneof(fc.constant(`/api/products/${c}`), under('/api/products', productCode(w))),
            { body: productWrite(w, fc.constant(c)), role: MANAGER },
          ),
        ),
  },
  {
    name: 'DELETE /api/products/{code}',
    requests: (w) => request(w, 'DELETE', under('/api/products', productCode(w)), { role: MANAGER }),
  },
  {
    name: 'GET /api/products/{code}/history',
    requests: (w) =>
      request(
        w,
        'GET',
        productCode(w).map((c) => `/api/products/${c}/history`),
      ),
  },
  {
    name: 'GET /api/products/{code}/history/{version}',
    requests: (w) =>
      request(
        w,
        'GET',
        fc.tuple(productCode(w), historySeq).map(([c, v]) => `/api/products/${c}/history/${v}`),
      ),
  },
  {
    name: 'POST /api/products/{code}/history/{version}/restore',
    requests: (w) =>
      request(
        w,
        'POST',
        fc.tuple(productCode(w), historySeq).map(([c, v]) => `/api/products/${c}/history/${v}/restore`),
        { role: MANAGER },
      ),
  },
  {
    name: 'GET /api/audit',
    requests: (w) =>
      request(w, 'GET', fixed('/api/audit'), {
        role: ADMIN,
        query: fc.oneof(
          queryString(),
          fc
            .record({
              person: fc.constantFrom('', 'fz', 'admin', '%_\\'),
              kind: fc.constantFrom('', 'product.changed', 'user.deleted', 'nope'),
              from: fc.constantFrom('', '2026-01-01', '2026-13-40', 'x'),
              to: fc.constantFrom('', '2030-01-01', '2020-01-01'),
              before: fc.constantFrom('', '1', '99999999', '-3', 'abc'),
            })
            .map((q) => `?${new URLSearchParams(q).toString()}`),
        ),
      }),
  },
  {
    name: 'GET /api/ingredients',
    requests: (w) => request(w, 'GET', fixed('/api/ingredients'), { role: MANAGER }),
  },
  {
    name: 'GET /api/processes',
    requests: (w) => request(w, 'GET', fixed('/api/processes'), { role: MANAGER }),
  },
  {
    name: 'POST /api/media',
    requests: (w) =>
      request(w, 'POST', fixed('/api/media'), {
        body: fc.oneof(
          { weight: 6, arbitrary: multipartBody({}, 'file', w.images) },
          { weight: 2, arbitrary: rawBody },
          { weight: 1, arbitrary: fc.constant(undefined) },
        ),
        role: MANAGER,
      }),
  },
  { name: 'GET /media/{name}', requests: (w) => request(w, 'GET', under('/media', mediaName(w))) },
  {
    name: 'GET /api/drafts',
    requests: (w) =>
      request(w, 'GET', fixed('/api/drafts'), {
        query: fc.oneof(
          fc.nat().map((n) => `?since=${n}`),
          queryString(['since']),
        ),
        role: MANAGER,
      }),
  },
  {
    name: 'GET /api/drafts/{id}',
    requests: (w) => request(w, 'GET', under('/api/drafts', draftId(w)), { role: MANAGER }),
  },
  {
    name: 'PUT /api/drafts/{id}',
    requests: (w) => {
      const valid = fc
        .option(fc.integer({ min: 1, max: 20 }), { nil: null })
        .map((baseRevision) => draftPush({ baseRevision }));
      return request(w, 'PUT', under('/api/drafts', draftId(w)), { body: anyJsonBody(valid), role: MANAGER });
    },
  },
  {
    name: 'DELETE /api/drafts/{id}',
    requests: (w) => request(w, 'DELETE', under('/api/drafts', draftId(w)), { role: MANAGER }),
  },
  {
    name: 'GET /api/sync/{collection}',
    requests: (w) => {
      const collection = pathSegment(
        fc.constantFrom('products', 'ingredients', 'processes', 'users', 'drafts'),
      );
      const number = fc.oneof(fc.integer({ min: -5, max: 2 ** 40 }).map(String), fuzzString(12));
      // Draft ids the caller waits for: real ones (maybe too many), or anything.
      const awaiting = fc.oneof(
        fc.array(fc.uuid(), { maxLength: 120 }).map((ids) => ids.join(',')),
        fuzzString(40),
      );
      const query = fc
        .record(
          { since: fc.option(number), limit: fc.option(number), awaiting: fc.option(awaiting) },
          { requiredKeys: [] },
        )
        .map(({ since, limit, awaiting }) => {
          const params = new URLSearchParams();
          if (since !== undefined && since !== null) params.set('since', since);
          if (limit !== undefined && limit !== null) params.set('limit', limit);
          if (awaiting !== undefined && awaiting !== null) params.set('awaiting', awaiting);
          const text = params.toString();
          return text ? `?${text}` : '';
        });
      return request(w, 'GET', under('/api/sync', collection), {
        query: fc.oneof(query, queryString()),
        role: MANAGER,
      });
    },
  },
  {
    name: 'GET static files and app routes',
    requests: (w) => {
      const known = fc.constantFrom(
        'index.html',
        'sw.js',
        'manifest.webmanifest',
        'logo.svg',
        'assets',
        'app-3f9a1c2e.js',
        'missing.js',
        'Portfolio',
        'product',
        'SBOVZ-B12-TCBL',
        'admin',
        'api',
        'media',
      );
      const path = fc
        .array(pathSegment(known), { minLength: 0, maxLength: 4 })
        .map((segments) => `/${segments.join('/')}`);
      return request(w, 'GET', path);
    },
  },
  {
    name: 'other methods on API paths',
    requests: (w) => {
      const method = fc.constantFrom(...OTHER_METHODS);
      const path = fc.constantFrom(
        '/api/health',
        '/api/openapi.json',
        '/admin/login',
        '/api/users/count',
        '/api/products/count',
        `/api/products/${w.productCodes[0]!}`,
        '/api/ingredients',
        '/api/processes',
        `/media/${w.mediaNames[0]!}`,
        '/api/drafts',
        '/',
        '/Portfolio',
      );
      return fc
        .tuple(method, request(w, 'X', path, { body: anyJsonBody(fc.constant({})) }))
        .map(([m, r]) => ({ ...r, method: m }));
    },
  },
  {
    // Last: a sign-out ends the tokens of the role it was sent as.
    name: 'POST /admin/logout',
    requests: (w) => request(w, 'POST', fixed('/admin/logout'), { body: anyJsonBody(fc.constant({})) }),
  },
];
