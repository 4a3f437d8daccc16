// The sync engine of pwa/src/offline on fake IndexedDB, for "the server dies in the middle of a sync": a
// `send` that reaches a server whose address may change, turns a refused or dropped connection into the
// browser's NetworkError, and lets the caller act (kill the server) once a product POST was answered.
import type { Knex } from 'knex';
import { signToken } from '../../../server/auth/jwt.ts';
import { hashPassword } from '../../../server/auth/password.ts';
import { createUsersRepository } from '../../../server/modules/users/repository.ts';
import { NetworkError, type RequestOptions } from '../../../pwa/src/api/client.ts';
import { db } from '../../../pwa/src/staff/offline/db.ts';
import { createDraft, listDrafts, submitDraft } from '../../../pwa/src/staff/offline/drafts.ts';
import { createSyncEngine, type SyncOutcome } from '../../../pwa/src/staff/offline/sync-engine.ts';
import { forgetCachedDeviceId } from '../../../pwa/src/staff/offline/sync-meta.ts';
import { createTransport, type Send } from '../../../pwa/src/staff/offline/sync-transport.ts';
import { productInput } from '../../../tests/factories/products.ts';
import { browserRequest } from '../../../tests/sync/browser-request.ts';

export interface PlannedDraft {
  id: string;
  code: string;
  submitted: boolean;
  withBanner: boolean;
}

/** Called once a product POST has its answer; 'drop' loses that answer, as a dying server would. */
export type AfterProductPost = (count: number) => Promise<'drop' | undefined>;

/** At the `at`-th answered product POST: `serverGoes` (close or kill the server), and that answer is lost. */
export function serverGoesAfterProductPost(at: number, serverGoes: () => Promise<void>): AfterProductPost {
  return async (count) => {
    if (count !== at) return undefined;
    await serverGoes();
    return 'drop';
  };
}

export interface Network {
  send: Send;
  /** Requests sent, by "METHOD path". */
  delivered: string[];
  /** Answers the server replayed from a stored Idempotency-Key (a retry of a write it had done). */
  replayed(): number;
}

let hash: string | undefined;
let users = 0;

/** A staff member of their own per run, so no run sees another's drafts; the token signed with `secret`. */
export async function staffUser(knex: Knex, secret: string): Promise<{ username: string; token: string }> {
  hash ??= await hashPassword('faults-sync-password');
  users += 1;
  const tag = `${process.pid}-${Date.now()}-${users}`;
  const user = await createUsersRepository(knex).insert({
    username: `faults-${tag}`,
    email: `faults-${tag}@example.com`,
    role: 'DATA_CURATOR',
    passwordHash: hash,
  });
  return { username: user.username, token: signToken(secret, user.id) };
}

export function network(baseUrl: () => string, token: string, afterProductPost?: AfterProductPost): Network {
  const delivered: string[] = [];
  let productPosts = 0;
  let replayed = 0;
  const send: Send = async (path: string, options: RequestOptions) => {
    const headers = { Accept: 'application/json', Authorization: `Bearer ${token}`, ...options.headers };
    const request = browserRequest(path, options, headers);
    delivered.push(request.name);
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${baseUrl()}${path}`, request.init);
      text = await response.text();
    } catch (error) {
      throw new NetworkError((error as Error).message || 'Network error'); // as the browser's api-client does
    }
    if (response.headers.get('idempotent-replayed') === 'true') replayed += 1;
    if (request.init.method === 'POST' && path === '/api/products' && afterProductPost) {
      productPosts += 1;
      if ((await afterProductPost(productPosts)) === 'drop')
        throw new NetworkError('The connection dropped before the answer arrived');
    }
    return new Response(text, { status: response.status, headers: response.headers });
  };
  return { send, delivered, replayed: () => replayed };
}

/** Banner on every fifth draft; every fifth (another one) stays an unsubmitted draft. */
export async function queueDrafts(
  owner: string,
  prefix: string,
  count: number,
  banner: Uint8Array<ArrayBuffer>,
): Promise<PlannedDraft[]> {
  if (!db.isOpen()) await db.open();
  const planned: PlannedDraft[] = [];
  for (let i = 0; i < count; i++) {
    const product = productInput({ productCode: `${prefix}-${i}`, productName: `Faults ${prefix} ${i}` });
    const withBanner = i % 5 === 0;
    const draft = await createDraft({
      owner,
      mode: 'add',
      productCode: product.productCode,
      productName: product.productName,
      step: 7,
      data: product,
      banner: withBanner ? new Blob([banner], { type: 'image/png' }) : null,
      bannerName: withBanner ? 'banner.png' : '',
    });
    const submitted = i % 5 !== 4;
    if (submitted) await submitDraft(draft.id);
    planned.push({ id: draft.id, code: product.productCode, submitted, withBanner });
  }
  return planned;
}

/** Runs the engine (as its interval and 'Sync now' would) until the outbox is empty, or throws at the deadline. */
export async function syncUntilEmpty(
  owner: string,
  send: Send,
  { pauseMs, timeoutMs }: { pauseMs: number; timeoutMs: number },
): Promise<SyncOutcome[]> {
  const engine = createSyncEngine({ transport: createTransport(send), owner: () => owner });
  const outcomes: SyncOutcome[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const outcome = await engine.run({ force: true });
    outcomes.push(outcome);
    const waiting = await db.outbox.where('owner').equals(owner).count();
    if (outcome === 'done' && waiting === 0) return outcomes;
    if (Date.now() > deadline)
      throw new Error(
        `the outbox still held ${waiting} entries after ${timeoutMs} ms (${outcomes.join(', ')})`,
      );
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

/**
 * What must hold once the outbox is empty: each submitted draft is a product exactly once (with its banner)
 * and gone from the device; every other draft is kept, synced, on the server and made no product.
 * Returns the problems found (none when all is well).
 */
export async function checkNothingLostOrDoubled(
  knex: Knex,
  owner: string,
  planned: PlannedDraft[],
): Promise<string[]> {
  const problems: string[] = [];
  const codes = planned.map((d) => d.code);
  const rows = (await knex('products')
    .whereIn('product_code', codes)
    .select('product_code', 'banner_image')) as { product_code: string; banner_image: string | null }[];
  const products = new Map<string, number>();
  const banners = new Map<string, string | null>();
  for (const row of rows) {
    products.set(row.product_code, (products.get(row.product_code) ?? 0) + 1);
    banners.set(row.product_code, row.banner_image);
  }
  const serverDrafts = new Map(
    (
      (await knex('drafts').whereIn(
        'id',
        planned.map((d) => d.id),
      )) as { id: string; deleted: boolean }[]
    ).map((d) => [d.id, d]),
  );
  const local = new Map((await listDrafts(owner)).map((d) => [d.id, d]));

  for (const draft of planned) {
    const count = products.get(draft.code) ?? 0;
    if (draft.submitted) {
      if (count !== 1) problems.push(`${draft.code}: ${count} products on the server, expected exactly 1`);
      if (draft.withBanner && !/^\/media\/[a-f0-9]{64}\.png$/.test(banners.get(draft.code) ?? ''))
        problems.push(`${draft.code}: no banner on the product`);
      const here = local.get(draft.id);
      if (here) problems.push(`${draft.code}: still on the device after submitting (state ${here.state})`);
      continue;
    }
    if (count !== 0) problems.push(`${draft.code}: an unsubmitted draft made ${count} products`);
    const here = local.get(draft.id);
    if (!here) problems.push(`${draft.code}: the unsubmitted draft was lost on the device`);
    else if (here.state !== 'synced') problems.push(`${draft.code}: the draft is ${here.state}, not synced`);
    const there = serverDrafts.get(draft.id);
    if (!there || there.deleted) problems.push(`${draft.code}: the draft is not on the server`);
  }
  return problems;
}

/** Empties this device's IndexedDB, as a fresh browser profile. */
export async function resetDevice(): Promise<void> {
  if (!db.isOpen()) await db.open();
  await Promise.all(db.tables.map((table) => table.clear()));
  forgetCachedDeviceId();
}
