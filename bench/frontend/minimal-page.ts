// The front end's reference: a minimal, valid HTML page (title, description, one heading, a paragraph and a
// menu button answered by an inline handler; no script file, no CSS file) from a bare node:http server on
// loopback. Whatever it measures is the floor the throttling and this machine give: a page's LCP ÷ this
// LCP says how far above that floor it is, and its button is the reference for a tap's answer.
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
<header><button type="button" aria-expanded="false" onclick="this.setAttribute('aria-expanded', 'true')">Menu</button></header>
<main><h1>Minimal reference page</h1><p>One heading and one paragraph of text, nothing else.</p></main>
</body>
</html>
`;

export async function startMinimalPage(): Promise<{ url: string; stop(): Promise<void> }> {
  // Only `/` is the page: anything else (robots.txt, the tab's icon) is a 404, as on a real site without it.
  const server = http.createServer((req, res) => {
    const page = req.url === '/';
    res.writeHead(page ? 200 : 404, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
    res.end(page ? HTML : '');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
