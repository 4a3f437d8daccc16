import { describe, expect, it } from 'vitest';
import { swipeDirection } from './use-swipe.ts';

describe('swipe direction', () => {
  it('when the pointer moves left by the threshold or more, then it is the next image', () => {
    expect(swipeDirection(-40, 0, 40)).toBe(1);
    expect(swipeDirection(-120, 10, 40)).toBe(1);
  });

  it('when the pointer moves right by the threshold or more, then it is the previous image', () => {
    expect(swipeDirection(40, 0, 40)).toBe(-1);
  });

  it('when the move is shorter than the threshold or mostly vertical, then it is no swipe', () => {
    expect(swipeDirection(-39, 0, 40)).toBe(0);
    expect(swipeDirection(-50, 80, 40)).toBe(0);
  });
});
