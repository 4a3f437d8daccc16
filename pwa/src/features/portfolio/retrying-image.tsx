import { useState, type ImgHTMLAttributes } from 'react';
import { attemptSrc } from './retry-src.ts';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string;
  alt: string;
  /** How many times a failed load is retried before the placeholder is shown. */
  retries: number;
};

/** An image that retries a failed load with a cache-busting query, then falls back to the placeholder. */
export function RetryingImage({ src, retries, alt, ...rest }: Props) {
  const [failed, setFailed] = useState({ src, count: 0 });
  // A new source starts again from its first attempt.
  const failures = failed.src === src ? failed.count : 0;
  const current = attemptSrc(src, failures, retries);
  return (
    <img
      {...rest}
      src={current}
      alt={alt}
      data-attempt={failures}
      onError={() => {
        if (failures <= retries) setFailed({ src, count: failures + 1 });
      }}
    />
  );
}
