// A product write that names the caller's draft (`Draft-Id`) discards that draft in the same transaction:
// gone on success (a tombstone pulls show), kept on any refusal, and never someone else's.
import { beforeAll, describe, expect, it } from 'vitest';
import type { DraftPull, ServerDraft } from '../../shared/draft.ts';
import type { Product } from '../../shared/product.ts';
import { draftPush, draftsClient, newDraftId, type DraftsClient } from '../factories/drafts.ts';
import { pngImage } from '../factories/images.ts';
import { productForm, productInput } from '../factories/products.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { apiClient, idempotencyKey } from '../setup/api-client.ts';
import { useTestApp } from '../setup/use-test-app.ts';

describe('POST and PUT /api/products with Draft-Id', () => {
  const { database, app } = useTestApp();
  let me: TestUser;
  let mine: DraftsClient;
  let theirs: DraftsClient;

  beforeAll(async () => {
    me = await createUser(database.db, { role: 'DATA_CURATOR' });
    mine = draftsClient(app, me);
    theirs = draftsClient(app, await createUser(database.db, { role: 'PRODUCT_MANAGER' }));
  });

  const post = (body: FormData | string, headers: Record<string, string>, user = me) =>
    apiClient(app, user).post('/api/products', {
      headers: { ...(typeof body === 'string' ? { 'Content-Type': 'application/json' } : {}), ...headers },
      body,
    });
  const put = (code: string, body: FormData, headers: Record<string, string>, user = me) =>
    apiClient(app, user).put(`/api/products/${code}`, { headers, body });

  async function pushed(client = mine): Promise<ServerDraft> {
    const res = await client.push(newDraftId(), draftPush());
    expect(res.status).toBe(201);
    return (await res.json()) as ServerDraft;
  }
  async function pulled(client: typeof mine, since: number): Promise<ServerDraft[]> {
    const res = await client.pull(since);
    expect(res.status).toBe(200);
    return ((await res.json()) as DraftPull).drafts;
  }
  /** The draft is still there, exactly as it was, and no change to it was pulled since. */
  async function expectIntact(client: typeof mine, draft: ServerDraft): Promise<void> {
    const read = await client.get(draft.id);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual(draft);
    expect((await pulled(client, draft.revision)).map((d) => d.id)).not.toContain(draft.id);
  }

  it('when a product is created with the id of my draft, then 201 and the draft is gone: GET 404 and a pull shows its tombstone', async () => {
    const draft = await pushed();
    const input = productInput();
    const res = await post(productForm(input, { bytes: await pngImage(), type: 'image/png' }), {
      'Draft-Id': draft.id.toUpperCase(),
    });
    expect(res.status).toBe(201);
    expect((await res.json()) as Product).toMatchObject({ productCode: input.productCode });
    expect((await mine.get(draft.id)).status).toBe(404);
    const changes = await pulled(mine, draft.revision);
    expect(changes).toEqual([
      expect.objectContaining({
        id: draft.id,
        deleted: true,
        data: {},
        changeId: expect.stringMatching(/^delete:/),
      }),
    ]);
  });

  it('when a product is updated with the id of my draft, then 200 and the draft is gone', async () => {
    const input = productInput();
    expect((await post(JSON.stringify(input), {})).status).toBe(201);
    const draft = await pushed();
    const res = await put(input.productCode, productForm({ ...input, productName: 'Renamed' }), {
      'Draft-Id': draft.id,
      'If-Match': '"1"',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ productName: 'Renamed', version: 2 });
    expect((await mine.get(draft.id)).status).toBe(404);
    expect(await pulled(mine, draft.revision)).toEqual([
      expect.objectContaining({ id: draft.id, deleted: true }),
    ]);
  });

  it('when the product write is refused (duplicate code 409, invalid 400, stale If-Match 409), then my draft stays as it was', async () => {
    const draft = await pushed();
    const input = productInput();
    expect((await post(JSON.stringify(input), {})).status).toBe(201);

    const duplicate = await post(JSON.stringify(input), { 'Draft-Id': draft.id });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toMatchObject({ message: expect.stringContaining('already exists') });

    const invalid = await post(JSON.stringify({ ...productInput(), productName: '' }), {
      'Draft-Id': draft.id,
    });
    expect(invalid.status).toBe(400);

    const stale = await put(input.productCode, productForm(input), {
      'Draft-Id': draft.id,
      'If-Match': '"7"',
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: 'VERSION_CONFLICT' });

    await expectIntact(mine, draft);
  });

  it("when the write names another user's draft, then it succeeds and their draft is untouched", async () => {
    const theirDraft = await pushed(theirs);
    const res = await post(JSON.stringify(productInput()), { 'Draft-Id': theirDraft.id });
    expect(res.status).toBe(201);
    await expectIntact(theirs, theirDraft);
  });

  it('when the write names an unknown or already discarded draft, then it succeeds and nothing new is pulled', async () => {
    const draft = await pushed();
    const gone = (await (await mine.remove(draft.id)).json()) as { revision: number };
    expect((await post(JSON.stringify(productInput()), { 'Draft-Id': newDraftId() })).status).toBe(201);
    expect((await post(JSON.stringify(productInput()), { 'Draft-Id': draft.id })).status).toBe(201);
    expect(await pulled(mine, gone.revision)).toEqual([]);
  });

  it('when Draft-Id is not a UUID, then 400 with a JSON message and no product is made', async () => {
    const input = productInput();
    for (const bad of ['not-a-uuid', '1234', `${newDraftId()}x`]) {
      const res = await post(JSON.stringify(input), { 'Draft-Id': bad });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        message: 'Draft-Id must be the id of one of your drafts (a UUID).',
      });
    }
    expect((await apiClient(app, me).get(`/api/products/${input.productCode}`)).status).toBe(404);
  });

  it('when a submission with Draft-Id is replayed with its Idempotency-Key, then the stored answer comes back and the draft stays gone; the key with another draft id is 422', async () => {
    const draft = await pushed();
    const input = productInput();
    const headers = { ...idempotencyKey(`submit-${draft.id}`), 'Draft-Id': draft.id };
    const first = await post(productForm(input), headers);
    expect(first.status).toBe(201);
    const created = (await first.json()) as Product;
    const tombstone = (await pulled(mine, draft.revision))[0]!;
    expect(tombstone).toMatchObject({ id: draft.id, deleted: true });

    const again = await post(productForm(input), headers);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(created);
    expect(await pulled(mine, tombstone.revision)).toEqual([]);

    const otherDraft = await post(productForm(input), { ...headers, 'Draft-Id': newDraftId() });
    expect(otherDraft.status).toBe(422);
  });

  it('when a write without Draft-Id is replayed, then it replays as before', async () => {
    const input = productInput();
    const headers = idempotencyKey(`plain-${input.productCode}`);
    expect((await post(JSON.stringify(input), headers)).status).toBe(201);
    const again = await post(JSON.stringify(input), headers);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });
});
