// How a service runs a write that its caller may key: the caller runs the work in one transaction and
// decides the answer (the HTTP edge stores it under an Idempotency-Key, modules/idempotency/edge.ts).
import type { Knex } from 'knex';

/**
 * Runs `work` in one transaction and answers what the caller makes of its result. `content` names what
 * the write is made of beyond its address (the body, a stored banner, If-Match), so a caller can tell a
 * retry of the same write from another one.
 */
export type RunWrite<T, R> = (
  content: (string | null | undefined)[],
  work: (trx: Knex.Transaction) => Promise<T>,
) => Promise<R>;
