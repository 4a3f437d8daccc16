import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_SRC } from '../../content/images.ts';
import { attemptSrc, retryUrl } from './retry-src.ts';

describe('image retries', () => {
  it('when a load is retried, then a cache-busting query is added', () => {
    expect(retryUrl('/images/a.webp', 0)).toBe('/images/a.webp');
    expect(retryUrl('/images/a.webp', 1)).toBe('/images/a.webp?retry=1');
    expect(retryUrl('/images/a.webp?v=3', 2)).toBe('/images/a.webp?v=3&retry=2');
    expect(retryUrl('/images/a.svg#icon', 1)).toBe('/images/a.svg?retry=1#icon');
  });

  it('when a banner fails, then it is tried twice more before the placeholder', () => {
    const banner = (failures: number) => attemptSrc('/b.webp', failures, 2);
    expect([0, 1, 2, 3].map(banner)).toEqual([
      '/b.webp',
      '/b.webp?retry=1',
      '/b.webp?retry=2',
      PLACEHOLDER_SRC,
    ]);
  });

  it('when a certificate fails, then it is tried once more before the placeholder', () => {
    const logo = (failures: number) => attemptSrc('/c.webp', failures, 1);
    expect([0, 1, 2].map(logo)).toEqual(['/c.webp', '/c.webp?retry=1', PLACEHOLDER_SRC]);
  });

  it('when there is no image or it is the placeholder, then the placeholder is never retried', () => {
    expect(attemptSrc('', 0, 2)).toBe(PLACEHOLDER_SRC);
    expect(attemptSrc(PLACEHOLDER_SRC, 1, 2)).toBe(PLACEHOLDER_SRC);
  });
});
