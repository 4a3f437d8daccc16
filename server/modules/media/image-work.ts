// The budget for image work, so that a burst of uploads can never starve the rest of the server: at most
// IMAGE_JOBS images are decoded at a time in this process (the rest wait their turn), each with one libvips
// thread and a time limit. Password hashing (argon2) shares libuv's thread pool with sharp; with image jobs
// capped below the pool's size (server/threadpool.ts makes it 8), a sign-in never waits behind images.
import sharp from 'sharp';

/** Images decoded at once in one server process. */
export const IMAGE_JOBS = 1;
/** libvips threads per image. */
sharp.concurrency(1);
// Uploads are one-off buffers; libvips' operation cache would only hold memory.
sharp.cache(false);

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when an image slot is free; slots are handed over in arrival order. */
export async function withImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= IMAGE_JOBS) await new Promise<void>((resume) => waiting.push(resume));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** Images decoding now and waiting for a slot in this process (for the metrics, read when scraped). */
export function imageWorkLoad(): { running: number; queued: number } {
  return { running, queued: waiting.length };
}
