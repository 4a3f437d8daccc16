// How many live event streams this server process holds open (issue #34): each costs worker memory and a
// file descriptor, so one user may hold `perUser` (SSE_MAX_PER_USER; a person's tabs and devices) and the
// process `perProcess` (SSE_MAX_PER_PROCESS) in all. Past either, 429 with Retry-After; a stream's end
// frees its slot. Counted per process, as the memory and descriptors are (docs/decisions/024-bounded-live-streams.md).
import { TooManyRequestsError } from '../../errors/errors.ts';

export const DEFAULT_SSE_MAX_PER_USER = 10;
export const DEFAULT_SSE_MAX_PER_PROCESS = 1000;
/** A refused client waits about a heartbeat before trying again (the PWA backs off on its own). */
export const STREAM_RETRY_AFTER_SECONDS = 15;

export const STREAM_MESSAGES = {
  perUser: (max: number) =>
    `Too many live update streams are open for this account (at most ${max}). Close one and try again.`,
  perProcess: 'The server has too many live update streams open. Try again shortly.',
} as const;

export interface StreamLimits {
  perUser: number;
  perProcess: number;
}

export function createStreamSlots({ perUser, perProcess }: StreamLimits) {
  const byUser = new Map<number, number>();
  let total = 0;
  return {
    /** Takes a slot for one more stream of the user, or throws 429; call the answer once the stream ends. */
    take(userId: number): () => void {
      if (total >= perProcess)
        throw new TooManyRequestsError(STREAM_MESSAGES.perProcess, STREAM_RETRY_AFTER_SECONDS);
      const mine = byUser.get(userId) ?? 0;
      if (mine >= perUser)
        throw new TooManyRequestsError(STREAM_MESSAGES.perUser(perUser), STREAM_RETRY_AFTER_SECONDS);
      byUser.set(userId, mine + 1);
      total += 1;
      let freed = false;
      return () => {
        if (freed) return;
        freed = true;
        total -= 1;
        const left = (byUser.get(userId) ?? 1) - 1;
        if (left > 0) byUser.set(userId, left);
        else byUser.delete(userId);
      };
    },
    /** Streams open now. */
    open: () => total,
  };
}

export type StreamSlots = ReturnType<typeof createStreamSlots>;
