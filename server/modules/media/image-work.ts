// The budget for image work, so that a burst of uploads can never starve the rest of the server: at most
// IMAGE_JOBS images are decoded at a time in this process, each with one libvips thread and a time limit.
// The rest wait in one queue per user, served in turn (round-robin), so one user's burst delays their own
// images, not another user's. Password hashing (argon2) shares libuv's thread pool with sharp; with image
// jobs capped below the pool's size (server/threadpool.ts makes it 8), a sign-in never waits behind images.
import sharp from 'sharp';

/** Images decoded at once in one server process. */
export const IMAGE_JOBS = 1;
/** libvips threads per image. */
sharp.concurrency(1);
// Uploads are one-off buffers; libvips' operation cache would only hold memory.
sharp.cache(false);

/** Whose work it is: a user id, or a name for work no user asked for (renditions, the seed). */
export type ImageWorkOwner = number | string;
/** The owner of the seed's images: the catalogue's own banners, stored when the server starts. */
export const SEED_OWNER = 'seed';

let running = 0;
/** Waiting work by owner; a Map keeps insertion order, and an owner served goes to the back. */
const waiting = new Map<ImageWorkOwner, (() => void)[]>();

/**
 * Hands the slot to the first waiter of the owner whose turn it is (not `finished`, whose work just ran, while
 * another owner waits); false when nobody waits.
 */
function handOver(finished: ImageWorkOwner): boolean {
  let turn = waiting.keys().next();
  if (turn.done) return false;
  if (turn.value === finished && waiting.size > 1) {
    const theirs = waiting.get(finished)!;
    waiting.delete(finished);
    waiting.set(finished, theirs);
    turn = waiting.keys().next();
  }
  const owner = turn.value!;
  const queue = waiting.get(owner)!;
  const resume = queue.shift()!;
  waiting.delete(owner);
  if (queue.length > 0) waiting.set(owner, queue);
  resume();
  return true;
}

/** Runs `work` when an image slot is free; waiting owners take turns, each owner's work in arrival order. */
export async function withImageSlot<T>(owner: ImageWorkOwner, work: () => Promise<T>): Promise<T> {
  if (running >= IMAGE_JOBS) {
    await new Promise<void>((resume) => {
      const queue = waiting.get(owner);
      if (queue) queue.push(resume);
      else waiting.set(owner, [resume]);
    });
  } else running += 1;
  try {
    return await work();
  } finally {
    if (!handOver(owner)) running -= 1;
  }
}

/** Images decoding now and waiting for a slot in this process (for the metrics, read when scraped). */
export function imageWorkLoad(): { running: number; queued: number } {
  let queued = 0;
  for (const queue of waiting.values()) queued += queue.length;
  return { running, queued };
}
