// Where a request came from, as the audit log and the product history keep it: the client's address
// (behind TRUST_PROXY_HOPS proxies, the one they report) and its User-Agent, shortened.
import type { Context } from 'koa';

export interface Origin {
  ip: string | null;
  client: string | null;
}

const CLIENT_MAX = 200;

export function originOf(ctx: Context): Origin {
  const agent = ctx.get('User-Agent');
  return { ip: ctx.ip || null, client: agent ? agent.slice(0, CLIENT_MAX) : null };
}

/** For work no request started (the seed, scripts). */
export const NO_ORIGIN: Origin = { ip: null, client: null };
