// SQL for idempotency keys. The claim runs inside the caller's write transaction (see service.ts).
import type { Knex } from 'knex';
import { RequestInProgressError } from '../../errors/errors.ts';
import { translatingErrors } from '../../db/postgres-errors.ts';

export interface StoredRow {
  requestHash: string;
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

export function createIdempotencyRepository(db: Knex) {
  return {
    async deleteIfExpired(userId: number, key: string): Promise<void> {
      await db('idempotency_keys')
        .where({ user_id: userId, key })
        .andWhere('expires_at', '<', db.fn.now())
        .del();
    },

    /**
     * Inserts the key unless it exists. A concurrent first request's uncommitted claim makes this wait; the
     * wait is cut to `waitLimit`, then the request is still in progress (409). True when this call claimed
     * the key.
     */
    async claim(
      userId: number,
      key: string,
      requestHash: string,
      ttlSeconds: number,
      waitLimit: string,
    ): Promise<boolean> {
      await db.raw(`set local lock_timeout = '${waitLimit}'`);
      const claimed = await translatingErrors(
        () =>
          db('idempotency_keys')
            .insert({
              user_id: userId,
              key,
              request_hash: requestHash,
              response_status: 0,
              response_body: JSON.stringify(null),
              expires_at: db.raw('now() + make_interval(secs => ?)', [ttlSeconds]),
            })
            .onConflict(['user_id', 'key'])
            .ignore()
            .returning('key'),
        { lockNotAvailable: () => new RequestInProgressError() },
      );
      await db.raw('set local lock_timeout = 0');
      return claimed.length > 0;
    },

    async find(userId: number, key: string): Promise<StoredRow | undefined> {
      const row = await db('idempotency_keys').where({ user_id: userId, key }).first();
      return row
        ? {
            requestHash: row.request_hash,
            status: row.response_status,
            body: row.response_body,
            headers: row.response_headers,
          }
        : undefined;
    },

    async storeResponse(
      userId: number,
      key: string,
      response: { status: number; body: unknown; headers: Record<string, string> },
    ): Promise<void> {
      await db('idempotency_keys')
        .where({ user_id: userId, key })
        .update({
          response_status: response.status,
          response_body: JSON.stringify(response.body),
          response_headers: JSON.stringify(response.headers),
        });
    },

    async deleteExpired(): Promise<number> {
      return db('idempotency_keys').where('expires_at', '<', db.fn.now()).del();
    },
  };
}
