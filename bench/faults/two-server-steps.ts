// What two server processes on one database must agree on (issue #7 §5): each step does its work on one
// process and checks it on the other. The faults bench runs them against two built servers (and one, as
// its reference); tests/integration/two-servers.test.ts runs them against two in-process apps.
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { DraftPull, ServerDraft } from '../../shared/draft.ts';
import type { MediaUploadResult } from '../../shared/media.ts';
import type { Product } from '../../shared/product.ts';
import { draftPush } from '../../tests/factories/drafts.ts';
import { pngImage } from '../../tests/factories/images.ts';
import { productInput } from '../../tests/factories/products.ts';

export interface Pair {
  /** Base URLs of the two processes (the same one twice for the reference). */
  a: string;
  b: string;
  /** A staff account that can sign in on either. */
  login: { email: string; password: string };
}

export interface Step {
  name: string;
  run(): Promise<void>;
}

export class StepFailure extends Error {}

/**
 * Checks one thing a client saw: `seen` must equal `wanted`. The bench's own check throws a StepFailure; a
 * test passes its assertion library's, so every check is an assertion of the test's.
 */
export type Check = (seen: unknown, wanted: unknown, message: string) => void;

const benchCheck: Check = (seen, wanted, message) => {
  if (!isDeepStrictEqual(seen, wanted))
    throw new StepFailure(`${message}: expected ${JSON.stringify(wanted)}, got ${JSON.stringify(seen)}`);
};

/**
 * The steps, in order: later ones use the token, image and product of earlier ones. `pair` is read when
 * each step runs, so a test can name the steps first and fill in the URLs once its apps are up.
 */
export function twoServerSteps(pair: Pair, check: Check = benchCheck): Step[] {
  const expect = (condition: boolean, message: string) => check(condition, true, message);
  const status = async (res: Response, wanted: number, what: string): Promise<Response> => {
    check(res.status === wanted ? wanted : `${res.status} ${(await res.text()).slice(0, 200)}`, wanted, what);
    return res;
  };
  let auth: Record<string, string> = {};
  let mediaPath = '';
  let code = '';
  const json = { 'Content-Type': 'application/json' };
  const call = (base: string, path: string, init: RequestInit = {}) =>
    fetch(`${base}${path}`, { ...init, headers: { ...auth, ...(init.headers as Record<string, string>) } });

  return [
    {
      name: 'when staff sign in on A, then the token works on B',
      async run() {
        const res = await status(
          await fetch(`${pair.a}/admin/login`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify(pair.login),
          }),
          200,
          'login on A',
        );
        auth = { Authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
        await status(await call(pair.b, '/api/products/count'), 200, 'staff call on B with the token from A');
      },
    },
    {
      name: 'when an image is uploaded on A, then B serves the same bytes',
      async run() {
        const form = new FormData();
        const png = new Uint8Array(await pngImage(48, 24, `#${randomUUID().slice(0, 6)}`));
        form.append('file', new Blob([png], { type: 'image/png' }), 'banner.png');
        const res = await status(
          await call(pair.a, '/api/media', { method: 'POST', body: form }),
          201,
          'upload on A',
        );
        mediaPath = ((await res.json()) as MediaUploadResult).path;
        const fromA = Buffer.from(
          await (await status(await fetch(`${pair.a}${mediaPath}`), 200, 'image on A')).arrayBuffer(),
        );
        const onB = await status(await fetch(`${pair.b}${mediaPath}`), 200, 'image on B');
        expect(onB.headers.get('content-type') === 'image/png', 'B serves the image as image/png');
        expect(fromA.equals(Buffer.from(await onB.arrayBuffer())), 'B serves the same bytes as A');
      },
    },
    {
      name: 'when a product is created on B, then A reads it and updates it with If-Match',
      async run() {
        const product = productInput({ bannerImage: mediaPath });
        code = product.productCode;
        await status(
          await call(pair.b, '/api/products', {
            method: 'POST',
            headers: json,
            body: JSON.stringify(product),
          }),
          201,
          'create on B',
        );
        const read = await status(await call(pair.a, `/api/products/${code}`), 200, 'read on A');
        const etag = read.headers.get('etag') ?? '';
        expect(etag === '"1"', `A sees version 1 (ETag ${etag})`);
        expect(((await read.json()) as Product).bannerImage === mediaPath, 'A sees the banner uploaded on A');
        const update = { ...product, productDescription: 'Updated on A.' };
        const res = await status(
          await call(pair.a, `/api/products/${code}`, {
            method: 'PUT',
            headers: { ...json, 'If-Match': etag },
            body: JSON.stringify(update),
          }),
          200,
          'update on A with If-Match',
        );
        expect(
          ((await res.json()) as Product).productDescription === 'Updated on A.',
          'A answers the update',
        );
        const onB = (await (
          await status(await call(pair.b, `/api/products/${code}`), 200, 'read on B')
        ).json()) as Product;
        expect(onB.productDescription === 'Updated on A.', 'B sees the update made on A');
      },
    },
    {
      name: 'when B updates with the version A made stale, then 409 VERSION_CONFLICT',
      async run() {
        const res = await status(
          await call(pair.b, `/api/products/${code}`, {
            method: 'PUT',
            headers: { ...json, 'If-Match': '"1"' },
            body: JSON.stringify(productInput({ productCode: code })),
          }),
          409,
          'stale update on B',
        );
        expect(
          ((await res.json()) as { code?: string }).code === 'VERSION_CONFLICT',
          'the 409 is VERSION_CONFLICT',
        );
      },
    },
    {
      name: 'when a draft is pushed on A, then B pulls it and a stale push on B is 409',
      async run() {
        const id = randomUUID();
        const push = (base: string, baseRevision: number | null, description: string) =>
          call(base, `/api/drafts/${id}`, {
            method: 'PUT',
            headers: json,
            body: JSON.stringify(
              draftPush({ baseRevision, draft: { data: { productDescription: description } } }),
            ),
          });
        const first = (await (
          await status(await push(pair.a, null, 'first'), 201, 'push on A')
        ).json()) as ServerDraft;
        const pull = (await (
          await status(await call(pair.b, '/api/drafts?since=0'), 200, 'pull on B')
        ).json()) as DraftPull;
        const pulled = pull.drafts.find((d) => d.id === id);
        expect(pulled?.revision === first.revision, 'B pulls the draft pushed on A, same revision');
        await status(await push(pair.a, first.revision, 'second, on A'), 200, 'second push on A');
        const stale = await status(await push(pair.b, first.revision, 'stale, on B'), 409, 'stale push on B');
        const body = (await stale.json()) as { code?: string; current?: ServerDraft };
        expect(body.code === 'DRAFT_CONFLICT', 'the 409 is DRAFT_CONFLICT');
        expect(body.current?.data.productDescription === 'second, on A', 'the 409 carries the copy from A');
      },
    },
    {
      name: 'when an Idempotency-Key used on A comes again on B, then B replays it',
      async run() {
        const product = productInput();
        const key = `faults-${randomUUID()}`;
        const post = (base: string) =>
          call(base, '/api/products', {
            method: 'POST',
            headers: { ...json, 'Idempotency-Key': key },
            body: JSON.stringify(product),
          });
        const first = await status(await post(pair.a), 201, 'first POST on A');
        const again = await status(await post(pair.b), 201, 'same key on B');
        expect(again.headers.get('idempotent-replayed') === 'true', 'B answers Idempotent-Replayed: true');
        // Stored as JSONB, so compared as JSON: key order may differ, content may not.
        expect(isDeepStrictEqual(await first.json(), await again.json()), 'B replays the answer A gave');
        expect(again.headers.get('etag') === first.headers.get('etag'), 'B replays the ETag A gave');
      },
    },
  ];
}
