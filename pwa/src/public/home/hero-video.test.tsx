import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../lib/next-task.ts';
import { HeroVideo } from './hero-video.tsx';

const play = vi.fn(() => Promise.resolve());
const pause = vi.fn();
const clip = () => document.querySelector<HTMLVideoElement>('video.hero__media')!;

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}
function setSaveData(saveData: boolean | undefined) {
  Object.defineProperty(navigator, 'connection', {
    value: saveData === undefined ? undefined : { saveData },
    configurable: true,
  });
}
function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
  setReducedMotion(false);
  setSaveData(undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  play.mockClear();
  pause.mockClear();
  setReadyState('complete');
  setSaveData(undefined);
});

describe('HeroVideo', () => {
  it('when rendered, then the clip fetches nothing by itself (preload none) and sits over its poster', () => {
    render(<HeroVideo title="Hero" />);
    expect(clip().getAttribute('preload')).toBe('none');
    expect(clip().hasAttribute('autoplay')).toBe(false);
    expect(document.querySelector('img.hero__media')?.getAttribute('fetchpriority')).toBe('high');
  });

  it('when rendered, then a portrait screen is offered the poster’s centre square before the whole frame', () => {
    render(<HeroVideo title="Hero" />);
    const sources = [...document.querySelectorAll('picture source')].map((s) => ({
      media: s.getAttribute('media'),
      srcset: s.getAttribute('srcset'),
    }));
    expect(sources).toEqual([
      {
        media: '(max-aspect-ratio: 3/4)',
        srcset:
          '/images/hero/hero-poster-square-780.avif 780w, /images/hero/hero-poster-square-1080.avif 1080w',
      },
      {
        media: null,
        srcset:
          '/images/hero/hero-poster-640.avif 640w, /images/hero/hero-poster-1280.avif 1280w, /images/hero/hero-poster-1920.avif 1920w',
      },
    ]);
    // A source picked by media keeps its own aspect ratio while it loads.
    expect(document.querySelector('picture source')?.getAttribute('width')).toBe('1080');
  });

  it('when the page is still loading, then the clip starts only after the load event, muted, in a task of its own', async () => {
    setReadyState('loading');
    render(<HeroVideo title="Hero" />);
    await nextTask();
    expect(play).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(play).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect(clip().muted).toBe(true);
  });

  it('when the page has already loaded, then the clip starts at once, in the next task', async () => {
    render(<HeroVideo title="Hero" />);
    expect(play).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(play).toHaveBeenCalledTimes(1));
  });

  it('when the hero goes in the moment between the load and its start, then nothing starts', async () => {
    const { unmount } = render(<HeroVideo title="Hero" />);
    unmount();
    await nextTask();
    await nextTask();
    expect(play).not.toHaveBeenCalled();
  });

  it('when the hero goes before the page loads, then the load event starts nothing', () => {
    setReadyState('loading');
    const { unmount } = render(<HeroVideo title="Hero" />);
    unmount();
    window.dispatchEvent(new Event('load'));
    expect(play).not.toHaveBeenCalled();
  });

  it('when the visitor turned on a data saver, then the clip never starts and the poster stays', () => {
    setSaveData(true);
    render(<HeroVideo title="Hero" />);
    window.dispatchEvent(new Event('load'));
    expect(play).not.toHaveBeenCalled();
    expect(document.querySelector('img.hero__media')).not.toBeNull();
  });

  it('when the visitor asked for less motion, then the clip is held still', () => {
    setReducedMotion(true);
    render(<HeroVideo title="Hero" />);
    window.dispatchEvent(new Event('load'));
    expect(play).not.toHaveBeenCalled();
    expect(pause).toHaveBeenCalled();
  });
});
