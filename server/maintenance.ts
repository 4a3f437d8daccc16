// Hourly clean-up of rows that only matter for a while: expired idempotency keys and old sign-in attempts.
import type { Knex } from 'knex';
import type { Logger } from './logger.ts';
import { createLoginAttemptsRepository } from './modules/auth/login-attempts-repository.ts';
import { deleteExpiredIdempotencyKeys } from './modules/idempotency/service.ts';

const EVERY_MS = 60 * 60 * 1000;
const KEEP_LOGIN_ATTEMPTS_SECONDS = 24 * 60 * 60;

export function startMaintenance(db: Knex, log: Logger): () => void {
  const run = async () => {
    try {
      const keys = await deleteExpiredIdempotencyKeys(db);
      const attempts = await createLoginAttemptsRepository(db).deleteOlderThan(KEEP_LOGIN_ATTEMPTS_SECONDS);
      if (keys + attempts > 0) log.info({ keys, attempts }, 'maintenance: removed expired rows');
    } catch (error) {
      log.warn({ err: error }, 'maintenance failed; will retry next hour');
    }
  };
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
