import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { parseEvents, startLive } from './live.ts';

afterEach(() => vi.useRealTimers());

function stream(chunks: string[]): Response {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    }),
    { headers: { 'Content-Type': 'text/event-stream' } },
  );
}

describe('parseEvents', () => {
  it('when a stream is read in pieces, then whole events come out and the rest waits, heartbeats skipped', () => {
    const first = parseEvents('event: ready\ndata: {}\n\n: heartbeat\n\nevent: poke\ndata: {"collec');
    expect(first.messages).toEqual([{ event: 'ready', data: '{}' }]);
    const second = parseEvents(`${first.rest}tions":["products"]}\r\n\r\n`);
    expect(second.messages).toEqual([{ event: 'poke', data: '{"collections":["products"]}' }]);
    expect(second.rest).toBe('');
  });
});

describe('startLive', () => {
  it('when the stream says ready and then pokes, then a pull is asked for each', async () => {
    const onPull = vi.fn();
    const stop = startLive(
      {
        openEvents: async () =>
          stream(['event: ready\ndata: {}\n\n', 'event: poke\ndata: {"collections":["products"]}\n\n']),
      },
      { onPull, onAuth: vi.fn() },
    );
    await vi.waitFor(() => expect(onPull).toHaveBeenCalledTimes(2));
    expect(onPull).toHaveBeenLastCalledWith({ collections: ['products'] });
    stop();
  });

  it('when the server ends the session with an auth event, then onAuth runs and no reconnect follows', async () => {
    const openEvents = vi.fn(async () => stream(['event: auth\ndata: {"reason":"expired"}\n\n']));
    const onAuth = vi.fn();
    const stop = startLive({ openEvents }, { onPull: vi.fn(), onAuth });
    await vi.waitFor(() => expect(onAuth).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(openEvents).toHaveBeenCalledTimes(1);
    stop();
  });

  it('when the stream is refused with 401, then onAuth runs; when it drops, then it reconnects', async () => {
    const onAuth = vi.fn();
    const refused = startLive(
      {
        openEvents: async () => {
          throw new ApiError(401, { message: 'expired' }, '');
        },
      },
      { onPull: vi.fn(), onAuth },
    );
    await vi.waitFor(() => expect(onAuth).toHaveBeenCalled());
    refused();

    vi.useFakeTimers();
    const openEvents = vi.fn(async () => stream([]));
    const dropping = startLive(
      {
        // Each stream ends at once: the connection dropped.
        openEvents: async () => (await openEvents(), stream(['event: ready\ndata: {}\n\n'])),
      },
      { onPull: vi.fn(), onAuth: vi.fn() },
    );
    await vi.waitFor(() => expect(openEvents).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(openEvents.mock.calls.length).toBeGreaterThanOrEqual(2);
    dropping();
  });
});
