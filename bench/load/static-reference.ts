// The reference of bench/load.bench.ts, forked as its own process: a bare node:http server answering every
// request with the built index.html from memory.
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const html = await readFile(process.argv[2]!);
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(html);
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1');
await once(server, 'listening');
process.send?.({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
process.on('disconnect', () => process.exit(0));
