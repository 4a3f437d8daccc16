// A slow link in front of the built server, for what DevTools' network emulation does not slow down: a
// service worker's own requests (the emulation applies to the page's target only). A TCP relay on its own
// port: each chunk waits half the round trip in each direction, and what comes down shares one budget of
// the profile's throughput, as a phone's one radio link does.
import net from 'node:net';
import { once } from 'node:events';

export interface SlowLink {
  /** http://localhost:<port>, to open instead of the server's own address. */
  url: string;
  /** The bytes that have come down the link so far. */
  bytesDown(): number;
  close(): Promise<void>;
}

export async function slowLink(target: string, rttMs: number, downKbps: number): Promise<SlowLink> {
  const { hostname, port } = new URL(target);
  const bytesPerMs = (downKbps * 1024) / 8 / 1000;
  /** When the link has sent all that was given to it so far (shared by every connection). */
  let linkFreeAt = 0;
  let bytesDown = 0;
  const sockets = new Set<net.Socket>();

  /** Writes `chunk` to `to` once it has crossed the link: half the round trip, and down, its bytes' time. */
  const relay = (from: net.Socket, to: net.Socket, down: boolean) => {
    let lastAt = 0;
    from.on('data', (chunk: Buffer) => {
      let at = Date.now() + rttMs / 2;
      if (down) {
        bytesDown += chunk.length;
        linkFreeAt = Math.max(linkFreeAt, Date.now()) + chunk.length / bytesPerMs;
        at = Math.max(at, linkFreeAt + rttMs / 2);
      }
      // In order on each connection.
      lastAt = Math.max(lastAt, at);
      setTimeout(() => to.destroyed || to.write(chunk), lastAt - Date.now());
    });
    from.on('end', () => setTimeout(() => to.end(), Math.max(0, lastAt - Date.now())));
    from.on('error', () => to.destroy());
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port), hostname);
    sockets.add(client).add(upstream);
    client.on('close', () => sockets.delete(client));
    upstream.on('close', () => sockets.delete(upstream));
    relay(client, upstream, false);
    relay(upstream, client, true);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address() as net.AddressInfo;
  return {
    url: `http://localhost:${address.port}`,
    bytesDown: () => bytesDown,
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
