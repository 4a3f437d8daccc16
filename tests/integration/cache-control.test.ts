// Every authenticated API answer is `Cache-Control: no-store` (issue #12 §6): success, error and not-found
// alike, and the sign-in answer that carries a token; public answers keep their own caching.
import { beforeAll, describe, expect, it } from 'vitest';
import { productForm, productInput } from '../factories/products.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { apiClient } from '../setup/api-client.ts';
import { useTestApp } from '../setup/use-test-app.ts';

describe('Cache-Control on authenticated answers', () => {
  const { database, app } = useTestApp();
  let admin: TestUser;
  let code: string;

  beforeAll(async () => {
    admin = await createUser(database.db, { role: 'ADMIN' });
    const product = productInput();
    code = product.productCode;
    const res = await apiClient(app, admin).post('/api/products', { body: productForm(product) });
    expect(res.status).toBe(201);
  });

  const call = (method: string, path: string, headers: Record<string, string>) =>
    apiClient(app).request(method, path, { headers });

  it.each<[string, string, string, number]>([
    ['the staff product list', 'GET', '/api/products', 200],
    ['a product read by staff', 'GET', '/product-code', 200],
    ['the product count', 'GET', '/api/products/count', 200],
    ['the users list', 'GET', '/api/users', 200],
    ['the change feed', 'GET', '/api/sync/products?since=0', 200],
    ['the drafts', 'GET', '/api/drafts?since=0', 200],
    ['a product that does not exist', 'GET', '/api/products/NO-SUCH-CODE', 404],
    ['a bad cursor', 'GET', '/api/sync/products?since=oops', 400],
    ['an unknown API path', 'GET', '/api/nothing-here', 404],
  ])('when staff ask for %s, then the answer is no-store', async (_name, method, path, status) => {
    const res = await call(method, path === '/product-code' ? `/api/products/${code}` : path, admin.auth);
    expect(res.status).toBe(status);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('when a token is refused, then the 401 is no-store too', async () => {
    const res = await call('GET', '/api/products', { Authorization: 'Bearer not-a-token' });
    expect(res.status).toBe(401);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('when someone signs in, then the answer with the token is no-store', async () => {
    const res = await apiClient(app).login(admin.email, admin.password);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('when an anonymous visitor reads a product, then it is revalidated by ETag, not no-store', async () => {
    const res = await call('GET', `/api/products/${code}`, {});
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('etag')).toBeTruthy();
  });
});
