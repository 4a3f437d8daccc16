// The HTTP side of the metrics: every request timed at the node:http level (from its arrival to the last
// byte, Koa's own work included) under its route template, and GET /metrics behind its bearer token.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, Next } from 'koa';
import { ServiceUnavailableError, UnauthorizedError } from '../errors/errors.ts';
import { labelRoute, routeLabelOf } from '../http/route-label.ts';
import type { AppMetrics } from './registry.ts';

export const METRICS_PATH = '/metrics';

/**
 * The label of an answer no route template names: a file ('static'), a page of the app ('page'), or no
 * route at all ('unmatched': a 404, or an API address the router did not match).
 */
function labelOfPath(url: string | undefined, status: number): string {
  const path = (url ?? '/').split('?')[0]!;
  if (status === 404 || /^\/(?:api|admin|media)(?:\/|$)/.test(path)) return 'unmatched';
  if (path.startsWith('/assets/') || /\.[^/]+$/.test(path)) return 'static';
  return 'page';
}

/** Times the request from here until its response closes (answered, or the client went away). */
export function timeRequest(metrics: AppMetrics, req: IncomingMessage, res: ServerResponse): void {
  const end = metrics.httpDuration.startTimer();
  res.once('close', () => {
    const status = res.statusCode;
    end({ method: req.method, route: routeLabelOf(res) ?? labelOfPath(req.url, status), status });
  });
}

/** Koa middleware: labels the answer with the template of the route the router matched, if any. */
export async function labelMatchedRoute(ctx: Context, next: Next): Promise<void> {
  try {
    await next();
  } finally {
    const route = (ctx as { _matchedRoute?: unknown })._matchedRoute;
    if (typeof route === 'string') labelRoute(ctx.res, route);
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics for a caller with `Authorization: Bearer <token>` (compared in constant time; any other
 * caller gets 401), answered by `scrape` (this process's registry, or the cluster's aggregate), never
 * stored by a cache. Without a token there is no such route: the request goes on (the app's 404).
 */
export function metricsEndpoint(
  token: string | undefined,
  scrape: () => Promise<string>,
  contentType: string,
) {
  const expected = token === undefined ? undefined : digest(`Bearer ${token}`);
  return async function metricsMiddleware(ctx: Context, next: Next): Promise<void> {
    if (!expected || ctx.path !== METRICS_PATH || (ctx.method !== 'GET' && ctx.method !== 'HEAD'))
      return next();
    labelRoute(ctx.res, METRICS_PATH);
    ctx.set('Cache-Control', 'no-store');
    if (!timingSafeEqual(digest(ctx.get('Authorization')), expected)) {
      ctx.set('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new UnauthorizedError('The metrics need their bearer token (METRICS_TOKEN).');
    }
    let text: string;
    try {
      text = await scrape();
    } catch (error) {
      // A worker that did not answer the primary in time: no partial sum, and the scraper sees it is down.
      ctx.state.log?.warn({ err: error }, 'could not gather the metrics');
      throw new ServiceUnavailableError('The metrics could not be gathered; try again.');
    }
    ctx.type = contentType;
    ctx.body = text;
  };
}
