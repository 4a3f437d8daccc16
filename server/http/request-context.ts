// Gives every request an id (echoed as X-Request-Id) and a child logger, and logs each answer once. The
// child logger is made only when something logs through it (pino binds and redacts on creation), and the
// answer's line is written only when its level is enabled.
import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Logger } from '../logger.ts';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The request's id: the client's X-Request-Id when it is a safe token, else a new one. */
export function requestIdOf(incoming: string | undefined): string {
  return incoming !== undefined && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export function requestContext(log: Logger) {
  return async function requestContextMiddleware(ctx: Context, next: Next): Promise<void> {
    const id = requestIdOf(ctx.get('X-Request-Id'));
    let reqLog: Logger | undefined;
    const requestLog = () => (reqLog ??= log.child({ reqId: id }));
    ctx.state.requestId = id;
    Object.defineProperty(ctx.state, 'log', { get: requestLog, enumerable: true });
    ctx.set('X-Request-Id', id);
    const started = performance.now();
    try {
      await next();
    } finally {
      const level = ctx.status >= 500 ? 'error' : ctx.path.startsWith('/api') ? 'info' : 'debug';
      if (log.isLevelEnabled(level)) {
        const ms = Math.round(performance.now() - started);
        requestLog()[level]({ method: ctx.method, path: ctx.path, status: ctx.status, ms }, 'request');
      }
    }
  };
}
