// A server process for bench/api.bench.ts, forked so that autocannon does not share its event loop.
// `app`: the real Koa app (createApp) on DATABASE_URL. `bare`: Koa with no middleware, answering the JSON
// it is sent over IPC from memory (the reference). Either one reports its URL over IPC once listening.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { createApp } from '../../server/app.ts';
import { createKnex } from '../../server/db/knex.ts';
import { createLogger } from '../../server/logger.ts';
import { DEFAULT_STATIC_DIR } from '../../server/paths.ts';

const mode = process.argv[2];

async function serve(handler: http.RequestListener): Promise<http.Server> {
  const server = http.createServer(handler);
  server.keepAliveTimeout = 65_000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  process.send?.({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  return server;
}

if (mode === 'app') {
  const db = createKnex(process.env.DATABASE_URL!);
  const app = createApp({
    db,
    log: createLogger('silent'),
    staticDir: DEFAULT_STATIC_DIR,
    jwtSecret: process.env.JWT_SECRET!,
  });
  await serve(app.callback());
  process.on('disconnect', () => void db.destroy().finally(() => process.exit(0)));
} else if (mode === 'bare') {
  const [message] = (await once(process, 'message')) as [{ body: string }];
  const app = new Koa();
  app.use((ctx) => {
    ctx.type = 'application/json';
    ctx.body = message.body;
  });
  await serve(app.callback());
  process.on('disconnect', () => process.exit(0));
} else {
  throw new Error(`unknown mode ${mode}; expected app or bare`);
}
