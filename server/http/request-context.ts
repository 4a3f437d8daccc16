// Gives every request an id (echoed as X-Request-Id) and a child logger, and logs each answer once.
import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Logger } from '../logger.ts';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function requestContext(log: Logger) {
  return async function requestContextMiddleware(ctx: Context, next: Next): Promise<void> {
    const incoming = ctx.get('X-Request-Id');
    const id = SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const reqLog = log.child({ reqId: id });
    ctx.state.requestId = id;
    ctx.state.log = reqLog;
    ctx.set('X-Request-Id', id);
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round(performance.now() - started);
      const level = ctx.status >= 500 ? 'error' : ctx.path.startsWith('/api') ? 'info' : 'debug';
      reqLog[level]({ method: ctx.method, path: ctx.path, status: ctx.status, ms }, 'request');
    }
  };
}
