import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BANNER_SLIDE_CONTENT } from '../content/banner-slides.ts';
import { BannerCarousel, TYPING_START, typingStep, type TypingState } from './banner-carousel.tsx';

const currentSlide = () =>
  document.querySelector('.banner-carousel__slide[data-current]')?.getAttribute('aria-label');
const typed = () => document.querySelector('.banner-carousel__typed')?.textContent;

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('typingStep', () => {
  it('when ticking, then it types a word, holds it, deletes it and moves to the next word', () => {
    const words = ['Ab', 'C'];
    const states: TypingState[] = [TYPING_START];
    for (let i = 0; i < 30; i++) states.push(typingStep(states.at(-1)!, words));
    const shown = states.map((s) => words[s.word]!.slice(0, s.chars));
    expect(shown.slice(0, 3)).toEqual(['', 'A', 'Ab']);
    expect(shown.slice(3, 23).every((t) => t === 'Ab')).toBe(true);
    expect(shown.slice(23, 26)).toEqual(['', '', 'C']);
  });

  it('when there is one word, then it stays once typed', () => {
    let s = TYPING_START;
    for (let i = 0; i < 50; i++) s = typingStep(s, ['Hi']);
    expect(s.chars).toBe(2);
  });
});

describe('BannerCarousel', () => {
  it('has four slides titled after the catalogue lines, subtitled with their product names', () => {
    expect(BANNER_SLIDE_CONTENT.map((s) => s.title)).toEqual([
      'Deficiencies line',
      'Conditions line',
      'Regenerative Health line',
      'Life cycle line',
    ]);
    expect(BANNER_SLIDE_CONTENT[0]!.subtitles.slice(0, 3)).toEqual([
      'B12-Corrinoids',
      'Lichen D3',
      'Algal Omega D3',
    ]);
    expect(BANNER_SLIDE_CONTENT[3]!.subtitles).toContain('Pregnant Women');
  });

  it('when the page is still loading, then only the shown slide has an image; once loaded, the next one too, and a shown image stays', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    render(<BannerCarousel autoAdvance={false} />);
    const images = () =>
      [...document.querySelectorAll('.banner-carousel__slide')].map(
        (slide) => slide.querySelector('img.banner-carousel__image') !== null,
      );
    expect(images()).toEqual([true, false, false, false]);

    readyState.mockReturnValue('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(images()).toEqual([true, true, false, false]);

    fireEvent.click(screen.getByRole('button', { name: 'Show Regenerative Health line' }));
    expect(images()).toEqual([true, true, true, true]);
    fireEvent.click(screen.getByRole('button', { name: 'Show Deficiencies line' }));
    expect(images()).toEqual([true, true, true, true]);
  });

  it('when uncontrolled, then it advances every 15 s and wraps around', () => {
    render(<BannerCarousel />);
    expect(currentSlide()).toBe('1 of 4: Deficiencies line');
    act(() => vi.advanceTimersByTime(14_999));
    expect(currentSlide()).toBe('1 of 4: Deficiencies line');
    act(() => vi.advanceTimersByTime(1));
    expect(currentSlide()).toBe('2 of 4: Conditions line');
    for (let i = 0; i < 3; i++) act(() => vi.advanceTimersByTime(15_000));
    expect(currentSlide()).toBe('1 of 4: Deficiencies line');
  });

  it('when the subtitle types, then one character appears every 70 ms', () => {
    render(<BannerCarousel />);
    expect(typed()).toBe('');
    act(() => vi.advanceTimersByTime(70 * 5));
    expect(typed()).toBe('B12-C');
    act(() => vi.advanceTimersByTime(70 * 9));
    expect(typed()).toBe('B12-Corrinoids');
    expect(screen.getByText(/^B12-Corrinoids · Lichen D3 ·/).className).toBe('visually-hidden');
  });

  it('when controlled, then it shows the given slide and reports the next one', () => {
    const onIndexChange = vi.fn();
    render(<BannerCarousel index={2} onIndexChange={onIndexChange} />);
    expect(currentSlide()).toBe('3 of 4: Regenerative Health line');
    act(() => vi.advanceTimersByTime(15_000));
    expect(onIndexChange).toHaveBeenCalledWith(3);
    expect(currentSlide()).toBe('3 of 4: Regenerative Health line');
    fireEvent.click(screen.getByRole('button', { name: 'Show Deficiencies line' }));
    expect(onIndexChange).toHaveBeenLastCalledWith(0);
  });

  it('when a slide is not shown, then it is inert; the shown one is not', () => {
    render(<BannerCarousel index={2} />);
    const inert = () =>
      [...document.querySelectorAll('.banner-carousel__slide')].map((slide) => slide.hasAttribute('inert'));
    expect(inert()).toEqual([true, true, false, true]);
  });

  it('when autoAdvance is off, then the timer does not move it, but the arrows do', () => {
    render(<BannerCarousel autoAdvance={false} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(currentSlide()).toBe('1 of 4: Deficiencies line');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toBe('4 of 4: Life cycle line');
  });

  it('when the visitor prefers reduced motion, then nothing advances and the full subtitle shows', () => {
    preferReducedMotion(true);
    render(<BannerCarousel />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(currentSlide()).toBe('1 of 4: Deficiencies line');
    expect(typed()).toBeUndefined();
    expect(
      screen.getByText(/^B12-Corrinoids · Lichen D3 · .* · Vitamin K2-7 Menaquinone$/).textContent,
    ).toMatch(/^B12-Corrinoids · Lichen D3 · .* · Vitamin K2-7 Menaquinone$/);
  });
});
