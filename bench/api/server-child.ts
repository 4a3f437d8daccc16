// The reference server of bench/api.bench.ts, forked so that autocannon does not share its event loop: Koa
// with no middleware, answering the JSON it is sent over IPC from memory. It reports its URL over IPC once
// listening. (The app itself is measured as the built server, bench/load/built-server.ts.)
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';

const mode = process.argv[2];
if (mode !== 'bare') throw new Error(`unknown mode ${mode}; expected bare`);

const [message] = (await once(process, 'message')) as [{ body: string }];
const app = new Koa();
app.use((ctx) => {
  ctx.type = 'application/json';
  ctx.body = message.body;
});
const server = http.createServer(app.callback());
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1');
await once(server, 'listening');
process.send?.({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
process.on('disconnect', () => process.exit(0));
