import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackToTop } from './back-to-top.tsx';

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('BackToTop', () => {
  it('when clicked, then the page scrolls smoothly to the top', () => {
    mockReducedMotion(false);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<BackToTop />);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('when the visitor asked for reduced motion, then it jumps to the top', () => {
    mockReducedMotion(true);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<BackToTop />);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
