// Live pokes (docs/architecture.md §5): while the admin area is open and online, one event stream per tab
// (GET /api/sync/events, read with fetch because EventSource cannot send the Authorization header). A
// `ready` or `poke` event asks for a pull; an `auth` event, or a 401/403, stops the stream until the user
// signs in again. A dropped stream reconnects with backoff; a stream that stays silent past two heartbeats
// is taken for dead and reconnected.
import { backoffDelay } from '../../../../shared/backoff.ts';
import type { PokeEvent, SyncEventName } from '../../../../shared/sync.ts';
import { SYNC_HEARTBEAT_MS } from '../../../../shared/sync.ts';
import { ApiError } from '../../api/client.ts';
import type { Api } from '../../api/endpoints.ts';

export interface LiveHandlers {
  /** The stream opened (it may have missed pokes while closed) or something changed: pull. */
  onPull: (reason: 'ready' | PokeEvent) => void;
  /** The session ended (expired, revoked, or refused): no reconnect until a new sign-in. */
  onAuth: () => void;
}

export interface SseMessage {
  event: string;
  data: string;
}

/** Splits an event-stream text into complete messages; returns them and the unfinished rest. */
export function parseEvents(buffer: string): { messages: SseMessage[]; rest: string } {
  const messages: SseMessage[] = [];
  const blocks = buffer.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':') || line === '') continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    // A comment-only block (a heartbeat) carries no message.
    if (data.length > 0 || event !== 'message') messages.push({ event, data: data.join('\n') });
  }
  return { messages, rest };
}

/** A dropped stream reconnects after 1 s, 2 s, 4 s … up to 30 s, each between half and all of that. */
const RECONNECT = { firstMs: 1_000, maxMs: 30_000 };
/** Silence longer than this means the connection is gone even if no error said so. */
const SILENCE_MS = SYNC_HEARTBEAT_MS * 2 + 5_000;

/** Opens the stream and keeps it open until stop() is called; returns stop. */
export function startLive(api: Pick<Api, 'openEvents'>, handlers: LiveHandlers): () => void {
  let stopped = false;
  let controller: AbortController | undefined;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const handle = (message: SseMessage): boolean => {
    const name = message.event as SyncEventName;
    if (name === 'ready') {
      failures = 0;
      handlers.onPull('ready');
    } else if (name === 'poke') {
      try {
        handlers.onPull(JSON.parse(message.data) as PokeEvent);
      } catch {
        handlers.onPull({ collections: [] });
      }
    } else if (name === 'auth') {
      handlers.onAuth();
      return false;
    }
    return true;
  };

  const connect = async () => {
    if (stopped) return;
    controller = new AbortController();
    const current = controller;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(silence);
      silence = setTimeout(() => current.abort(), SILENCE_MS);
    };
    let keepGoing = true;
    try {
      const response = await api.openEvents(current.signal);
      const reader = response.body?.getReader();
      if (!reader) throw new Error('The event stream has no body');
      const decoder = new TextDecoder();
      let buffer = '';
      watch();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        watch();
        buffer += decoder.decode(value, { stream: true });
        const { messages, rest } = parseEvents(buffer);
        buffer = rest;
        for (const message of messages) keepGoing = handle(message) && keepGoing;
        if (!keepGoing) {
          current.abort();
          break;
        }
      }
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        handlers.onAuth();
        keepGoing = false;
      }
    } finally {
      clearTimeout(silence);
    }
    if (stopped || !keepGoing) return;
    failures += 1;
    retryTimer = setTimeout(() => void connect(), backoffDelay(failures, RECONNECT));
  };

  void connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    controller?.abort();
  };
}
