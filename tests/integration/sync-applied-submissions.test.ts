// The products feed says which of a client's own submissions it brings (`awaiting` → `applied`, decision
// 035): a draft submitted with Draft-Id is applied in the page that holds its product as it is now (or its
// deletion), never before; only the writer's own drafts are named; bad lists are answered 400.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../shared/product.ts';
import { SYNC_AWAITING_MAX, SYNC_MESSAGES, type SyncPage } from '../../shared/sync.ts';
import { productInput } from '../factories/products.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { apiClient } from '../setup/api-client.ts';
import { useTestApp } from '../setup/use-test-app.ts';

describe('GET /api/sync/products?awaiting=…', () => {
  const { database, app } = useTestApp();
  let ana: TestUser;
  let bo: TestUser;

  beforeAll(async () => {
    ana = await createUser(database.db, { role: 'PRODUCT_MANAGER' });
    bo = await createUser(database.db, { role: 'PRODUCT_MANAGER' });
  });

  async function pull(since: string, awaiting: string[], { limit, user = ana } = {} as PullOptions) {
    const res = await apiClient(app, user).get(
      `/api/sync/products?since=${since}&awaiting=${awaiting.join(',')}${limit ? `&limit=${limit}` : ''}`,
    );
    return { status: res.status, body: (await res.json()) as SyncPage & { message?: string } };
  }
  interface PullOptions {
    limit?: number;
    user?: TestUser;
  }
  const latest = async () => (await pull('0', [], { limit: 500 })).body.cursor;
  /** Follows the feed from `since` to its end; returns the page (by its items) that named each draft. */
  async function pagesNaming(since: string, awaiting: string[], limit: number) {
    const named = new Map<string, string[]>();
    let cursor = since;
    for (let n = 0; n < 50; n++) {
      const { status, body } = await pull(cursor, awaiting, { limit });
      expect(status).toBe(200);
      const codes = [...body.items.map((p) => (p as Product).productCode), ...body.deleted];
      for (const id of body.applied ?? []) named.set(id, codes);
      cursor = body.cursor;
      if (!body.hasMore) break;
    }
    return named;
  }
  const submit = async (code: string, draftId: string, user = ana) => {
    const res = await apiClient(app, user).post('/api/products', {
      json: productInput({ productCode: code, productName: `Name ${code}` }),
      headers: { 'Draft-Id': draftId },
    });
    expect(res.status).toBe(201);
    return (await res.json()) as Product;
  };

  it('when a draft was submitted, then the page that brings its product names it applied, and a cursor past it too', async () => {
    const since = await latest();
    const draft = randomUUID();
    const never = randomUUID();
    await submit('APPLIED-A', draft);
    const { status, body } = await pull(since, [draft, never]);
    expect(status).toBe(200);
    expect(body.items.map((p) => (p as Product).productCode)).toEqual(['APPLIED-A']);
    expect(body.applied).toEqual([draft]);
    // Asked again from the page's cursor (the answer came, the draft was not dropped yet): still applied.
    expect((await pull(body.cursor, [draft])).body.applied).toEqual([draft]);
    // Without `awaiting` the page is as it always was.
    const plain = await apiClient(app, ana).get(`/api/sync/products?since=${since}`);
    expect(Object.keys((await plain.json()) as object).sort()).toEqual([
      'cursor',
      'deleted',
      'hasMore',
      'items',
    ]);
  });

  it('when the product changed again after the submission, then the draft is named only with the page that holds the product as it is now', async () => {
    const since = await latest();
    const draft = randomUUID();
    const product = await submit('APPLIED-B', draft);
    await submit('APPLIED-C', randomUUID());
    const res = await apiClient(app, bo).put('/api/products/APPLIED-B', {
      json: { ...product, productDescription: 'changed by someone else' },
    });
    expect(res.status).toBe(200);
    // One change per page: APPLIED-C, then APPLIED-B at its newest revision.
    const named = await pagesNaming(since, [draft], 1);
    expect(named.get(draft)).toEqual(['APPLIED-B']);
  });

  it('when the submitted product was deleted since, then the draft is named with the page that holds the deletion', async () => {
    const since = await latest();
    const draft = randomUUID();
    await submit('APPLIED-D', draft);
    expect((await apiClient(app, bo).delete('/api/products/APPLIED-D')).status).toBe(200);
    const named = await pagesNaming(since, [draft], 1);
    expect(named.get(draft)).toEqual(['APPLIED-D']);
  });

  it('when another user asks about a draft they did not submit, then it is not named', async () => {
    const since = await latest();
    const draft = randomUUID();
    await submit('APPLIED-E', draft);
    expect((await pull(since, [draft], { user: bo })).body.applied).toEqual([]);
  });

  it('when awaiting is not a list of draft ids, is too long or is sent to another feed, then 400 says so', async () => {
    const ids = Array.from({ length: SYNC_AWAITING_MAX + 1 }, () => randomUUID());
    for (const awaiting of ['not-a-uuid', `${randomUUID()},,`, ids.join(',')]) {
      const res = await apiClient(app, ana).get(`/api/sync/products?since=0&awaiting=${awaiting}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(SYNC_MESSAGES.badAwaiting);
    }
    const other = await apiClient(app, ana).get(`/api/sync/ingredients?since=0&awaiting=${randomUUID()}`);
    expect(other.status).toBe(400);
    const twice = await apiClient(app, ana).get(
      `/api/sync/products?since=0&awaiting=${randomUUID()}&awaiting=${randomUUID()}`,
    );
    expect(twice.status).toBe(400);
  });
});
