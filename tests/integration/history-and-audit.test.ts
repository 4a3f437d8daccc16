// Product history and the audit log (issue #15 §1–2): every write keeps a version with who, when and from
// which draft or client; any two can be compared and one restored (If-Match checked, roles as for PUT; a
// deleted product by the roles that may delete); the ADMIN's audit log records users, products and refused
// sign-ins with the address they came from.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../setup/use-test-app.ts';
import { useUsers } from '../setup/use-users.ts';
import type { AuditPage } from '../../shared/audit.ts';
import type { HistoryVersion, ProductHistory } from '../../shared/history.ts';
import { productInputSchema, type Product } from '../../shared/product.ts';
import { createProductsRepository } from '../../server/modules/products/repository.ts';
import { productInput } from '../factories/products.ts';
import type { TestUser } from '../factories/users.ts';
import { apiClient } from '../setup/api-client.ts';

describe('product history and the audit log', () => {
  const { database, app } = useTestApp({ auth: { throttle: { perEmailAddress: 2 } } });
  const { admin, manager, curator } = useUsers(database, {
    admin: 'ADMIN',
    manager: 'PRODUCT_MANAGER',
    curator: 'DATA_CURATOR',
  });

  async function call(
    user: TestUser | undefined,
    method: string,
    path: string,
    body?: unknown,
    headers = {},
  ) {
    const res = await apiClient(app, user).request(method, path, {
      json: body,
      headers: { 'User-Agent': 'history-test/1.0', ...headers },
    });
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
  }
  const history = async (code: string, user: TestUser = curator) =>
    (await call(user, 'GET', `/api/products/${code}/history`)).body as ProductHistory;

  it('when a product is created, changed twice and read back, then each write is a version with its author, client and record', async () => {
    const input = productInput({ productCode: 'HIST-1', productDescription: 'first' });
    expect((await call(manager, 'POST', '/api/products', input)).status).toBe(201);
    const v1 = (await call(curator, 'GET', '/api/products/HIST-1')).body as Product;
    expect(
      (await call(curator, 'PUT', '/api/products/HIST-1', { ...v1, productDescription: 'second' })).status,
    ).toBe(200);
    const v2 = (await call(curator, 'GET', '/api/products/HIST-1')).body as Product;
    expect(
      (await call(admin, 'PUT', '/api/products/HIST-1', { ...v2, productDescription: 'third' })).status,
    ).toBe(200);

    const listed = await history('HIST-1');
    expect(listed.current).toBe(true);
    expect(listed.entries.map((e) => [e.seq, e.action, e.actor.username])).toEqual([
      [3, 'changed', admin.username],
      [2, 'changed', curator.username],
      [1, 'created', manager.username],
    ]);
    expect(listed.entries[0]!.client).toBe('history-test/1.0');
    expect(Date.parse(listed.entries[0]!.at)).toBeGreaterThan(Date.now() - 60_000);

    const second = (await call(curator, 'GET', '/api/products/HIST-1/history/2')).body as HistoryVersion;
    expect(second.record.productDescription).toBe('second');
    expect(second.productVersion).toBe(v2.version);
  });

  it('when a product written before history was kept is changed, then its earlier content is version 1', async () => {
    // As the seed writes: straight into the table, no history.
    await createProductsRepository(database.db).insert(
      productInputSchema.parse(productInput({ productCode: 'HIST-OLD', productDescription: 'seeded' })),
      null,
      null,
    );
    const seeded = (await call(curator, 'GET', '/api/products/HIST-OLD')).body as Product;
    expect(
      (await call(curator, 'PUT', '/api/products/HIST-OLD', { ...seeded, productDescription: 'edited' }))
        .status,
    ).toBe(200);
    const listed = await history('HIST-OLD');
    expect(listed.entries.map((e) => [e.seq, e.action, e.actor.username])).toEqual([
      [2, 'changed', curator.username],
      [1, 'created', 'before history'],
    ]);
    expect(listed.entries[1]!.at).toBe(seeded.updatedAt);
    const first = (await call(curator, 'GET', '/api/products/HIST-OLD/history/1')).body as HistoryVersion;
    expect(first.record.productDescription).toBe('seeded');
  });

  it('when history is asked for without a staff token, or for a version that does not exist, then 401 and 404 with messages', async () => {
    const anonymous = await call(undefined, 'GET', '/api/products/HIST-1/history');
    expect(anonymous.status).toBe(401);
    const missing = await call(curator, 'GET', '/api/products/HIST-1/history/99');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: 'This product has no such version.' });
    const odd = await call(curator, 'GET', '/api/products/HIST-1/history/abc');
    expect(odd.status).toBe(404);
    expect((await call(curator, 'GET', '/api/products/NEVER-WAS/history')).status).toBe(404);
  });

  it('when a version is restored with a stale If-Match, then 409 and nothing changes; with the current one, a new version holds its content', async () => {
    const current = (await call(curator, 'GET', '/api/products/HIST-1')).body as Product;
    const stale = await call(curator, 'POST', '/api/products/HIST-1/history/1/restore', undefined, {
      'If-Match': `"${current.version - 1}"`,
    });
    expect(stale.status).toBe(409);
    expect((await history('HIST-1')).entries).toHaveLength(3);

    const restored = await call(curator, 'POST', '/api/products/HIST-1/history/1/restore', undefined, {
      'If-Match': `"${current.version}"`,
    });
    expect(restored.status).toBe(200);
    expect(restored.headers.get('ETag')).toBe(`"${current.version + 1}"`);
    expect((restored.body as Product).productDescription).toBe('first');
    const [latest] = (await history('HIST-1')).entries;
    expect(latest).toMatchObject({
      seq: 4,
      action: 'restored',
      restoredFrom: 1,
      actor: { username: curator.username },
    });
  });

  it('when a product is deleted, then its history stays; a DATA_CURATOR may not bring it back, a PRODUCT_MANAGER may', async () => {
    expect(
      (await call(manager, 'POST', '/api/products', productInput({ productCode: 'HIST-2' }))).status,
    ).toBe(201);
    expect((await call(manager, 'DELETE', '/api/products/HIST-2')).status).toBe(200);
    const kept = await history('HIST-2');
    expect(kept.current).toBe(false);
    expect(kept.entries.map((e) => e.action)).toEqual(['deleted', 'created']);

    const refused = await call(curator, 'POST', '/api/products/HIST-2/history/1/restore');
    expect(refused.status).toBe(403);
    expect((await call(curator, 'GET', '/api/products/HIST-2')).status).toBe(404);

    const back = await call(manager, 'POST', '/api/products/HIST-2/history/1/restore');
    expect(back.status).toBe(200);
    expect((await call(curator, 'GET', '/api/products/HIST-2')).status).toBe(200);
    expect((await history('HIST-2')).entries.map((e) => e.action)).toEqual([
      'restored',
      'deleted',
      'created',
    ]);
  });

  it('when users and products change and sign-ins are refused, then the ADMIN’s audit log says who, what, when and from where', async () => {
    const created = await call(admin, 'POST', '/api/users', {
      username: 'audited-person',
      email: 'audited@example.com',
      password: 'a-long-enough-password-42',
      role: 'DATA_CURATOR',
    });
    expect(created.status).toBe(200);
    const id = (created.body as { id: number }).id;
    expect(
      (
        await call(admin, 'PUT', `/api/users/${id}`, {
          username: 'audited-person',
          email: 'audited@example.com',
          password: '',
          role: 'PRODUCT_MANAGER',
        })
      ).status,
    ).toBe(200);
    expect((await call(admin, 'DELETE', `/api/users/${id}`)).status).toBe(200);
    // Three wrong passwords for one email from one address: the third is refused by the throttle.
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (
          await call(undefined, 'POST', '/admin/login', {
            email: 'nobody@example.com',
            password: 'wrong-password',
          })
        ).status,
      );
    }
    expect(statuses.at(-1)).toBe(429);

    const page = (await call(admin, 'GET', '/api/audit')).body as AuditPage;
    const kinds = page.events.map((e) => `${e.kind} ${e.subject}`);
    for (const line of [
      'user.created audited-person',
      'user.role-changed audited-person',
      'user.deleted audited-person',
      'sign-in.throttled nobody@example.com',
      'product.created HIST-1',
      'product.changed HIST-1',
      'product.restored HIST-1',
      'product.deleted HIST-2',
      'product.restored HIST-2',
    ])
      expect(kinds).toContain(line);
    const roleChange = page.events.find((e) => e.kind === 'user.role-changed')!;
    expect(roleChange.actor.username).toBe(admin.username);
    expect(roleChange.details).toEqual({ from: 'DATA_CURATOR', to: 'PRODUCT_MANAGER' });
    expect(roleChange.ip).toMatch(/127\.0\.0\.1/);
    const change = page.events.find(
      (e) => e.kind === 'product.changed' && e.actor.username === admin.username,
    )!;
    expect(change.details.fields).toEqual(['productDescription']);
    // Refused sign-ins are one line per minute, however many.
    expect(page.events.filter((e) => e.kind === 'sign-in.throttled')).toHaveLength(1);
  });

  it('when the audit log is filtered by person, kind and date, then only those events come back; bad filters are 400s', async () => {
    const byKind = (await call(admin, 'GET', '/api/audit?kind=product.deleted')).body as AuditPage;
    expect(byKind.events.map((e) => e.subject)).toEqual(['HIST-2']);
    const byPerson = (await call(admin, 'GET', `/api/audit?person=${curator.username.toUpperCase()}`))
      .body as AuditPage;
    expect(byPerson.events.length).toBeGreaterThan(0);
    expect(byPerson.events.every((e) => e.actor.username === curator.username)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const byDay = (await call(admin, 'GET', `/api/audit?from=${today}&to=${today}`)).body as AuditPage;
    expect(byDay.events.length).toBeGreaterThan(5);
    const past = (await call(admin, 'GET', '/api/audit?to=2020-01-01')).body as AuditPage;
    expect(past.events).toEqual([]);
    for (const bad of ['kind=nope', 'from=yesterday', 'before=-1', 'from=2026-02-01&to=2026-01-01']) {
      const res = await call(admin, 'GET', `/api/audit?${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body).toHaveProperty('message');
    }
  });

  it('when someone other than an ADMIN asks for the audit log, then 403', async () => {
    expect((await call(manager, 'GET', '/api/audit')).status).toBe(403);
    expect((await call(undefined, 'GET', '/api/audit')).status).toBe(401);
  });
});
