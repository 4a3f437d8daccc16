// Idempotency-Key on POST and PUT (docs/api.md, "Idempotency"). The key is claimed with INSERT ... ON CONFLICT in
// the same transaction as the write, so the stored answer exists exactly when the write committed:
// a replay returns it unchanged, the same key with another request answers 422, and a replay while the
// first is still running (its claim not yet committed) answers 409 instead of waiting.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { BadRequestError, IdempotencyKeyReusedError } from '../../errors/errors.ts';
import { createIdempotencyRepository } from './repository.ts';

export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
// How long a replay waits for a concurrent first request's claim before answering 409.
const CLAIM_WAIT = '250ms';

export interface StoredResponse {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

export interface IdempotentResult extends StoredResponse {
  replayed: boolean;
}

export function readIdempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined || header === '') return undefined;
  if (!KEY_PATTERN.test(header)) {
    throw new BadRequestError('Idempotency-Key must be 1 to 200 visible ASCII characters.');
  }
  return header;
}

export function requestHash(parts: (string | null | undefined)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(String(part ?? '\u0000')).update('\u0001');
  return hash.digest('hex');
}

export async function runIdempotent(
  db: Knex,
  claim: { userId: number; key: string | undefined; hash: string },
  work: (trx: Knex.Transaction) => Promise<StoredResponse>,
): Promise<IdempotentResult> {
  const { userId, key, hash } = claim;
  if (!key) return { ...(await db.transaction(work)), replayed: false };

  return db.transaction(async (trx) => {
    const keys = createIdempotencyRepository(trx);
    await keys.deleteIfExpired(userId, key);
    if (!(await keys.claim(userId, key, hash, IDEMPOTENCY_TTL_SECONDS, CLAIM_WAIT))) {
      const stored = (await keys.find(userId, key))!;
      if (stored.requestHash !== hash) throw new IdempotencyKeyReusedError();
      return { status: stored.status, body: stored.body, headers: stored.headers, replayed: true };
    }
    const response = await work(trx);
    await keys.storeResponse(userId, key, response);
    return { ...response, replayed: false };
  });
}

export function deleteExpiredIdempotencyKeys(db: Knex): Promise<number> {
  return createIdempotencyRepository(db).deleteExpired();
}
