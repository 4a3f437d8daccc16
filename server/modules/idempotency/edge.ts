// Idempotency-Key at the HTTP edge (docs/architecture.md §4): a write's answer is made here from the service's
// result, stored with the key in the write's own transaction (service.ts), and a retry is sent the stored
// answer unchanged, marked Idempotent-Replayed, without running the write again.
import type { Context } from 'koa';
import type { Knex } from 'knex';
import { requireUser } from '../../auth/middleware.ts';
import type { RunWrite } from '../../db/transaction.ts';
import { readIdempotencyKey, requestHash, runIdempotent, type StoredResponse } from './service.ts';

/** What a write answers: a status, a body and headers (ETag, Location), stored and replayed as they are. */
export type HttpAnswer = StoredResponse;

function send(ctx: Context, answer: HttpAnswer & { replayed: boolean }): void {
  ctx.status = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) ctx.set(name, value);
  if (answer.replayed) ctx.set('Idempotent-Replayed', 'true');
  ctx.body = answer.body;
}

export function createIdempotency(db: Knex) {
  return {
    /**
     * The runner of this request's write (`request`: its method and path): under the request's
     * Idempotency-Key when it has one (read now, so a bad key is refused before the body is read), it sends
     * the answer `answer` makes of the write's result, or the stored answer of the first request.
     */
    write<T>(ctx: Context, request: string[], answer: (result: T) => HttpAnswer): RunWrite<T, void> {
      const key = readIdempotencyKey(ctx.get('Idempotency-Key') || undefined);
      return async (content, work) => {
        const claim = { userId: requireUser(ctx).id, key, hash: requestHash([...request, ...content]) };
        send(ctx, await runIdempotent(db, claim, async (trx) => answer(await work(trx))));
      };
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
