import { describe, expect, it } from 'vitest';
import { IMAGE_JOBS, imageWorkLoad, withImageSlot } from './image-work.ts';

describe('image work load', () => {
  it('when more images arrive than there are slots, then the load counts the running ones and those waiting, and both drop to 0', async () => {
    expect(imageWorkLoad()).toEqual({ running: 0, queued: 0 });
    const releases: (() => void)[] = [];
    const job = (_: unknown, i: number) =>
      withImageSlot(i, () => new Promise<void>((resolve) => releases.push(resolve)));
    const jobs = Array.from({ length: IMAGE_JOBS + 2 }, job);

    // Each finished job hands its slot to the next one waiting.
    for (let queued = 2; queued >= 0; queued -= 1) {
      await expect.poll(() => imageWorkLoad()).toEqual({ running: IMAGE_JOBS, queued });
      await expect.poll(() => releases.length).toBeGreaterThan(0);
      releases.shift()!();
    }
    for (const release of releases.splice(0)) release();
    await Promise.all(jobs);
    expect(imageWorkLoad()).toEqual({ running: 0, queued: 0 });
  });
});
