// The route an answer is counted under in the request metrics (server/metrics/): a route's template such as
// `/api/products/:code`, never the address asked for, so the label has few values. The app sets it from the
// router's match; an answer without one is labelled by the metrics from its path ('static', 'page' or
// 'unmatched').
import type { ServerResponse } from 'node:http';

const routes = new WeakMap<ServerResponse, string>();

export function labelRoute(res: ServerResponse, route: string): void {
  routes.set(res, route);
}

export function routeLabelOf(res: ServerResponse): string | undefined {
  return routes.get(res);
}
