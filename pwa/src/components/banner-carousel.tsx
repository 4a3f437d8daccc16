// The portfolio banner carousel of public-area.md §2.4 (also on the Home page, §2.3): one slide per catalogue
// line, a title and a typed-out subtitle cycling through the line's products, advancing every 15 s.
// Controlled (`index` + `onIndexChange`) or uncontrolled; `autoAdvance={false}` stops the timer.
import { useCallback, useEffect, useState } from 'react';
import { LARGEST_IMAGE } from '../../../shared/page-start.ts';
import { TIMINGS } from '../../../shared/timings.ts';
import { BANNER_SLIDE_CONTENT, type BannerSlide } from '../content/banner-slides.ts';
import { usePageLoaded } from '../lib/page-loaded.ts';
import { useAutoAdvance } from '../lib/use-auto-advance.ts';
import { usePrefersReducedMotion } from '../lib/use-reduced-motion.ts';
import { ResponsiveImg } from './responsive-image.tsx';
import './banner-carousel.css';

export interface BannerCarouselProps {
  slides?: readonly BannerSlide[];
  /** The shown slide; pass it with `onIndexChange` to control the carousel. */
  index?: number;
  /** Called with the next slide on a timer tick, an arrow or a dot. */
  onIndexChange?: (index: number) => void;
  /** On by default; reduced-motion visitors never get the timer. */
  autoAdvance?: boolean;
  /** The carousel's accessible name. */
  label?: string;
  /** The page's largest image is the first slide's: fetched first (and preloaded by the server). Without it
   * the carousel is below the first screen and every slide's image waits until it comes near. */
  priority?: boolean;
}

/** A typed subtitle holds a finished word this many ticks, then deletes it two characters a tick. */
const HOLD_TICKS = 20;
const DELETE_CHARS_PER_TICK = 2;

export interface TypingState {
  word: number;
  chars: number;
  /** Ticks left to hold a finished word (negative: deleting). */
  hold: number;
}

export const TYPING_START: TypingState = { word: 0, chars: 0, hold: HOLD_TICKS };

/** One tick of the typewriter: type a character, hold the word, delete it, move to the next word. */
export function typingStep(state: TypingState, words: readonly string[]): TypingState {
  const length = words[state.word]?.length ?? 0;
  if (state.hold === HOLD_TICKS && state.chars < length) return { ...state, chars: state.chars + 1 };
  if (words.length < 2) return state;
  if (state.hold > 0) return { ...state, hold: state.hold - 1 };
  if (state.chars > 0) return { ...state, chars: Math.max(0, state.chars - DELETE_CHARS_PER_TICK) };
  return { word: (state.word + 1) % words.length, chars: 0, hold: HOLD_TICKS };
}

function TypedSubtitle({ words }: { words: readonly string[] }) {
  const reduced = usePrefersReducedMotion();
  const [state, setState] = useState(TYPING_START);
  useEffect(() => {
    if (reduced) return;
    const timer = window.setInterval(
      () => setState((s) => typingStep(s, words)),
      TIMINGS.typedSubtitleCharMs,
    );
    return () => window.clearInterval(timer);
  }, [words, reduced]);

  const full = words.join(' · ');
  if (reduced) return <p className="banner-carousel__subtitle banner-carousel__subtitle--full">{full}</p>;
  return (
    <p className="banner-carousel__subtitle">
      <span className="banner-carousel__typed" aria-hidden="true">
        {words[state.word]?.slice(0, state.chars)}
      </span>
      <span className="visually-hidden">{full}</span>
    </p>
  );
}

export function BannerCarousel({
  slides = BANNER_SLIDE_CONTENT,
  index,
  onIndexChange,
  autoAdvance = true,
  label = 'Our product lines',
  priority = false,
}: BannerCarouselProps) {
  const [ownIndex, setOwnIndex] = useState(0);
  const count = slides.length;
  const current = count === 0 ? 0 : (((index ?? ownIndex) % count) + count) % count;

  const show = useCallback(
    (next: number) => {
      const wrapped = ((next % count) + count) % count;
      if (index === undefined) setOwnIndex(wrapped);
      onIndexChange?.(wrapped);
    },
    [count, index, onIndexChange],
  );
  const advance = useCallback(() => show(current + 1), [show, current]);
  useAutoAdvance(advance, TIMINGS.portfolioBannerMs, autoAdvance && count > 1, current);

  // Which slides have their image. At first only the shown one: the others sit beside it, close enough for
  // the browser's lazy loading to fetch them with the page, on the same slow link as its largest image.
  // Once the page has loaded, the next slide's too, so it is there when the carousel moves; an image once
  // shown stays, so a slide never empties as it slides away.
  const pageLoaded = usePageLoaded();
  const wanted = pageLoaded && count > 1 ? [current, (current + 1) % count] : [current];
  const [withImage, setWithImage] = useState<ReadonlySet<number>>(() => new Set(wanted));
  if (wanted.some((i) => !withImage.has(i))) setWithImage(new Set([...withImage, ...wanted]));

  if (count === 0) return null;
  return (
    <section className="banner-carousel" aria-roledescription="carousel" aria-label={label}>
      <div className="banner-carousel__viewport">
        <div className="banner-carousel__track" style={{ transform: `translateX(-${current * 100}%)` }}>
          {slides.map((slide, i) => (
            <div
              key={slide.title}
              className="banner-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}: ${slide.title}`}
              aria-hidden={i !== current}
              inert={i !== current}
              data-current={i === current || undefined}
            >
              {withImage.has(i) && (
                <ResponsiveImg
                  image={slide.image}
                  alt=""
                  className="banner-carousel__image"
                  loading={priority && i === 0 ? 'eager' : 'lazy'}
                  {...(priority && i === 0 && LARGEST_IMAGE)}
                />
              )}
              <div className="banner-carousel__caption">
                <h2 className="banner-carousel__title">{slide.title}</h2>
                {i === current ? (
                  <TypedSubtitle key={current} words={slide.subtitles} />
                ) : (
                  <p className="banner-carousel__subtitle" />
                )}
              </div>
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className="banner-carousel__controls">
          <button
            type="button"
            className="banner-carousel__arrow"
            aria-label="Previous slide"
            onClick={() => show(current - 1)}
          >
            ‹
          </button>
          <div className="banner-carousel__dots">
            {slides.map((slide, i) => (
              <button
                key={slide.title}
                type="button"
                className="banner-carousel__dot"
                aria-label={`Show ${slide.title}`}
                aria-current={i === current || undefined}
                onClick={() => show(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className="banner-carousel__arrow"
            aria-label="Next slide"
            onClick={() => show(current + 1)}
          >
            ›
          </button>
        </div>
      )}
    </section>
  );
}
