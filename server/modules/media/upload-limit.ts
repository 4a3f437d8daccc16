// A per-user budget of image uploads (POST /api/media and product writes that carry a banner), counted in
// PostgreSQL with rate-limiter-flexible so several server processes share one count. Over the budget the
// upload answers 429 with Retry-After before any byte of it is decoded.
import type { Knex } from 'knex';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DEFAULT_UPLOADS_PER_MINUTE } from '../../../shared/limits.ts';
import { TooManyRequestsError } from '../../errors/errors.ts';
import { THROTTLE_TABLE } from '../auth/throttle.ts';

export const UPLOAD_LIMIT_MESSAGE = (seconds: number) =>
  `Too many images uploaded in the last minute. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;

export type UploadLimit = (userId: number) => Promise<void>;

export function createUploadLimit(db: Knex, perMinute = DEFAULT_UPLOADS_PER_MINUTE): UploadLimit {
  const limiter = new RateLimiterPostgres({
    storeClient: db,
    storeType: 'knex',
    tableName: THROTTLE_TABLE,
    tableCreated: true,
    clearExpiredByTimeout: false, // server/maintenance.ts deletes expired rows
    keyPrefix: 'uploads',
    points: perMinute,
    duration: 60,
  });
  return async (userId) => {
    try {
      await limiter.consume(String(userId));
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      throw new TooManyRequestsError(UPLOAD_LIMIT_MESSAGE(seconds), seconds);
    }
  };
}
