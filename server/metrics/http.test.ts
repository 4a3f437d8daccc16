import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { errorMiddleware } from '../errors/error-middleware.ts';
import { metricsEndpoint } from './http.ts';

const TOKEN = 'unit-metrics-token-0123';
const servers: http.Server[] = [];
afterEach(() => Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r)))));

/** The endpoint on a Koa app of its own; anything it passes on answers 418. */
async function serve(token: string | undefined, scrape: () => Promise<string>): Promise<string> {
  const app = new Koa();
  app.silent = true;
  app.use(errorMiddleware);
  app.use(metricsEndpoint(token, scrape, 'text/plain; version=0.0.4; charset=utf-8'));
  app.use((ctx) => {
    ctx.status = 418;
  });
  const server = http.createServer(app.callback()).listen(0, '127.0.0.1');
  servers.push(server);
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

describe('metricsEndpoint', () => {
  it('when no token is configured, then /metrics is passed on like any address', async () => {
    const url = await serve(undefined, async () => 'metric 1');
    expect((await fetch(`${url}/metrics`, bearer(TOKEN))).status).toBe(418);
  });

  it('when the token is configured, then only GET and HEAD of /metrics are answered, and only with the token', async () => {
    const url = await serve(TOKEN, async () => 'metric 1\n');
    const ok = await fetch(`${url}/metrics`, bearer(TOKEN));
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('metric 1\n');
    expect((await fetch(`${url}/metrics`, { method: 'HEAD', ...bearer(TOKEN) })).status).toBe(200);
    expect((await fetch(`${url}/metrics`, bearer(TOKEN.slice(1)))).status).toBe(401);
    expect((await fetch(`${url}/metrics`, { method: 'POST', ...bearer(TOKEN) })).status).toBe(418);
    expect((await fetch(`${url}/metrics/x`, bearer(TOKEN))).status).toBe(418);
  });

  it('when the metrics cannot be gathered (a worker did not answer), then 503, never a part of them', async () => {
    const url = await serve(TOKEN, () => Promise.reject(new Error('Operation timed out.')));
    const res = await fetch(`${url}/metrics`, bearer(TOKEN));
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
