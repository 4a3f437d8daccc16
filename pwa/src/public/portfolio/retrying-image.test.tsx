import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PLACEHOLDER_SRC } from '../../content/images.ts';
import { RetryingImage } from './retrying-image.tsx';

afterEach(cleanup);

describe('RetryingImage', () => {
  it('when every load fails, then it retries the given number of times and shows the placeholder', () => {
    render(<RetryingImage src="/images/banner.webp" retries={2} alt="Banner" />);
    const img = () => screen.getByRole('img', { name: 'Banner' });
    const seen = [img().getAttribute('src')];
    for (let i = 0; i < 4; i++) {
      fireEvent.error(img());
      seen.push(img().getAttribute('src'));
    }
    expect(seen).toEqual([
      '/images/banner.webp',
      '/images/banner.webp?retry=1',
      '/images/banner.webp?retry=2',
      PLACEHOLDER_SRC,
      PLACEHOLDER_SRC,
    ]);
  });

  it('when the source changes, then the new one starts from its first attempt', () => {
    const { rerender } = render(<RetryingImage src="/a.webp" retries={1} alt="Logo" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img').getAttribute('src')).toBe('/a.webp?retry=1');
    rerender(<RetryingImage src="/b.webp" retries={1} alt="Logo" />);
    expect(screen.getByRole('img').getAttribute('src')).toBe('/b.webp');
  });
});
