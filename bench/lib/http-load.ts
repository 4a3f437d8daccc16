// A small HTTP/1.1 load generator for answers with large or binary bodies. autocannon appends every body
// chunk to a string (`req.body += data`), so each answer is decoded as UTF-8: for brotli, gzip or image bytes
// that decoding, not the server, sets the pace (a 150 KB gzip body: ~500 req/s under autocannon, ~8,800 with
// Node's own client against the same bare server). This one parses only the status line and the framing
// (Content-Length or chunked) and counts body bytes without looking at them. Keep-alive connections, one
// request in flight per connection, addresses drawn in turn from one shared sequence.
import net from 'node:net';
import type { CannonResult } from '../api/autocannon.ts';

export interface LoadRequest {
  path: string;
  method?: string;
  headers?: Record<string, string>;
}

export interface HttpLoadOptions {
  url: string;
  connections: number;
  seconds: number;
  /** The next request to send (called once per request, by every connection in turn). */
  next: () => LoadRequest;
  /** A request unanswered this long counts as a timeout and its connection is replaced (default 10 s). */
  timeoutMs?: number;
}

const CRLF2 = Buffer.from('\r\n\r\n');
const CRLF = Buffer.from('\r\n');

/** The p-th percentile of sorted latencies. */
function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function httpLoad(opts: HttpLoadOptions): Promise<CannonResult> {
  const target = new URL(opts.url);
  const host = target.hostname;
  const port = Number(target.port || 80);
  const timeoutMs = opts.timeoutMs ?? 10_000;
  let latencies = new Float64Array(1 << 16);
  let answered = 0;
  let bytes = 0;
  let errors = 0;
  let timeouts = 0;
  let non2xx = 0;
  let status5xx = 0;
  const statusCounts: Record<string, number> = {};
  const started = performance.now();
  const deadline = started + opts.seconds * 1000;
  let running = true;

  const record = (status: number, ms: number, size: number) => {
    if (answered === latencies.length) {
      const grown = new Float64Array(latencies.length * 2);
      grown.set(latencies);
      latencies = grown;
    }
    latencies[answered++] = ms;
    statusCounts[status] = (statusCounts[status] ?? 0) + 1;
    if (status < 200 || status >= 300) non2xx += 1;
    else bytes += size;
    if (status >= 500) status5xx += 1;
  };

  function connection(): { close(): void; checkTimeout(now: number): void } {
    let socket: net.Socket;
    let head: Buffer = Buffer.alloc(0);
    let state: 'idle' | 'head' | 'sized' | 'chunk-size' | 'chunk-data' | 'chunk-end' = 'idle';
    /** After an answer: whether the next one was asked for (false once time is up). */
    const nextAsked = () => state === 'head';
    let remaining = 0;
    let status = 0;
    let size = 0;
    let sentAt = 0;
    let isHead = false;
    let line: Buffer = Buffer.alloc(0);

    const send = () => {
      if (!running || performance.now() >= deadline) {
        state = 'idle';
        return;
      }
      const request = opts.next();
      const method = request.method ?? 'GET';
      isHead = method === 'HEAD';
      let text = `${method} ${request.path} HTTP/1.1\r\nHost: ${host}:${port}\r\nConnection: keep-alive\r\n`;
      for (const [name, value] of Object.entries(request.headers ?? {})) text += `${name}: ${value}\r\n`;
      state = 'head';
      head = Buffer.alloc(0);
      size = 0;
      sentAt = performance.now();
      socket.write(`${text}\r\n`);
    };
    const done = () => {
      record(status, performance.now() - sentAt, size);
      send();
    };
    const fail = () => {
      if (state !== 'idle') errors += 1;
      state = 'idle';
      socket.destroy();
      if (running && performance.now() < deadline) open();
    };

    const consume = (chunk: Buffer) => {
      let offset = 0;
      while (offset < chunk.length) {
        if (state === 'head') {
          head = head.length === 0 ? chunk.subarray(offset) : Buffer.concat([head, chunk.subarray(offset)]);
          const end = head.indexOf(CRLF2);
          if (end === -1) return;
          const text = head.subarray(0, end).toString('latin1');
          offset = chunk.length - (head.length - (end + 4));
          status = Number(text.slice(9, 12));
          const length = /\r\ncontent-length:\s*(\d+)/i.exec(text);
          const chunked = /\r\ntransfer-encoding:\s*chunked/i.test(text);
          if (isHead || status === 204 || status === 304 || (!chunked && !length)) {
            done();
            if (!nextAsked()) return;
            continue;
          }
          if (chunked) {
            state = 'chunk-size';
            line = Buffer.alloc(0);
          } else {
            state = 'sized';
            remaining = Number(length![1]);
            if (remaining === 0) done();
          }
        } else if (state === 'sized') {
          const take = Math.min(remaining, chunk.length - offset);
          remaining -= take;
          size += take;
          offset += take;
          if (remaining === 0) {
            done();
            if (!nextAsked()) return;
          }
        } else if (state === 'chunk-size' || state === 'chunk-end') {
          const rest = chunk.subarray(offset);
          const joined = line.length === 0 ? rest : Buffer.concat([line, rest]);
          const end = joined.indexOf(CRLF);
          if (end === -1) {
            line = Buffer.from(joined);
            return;
          }
          offset = chunk.length - (joined.length - (end + 2));
          line = Buffer.alloc(0);
          if (state === 'chunk-end') {
            // The CRLF after a chunk's data, or the last empty line after the 0-size chunk.
            if (remaining === -1) {
              done();
              if (!nextAsked()) return;
            } else state = 'chunk-size';
            continue;
          }
          const chunkSize = parseInt(joined.subarray(0, end).toString('latin1'), 16);
          if (chunkSize === 0) {
            remaining = -1;
            state = 'chunk-end';
          } else {
            remaining = chunkSize;
            state = 'chunk-data';
          }
        } else if (state === 'chunk-data') {
          const take = Math.min(remaining, chunk.length - offset);
          remaining -= take;
          size += take;
          offset += take;
          if (remaining === 0) state = 'chunk-end';
        } else return; // data after the deadline: ignored
      }
    };

    const open = () => {
      socket = net.connect({ host, port, noDelay: true });
      socket.on('connect', send);
      socket.on('data', consume);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        if (state !== 'idle') fail();
      });
    };
    open();
    return {
      close: () => {
        state = 'idle';
        socket.destroy();
      },
      checkTimeout: (now) => {
        if (state !== 'idle' && now - sentAt > timeoutMs) {
          timeouts += 1;
          fail();
        }
      },
    };
  }

  const connections = Array.from({ length: opts.connections }, connection);
  return new Promise((resolve) => {
    const ticker = setInterval(() => {
      const now = performance.now();
      for (const c of connections) c.checkTimeout(now);
      if (now < deadline) return;
      running = false;
      clearInterval(ticker);
      for (const c of connections) c.close();
      const seconds = (now - started) / 1000;
      const sorted = latencies.slice(0, answered).sort();
      resolve({
        requests: answered,
        reqPerSec: answered / seconds,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        errors: errors + timeouts,
        timeouts,
        non2xx,
        status5xx,
        statusCounts,
        bytes,
      });
    }, 50);
  });
}
