import { useCallback, useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { attemptSrc } from './retry-src.ts';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string;
  alt: string;
  /** How many times a failed load is retried before the placeholder is shown. */
  retries: number;
};

/**
 * An image that retries a failed load with a cache-busting query, then falls back to the placeholder.
 * Lazy unless told otherwise: the portfolio's product images and certificate logos are below its banner,
 * and React would otherwise preload every eager image of the prerendered page alongside the banner.
 */
export function RetryingImage({ src, retries, alt, loading = 'lazy', decoding = 'async', ...rest }: Props) {
  const [failed, setFailed] = useState({ src, count: 0 });
  // A new source starts again from its first attempt.
  const failures = failed.src === src ? failed.count : 0;
  const current = attemptSrc(src, failures, retries);
  const retry = useCallback(
    () =>
      setFailed((last) => {
        const count = last.src === src ? last.count : 0;
        return count <= retries ? { src, count: count + 1 } : last;
      }),
    [src, retries],
  );
  const image = useRef<HTMLImageElement>(null);
  // A prerendered image can fail before the page is hydrated, when nothing listened for its error: once
  // hydrated, a broken one is retried as its error event would have.
  const hydrated = useHydrated();
  useEffect(() => {
    const img = image.current;
    if (!hydrated && img?.complete && img.naturalWidth === 0) retry();
  }, [hydrated, retry]);
  return (
    <img
      {...rest}
      ref={image}
      src={current}
      alt={alt}
      loading={loading}
      decoding={decoding}
      data-attempt={failures}
      onError={retry}
    />
  );
}
