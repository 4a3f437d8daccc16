import { useCallback, useState, type KeyboardEvent } from 'react';
import { PUBLIC_LIMITS, TIMINGS } from '../../../../shared/timings.ts';
import { PLACEHOLDER_SRC } from '../../content/images.ts';
import { useAutoAdvance } from '../../lib/use-auto-advance.ts';
import { RetryingImage } from './retrying-image.tsx';
import { useSwipe } from './use-swipe.ts';

/** Keyboard focus pauses the timer; the focus a click or a swipe gives does not. */
function isKeyboardFocus(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

interface Props {
  images: readonly string[];
  productName: string;
}

/**
 * The product's banner images (public-area.md §2.5): every 3 s, wrapping around, no indicators; a 40 px
 * swipe or the arrow keys change the image. Hover or keyboard focus pauses the timer.
 */
export function ProductImageCarousel({ images, productName }: Props) {
  const slides = images.length > 0 ? images : [PLACEHOLDER_SRC];
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const step = useCallback((direction: -1 | 1) => setIndex((i) => (i + direction + count) % count), [count]);
  const next = useCallback(() => step(1), [step]);
  useAutoAdvance(next, TIMINGS.productCarouselMs, count > 1 && !hovered && !focused, index);
  const swipe = useSwipe(PUBLIC_LIMITS.productSwipeThresholdPx, step);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      step(event.key === 'ArrowRight' ? 1 : -1);
    }
  };

  const multiple = count > 1;
  return (
    <div
      className="product-carousel"
      role="group"
      aria-roledescription="carousel"
      aria-label={multiple ? `${productName} images, use the arrow keys to change` : `${productName} image`}
      tabIndex={multiple ? 0 : undefined}
      onKeyDown={multiple ? onKeyDown : undefined}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={(e) => setFocused(isKeyboardFocus(e.currentTarget))}
      onBlur={() => setFocused(false)}
      data-index={index}
      {...(multiple ? swipe : {})}
    >
      <div className="product-carousel__track" style={{ transform: `translateX(-${index * 100}%)` }}>
        {slides.map((src, i) => (
          <div
            key={`${i}-${src}`}
            className="product-carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={i !== index}
          >
            <RetryingImage
              src={src}
              retries={PUBLIC_LIMITS.bannerImageRetries}
              alt={`${productName}${multiple ? `, image ${i + 1} of ${count}` : ''}`}
              className="product-carousel__image"
              width={1200}
              height={800}
              draggable={false}
            />
          </div>
        ))}
      </div>
    </div>
  );
}
