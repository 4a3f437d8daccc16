// What /api/drafts does with requests it must refuse (each answers a 4xx with a message, never a 500, and
// writes nothing) and with retried requests under an Idempotency-Key.
import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../setup/use-test-app.ts';
import { DRAFT_DATA_MAX_CHARS, DRAFT_MESSAGES, type ServerDraft } from '../../shared/draft.ts';
import type { ApiErrorBody } from '../../shared/error-codes.ts';
import { draftPush, draftsClient, newDraftId } from '../factories/drafts.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { apiClient, idempotencyKey, ifMatch } from '../setup/api-client.ts';

type Push = ReturnType<typeof draftPush>;
const withDraft = (changes: Record<string, unknown>) => (p: Push) => ({
  ...p,
  draft: { ...p.draft, ...changes },
});
const withData = (data: unknown) => withDraft({ data });

const BAD_PUSHES: [string, (p: Push) => unknown, string?][] = [
  ['an unknown mode', withDraft({ mode: 'copy' }), "mode must be 'add' or 'edit'"],
  ['step 8', withDraft({ step: 8 })],
  ['step 2.5', withDraft({ step: 2.5 })],
  ['a NUL character in a data string', withData({ productDescription: 'Moringa\u0000leaf' })],
  ['a NUL character in a data key', withData({ 'product\u0000Description': 'x' })],
  ['a lone surrogate in a data string', withData({ actives: [{ assay: 'Vitamin \ud83c C' }] })],
  ['a lone surrogate in the productName', withDraft({ productName: 'Moringa \ud800' })],
  [
    'data larger than the limit',
    withData({ text: 'x'.repeat(DRAFT_DATA_MAX_CHARS) }),
    DRAFT_MESSAGES.dataTooLarge,
  ],
  ['data that is an array', withData([1, 2])],
  ['a file path as bannerImage', withDraft({ bannerImage: '/etc/passwd' })],
  ['a media path of another type as bannerImage', withDraft({ bannerImage: `/media/${'a'.repeat(64)}.svg` })],
  ['a version that is not a whole number', withDraft({ version: 1.5 })],
  ['a version too large to store', withDraft({ version: 2 ** 31 })],
  ['an unknown field in the draft', withDraft({ ownerId: 1 })],
  ['an unknown field in the push', (p) => ({ ...p, ownerId: 1 })],
  ['a changeId with a space', (p) => ({ ...p, changeId: 'my change' })],
  ['an empty changeId', (p) => ({ ...p, changeId: '' })],
  ['a changeId of 201 characters', (p) => ({ ...p, changeId: 'c'.repeat(201) })],
  ['baseRevision 0', (p) => ({ ...p, baseRevision: 0 })],
  ['baseRevision as text', (p) => ({ ...p, baseRevision: '3' })],
  ['no draft', ({ draft: _draft, ...rest }) => rest],
  ['a draft that is a string', (p) => ({ ...p, draft: 'draft' })],
];

describe('/api/drafts requests', () => {
  const { database, app } = useTestApp();
  let me: TestUser;
  let mine: ReturnType<typeof draftsClient>;
  /** A draft that update cases aim at; bad input never changes it. */
  let existing: ServerDraft;

  beforeAll(async () => {
    me = await createUser(database.db, { role: 'PRODUCT_MANAGER' });
    mine = draftsClient(app.url, me);
    existing = (await (await mine.push(newDraftId(), draftPush())).json()) as ServerDraft;
  });

  const rows = async () => database.db('drafts').orderBy('id').select('id', 'revision', 'deleted');
  /** A 4xx (the given status when one is right) with a message, and no draft written or changed. */
  async function refused(request: () => Promise<Response>, status: number, message?: string) {
    const before = await rows();
    const res = await request();
    const text = await res.text();
    expect(res.status, text.slice(0, 300)).toBe(status);
    const body = JSON.parse(text) as ApiErrorBody;
    expect(body.message.length).toBeGreaterThan(0);
    if (message) expect(body.message).toContain(message);
    expect(await rows()).toEqual(before);
    return body;
  }

  it.each(BAD_PUSHES)('when a new draft has %s, then 400 with a message', async (_name, mutate, message) => {
    await refused(() => mine.push(newDraftId(), mutate(draftPush())), 400, message);
  });

  it.each(BAD_PUSHES)('when an update has %s, then 400 with a message', async (_name, mutate, message) => {
    const push = draftPush({ baseRevision: existing.revision });
    await refused(() => mine.push(existing.id, mutate(push)), 400, message);
  });

  it.each([100, 100_000])(
    'when the data nests %i levels deep, then 400 (checked before anything recurses into it)',
    async (depth) => {
      // Written by hand: JSON.stringify itself would overflow the stack on such a value.
      const [head, tail] = JSON.stringify(draftPush()).split('"data":{');
      const raw = `${head}"data":{"deep":${'['.repeat(depth)}${']'.repeat(depth)},${tail}`;
      const send = () =>
        apiClient(app, me).put(`/api/drafts/${newDraftId()}`, {
          headers: { 'Content-Type': 'application/json' },
          body: raw,
        });
      await refused(send, 400, 'levels deep');
    },
  );

  it.each([
    ['not a UUID', 'not-a-uuid'],
    ['a UUID with a suffix', `${newDraftId()}x`],
    ['an encoded ../x', '..%2fx'],
    ["' OR 1=1 --", "'%20OR%201=1%20--"],
    ['%00', '%00'],
  ])('when the id is %s, then every draft endpoint answers 400 "%s"', async (_name, id) => {
    for (const request of [() => mine.get(id), () => mine.push(id, draftPush()), () => mine.remove(id)])
      await refused(request, 400, DRAFT_MESSAGES.badId);
  });

  it('when the id is ../x sent as written, then 4xx and never a 500', async () => {
    const { hostname, port } = new URL(app.url);
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request({
        host: hostname,
        port,
        method: 'DELETE',
        path: '/api/drafts/../x',
        headers: me.auth,
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });

  it.each(['-1', 'abc', '1.5', '', '1e3', '99999999999999999999'])(
    'when since is "%s", then 400',
    async (since) => {
      await refused(() => mine.pull(since), 400, DRAFT_MESSAGES.badSince);
    },
  );

  it('when If-Match on a delete is not a revision, then 400', async () => {
    const draft = (await (await mine.push(newDraftId(), draftPush())).json()) as ServerDraft;
    await refused(() => mine.remove(draft.id, { 'If-Match': 'yesterday' }), 400, 'If-Match');
  });

  it.each([
    ['text/plain', (body: string) => ({ 'Content-Type': 'text/plain', body })],
    [
      'multipart/form-data',
      (body: string) => {
        const form = new FormData();
        form.append('draft', body);
        return { body: form };
      },
    ],
  ])('when the body is sent as %s, then 415', async (_type, make) => {
    const { body, ...headers } = make(JSON.stringify(draftPush()));
    const send = () => apiClient(app, me).put(`/api/drafts/${newDraftId()}`, { headers, body });
    expect((await refused(send, 415)).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('when a push is retried with its Idempotency-Key, then the same answer comes back marked as a replay and no new revision is taken', async () => {
    const id = newDraftId();
    const push = draftPush();
    const key = idempotencyKey(`push-${id}`);
    const first = await mine.push(id, push, key);
    expect(first.status).toBe(201);
    const body = await first.json();
    const replay = await mine.push(id, push, key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.json()).toEqual(body);
    expect(await (await mine.get(id)).json()).toEqual(body);
  });

  it('when an Idempotency-Key is used again for another body, then 422 IDEMPOTENCY_KEY_REUSED', async () => {
    const key = idempotencyKey(`reused-${newDraftId()}`);
    expect((await mine.push(newDraftId(), draftPush(), key)).status).toBe(201);
    const body = await refused(() => mine.push(newDraftId(), draftPush(), key), 422);
    expect(body.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('when a delete is retried with its Idempotency-Key, then the same revision comes back marked as a replay', async () => {
    const draft = (await (await mine.push(newDraftId(), draftPush())).json()) as ServerDraft;
    const headers = { ...idempotencyKey(`delete-${draft.id}`), ...ifMatch(draft.revision) };
    const first = await mine.remove(draft.id, headers);
    expect(first.status).toBe(200);
    const { revision } = (await first.json()) as { revision: number };
    const replay = await mine.remove(draft.id, headers);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.json()).toEqual({ revision });
  });

  it('when a push body is over 1 MB, then 413', async () => {
    const huge = withData({ text: 'x'.repeat(1024 * 1024 + 10) })(draftPush());
    expect((await refused(() => mine.push(newDraftId(), huge), 413)).code).toBe('PAYLOAD_TOO_LARGE');
  });
});
