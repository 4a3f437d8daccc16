import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff.ts';

const policy = { firstMs: 1_000, maxMs: 300_000 };

describe('backoffDelay', () => {
  it('when attempts grow, then the longest pause doubles from the first, and stops at the maximum', () => {
    const longest = [1, 2, 3, 4, 9, 10, 50, 5_000].map((attempt) => backoffDelay(attempt, policy, () => 1));
    expect(longest).toEqual([1_000, 2_000, 4_000, 8_000, 256_000, 300_000, 300_000, 300_000]);
  });

  it('when the random draw is lowest, then the pause is half the longest; in between, in between', () => {
    expect(backoffDelay(4, policy, () => 0)).toBe(4_000);
    expect(backoffDelay(4, policy, () => 0.5)).toBe(6_000);
    expect(backoffDelay(30, policy, () => 0)).toBe(150_000);
  });

  it('when drawn at random, then every pause lies between half and all of the longest', () => {
    for (let attempt = 0; attempt <= 12; attempt++) {
      const longest = backoffDelay(attempt, policy, () => 1);
      for (let i = 0; i < 50; i++) {
        const pause = backoffDelay(attempt, policy);
        expect(pause).toBeGreaterThanOrEqual(longest / 2);
        expect(pause).toBeLessThanOrEqual(longest);
      }
    }
  });
});
