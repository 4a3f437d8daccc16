import { PLACEHOLDER_SRC } from '../../content/images.ts';

/** The URL of a load attempt: the first as given, each retry with a cache-busting `retry=n` query. */
export function retryUrl(src: string, attempt: number): string {
  if (attempt === 0) return src;
  const [path = '', hash] = src.split('#', 2);
  const withQuery = `${path}${path.includes('?') ? '&' : '?'}retry=${attempt}`;
  return hash === undefined ? withQuery : `${withQuery}#${hash}`;
}

/**
 * What to load after `failures` failed attempts: the source and its retries, then the placeholder.
 * An empty source, or the placeholder itself, is never retried.
 */
export function attemptSrc(
  src: string,
  failures: number,
  retries: number,
  fallback = PLACEHOLDER_SRC,
): string {
  if (src === '' || src === fallback) return fallback;
  return failures > retries ? fallback : retryUrl(src, failures);
}
