// Hourly clean-up of rows that only matter for a while: expired idempotency keys, expired sign-in throttle
// rows, and draft and product tombstones past their keeping time.
import type { Knex } from 'knex';
import { SYNC_TOMBSTONE_DAYS } from '../shared/sync.ts';
import type { Logger } from './logger.ts';
import { deleteExpiredThrottleRows } from './modules/auth/throttle.ts';
import { createDraftsRepository } from './modules/drafts/repository.ts';
import { deleteExpiredIdempotencyKeys } from './modules/idempotency/service.ts';
import { createSyncRepository } from './modules/sync/repository.ts';

const EVERY_MS = 60 * 60 * 1000;
// A device offline for up to a month still sees a delete; one offline longer keeps its copy.
const KEEP_TOMBSTONES_SECONDS = SYNC_TOMBSTONE_DAYS * 24 * 60 * 60;

export function startMaintenance(db: Knex, log: Logger): () => void {
  const run = async () => {
    try {
      const keys = await deleteExpiredIdempotencyKeys(db);
      const attempts = await deleteExpiredThrottleRows(db);
      const tombstones = await createDraftsRepository(db).purgeTombstones(KEEP_TOMBSTONES_SECONDS);
      // A client whose cursor is older than a purged tombstone is told to start again (410).
      const productTombstones = await createSyncRepository(db).purgeTombstones(KEEP_TOMBSTONES_SECONDS);
      if (keys + attempts + tombstones + productTombstones > 0)
        log.info({ keys, attempts, tombstones, productTombstones }, 'maintenance: removed expired rows');
    } catch (error) {
      log.warn({ err: error }, 'maintenance failed; will retry next hour');
    }
  };
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
