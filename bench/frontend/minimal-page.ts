// The Lighthouse reference: a minimal, valid HTML page (title, description, one heading and a paragraph, no
// script, no CSS file) from a bare node:http server on loopback. Whatever it scores is the floor the
// throttling model and this machine give; a page's LCP ÷ this LCP says how far above that floor it is.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="A minimal page: the reference of the front-end benchmark.">
<title>Minimal reference page</title>
</head>
<body>
<main><h1>Minimal reference page</h1><p>One heading and one paragraph of text, nothing else.</p></main>
</body>
</html>
`;

export async function startMinimalPage(): Promise<{ url: string; stop(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(HTML);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
