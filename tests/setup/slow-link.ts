// A phone's slow link in front of the server, as a TCP relay on a port of its own: each chunk waits half
// the round trip in each direction, and what goes down (and, when given, up) shares one budget of the
// link's throughput, as a phone's one radio link does. The early-input tests' pages and the bench's first
// installs go through it (DevTools' network emulation does the same job less well: it does not slow a
// service worker's own requests, and now and then it stops answering a throttled page, playwright#22676);
// so does a sync-events test's listener connection to PostgreSQL (any TCP protocol crosses it).
import net from 'node:net';
import { once } from 'node:events';

export interface SlowLink {
  /** http://localhost:<port>, to open instead of the server's own address. */
  url: string;
  /** The bytes that have come down the link so far. */
  bytesDown(): number;
  close(): Promise<void>;
}

export interface LinkProfile {
  rttMs: number;
  downKbps: number;
  /** Unshaped when absent. */
  upKbps?: number;
}

/** One direction's budget: when the link will have sent all it was given so far. */
function budget(kbps: number | undefined) {
  const bytesPerMs = kbps === undefined ? Infinity : (kbps * 1024) / 8 / 1000;
  let freeAt = 0;
  return (bytes: number): number => {
    freeAt = Math.max(freeAt, Date.now()) + bytes / bytesPerMs;
    return freeAt;
  };
}

export async function slowLink(target: string, { rttMs, downKbps, upKbps }: LinkProfile): Promise<SlowLink> {
  const { hostname, port } = new URL(target);
  const down = budget(downKbps);
  const up = budget(upKbps);
  let bytesDown = 0;
  const sockets = new Set<net.Socket>();

  /** Writes each chunk to `to` once it has crossed the link: half the round trip after its bytes' time. */
  const relay = (from: net.Socket, to: net.Socket, send: (bytes: number) => number, isDown: boolean) => {
    let lastAt = 0;
    from.on('data', (chunk: Buffer) => {
      if (isDown) bytesDown += chunk.length;
      const at = send(chunk.length) + rttMs / 2;
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
    relay(client, upstream, up, false);
    relay(upstream, client, down, true);
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
