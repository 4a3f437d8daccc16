// A staff client's live event stream (GET /api/sync/events) as the tests read it: the events parsed as they
// arrive, heartbeat comments counted, and a promise that settles when the server ends the stream.
import { expect } from 'vitest';
import { apiClient } from './api-client.ts';
import { waitUntil } from './wait-until.ts';

export interface SseMessage {
  event: string;
  data: string;
}

/** Whole events out of the text read so far, and the unfinished rest (comments skipped). */
function parseEvents(text: string): { messages: SseMessage[]; rest: string } {
  const blocks = text.split('\n\n');
  const rest = blocks.pop() ?? '';
  const messages = blocks
    .map((block) => {
      const lines = block.split('\n').filter((l) => !l.startsWith(':'));
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      return { event, data, empty: lines.length === 0 };
    })
    .filter((m) => !m.empty)
    .map(({ event, data }) => ({ event, data }));
  return { messages, rest };
}

export interface Stream {
  events: SseMessage[];
  comments: number;
  ended: Promise<void>;
  /** Resolves with the first event (after those already seen) that matches. */
  next(match: (e: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>;
  close(): void;
}

/** Opens a stream and waits for its `ready`; fails the test unless the server answers 200. */
export async function openEventStream(url: string, token: string): Promise<Stream> {
  const opened = await tryOpenEventStream(url, token);
  expect(opened instanceof Response ? opened.status : 200).toBe(200);
  return opened as Stream;
}

/** As openEventStream, but a refusal (any status but 200) is answered as the Response, to be read. */
export async function tryOpenEventStream(url: string, token: string): Promise<Stream | Response> {
  const controller = new AbortController();
  const res = await apiClient(url, token).get('/api/sync/events', {
    headers: { Accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (res.status !== 200) return res;
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  expect(res.headers.get('content-encoding')).toBeNull();
  const stream: Stream = {
    events: [],
    comments: 0,
    ended: Promise.resolve(),
    async next(match, timeoutMs = 5000) {
      const found = await waitUntil('a matching event', () => stream.events.find(match), { timeoutMs });
      stream.events.splice(stream.events.indexOf(found), 1);
      return found;
    },
    close: () => controller.abort(),
  };
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  stream.ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const text = decoder.decode(value, { stream: true });
        stream.comments += (text.match(/: heartbeat/g) ?? []).length;
        const { messages, rest } = parseEvents(buffer + text);
        stream.events.push(...messages);
        buffer = rest;
      }
    } catch {
      // Aborted by the test.
    }
  })();
  await stream.next((e) => e.event === 'ready');
  return stream;
}
