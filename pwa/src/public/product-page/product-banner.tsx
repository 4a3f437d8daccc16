import { useState } from 'react';
import { PLACEHOLDER_SRC } from '../../content/images.ts';

/**
 * The product's banner from the server by its stored path; the placeholder when there is none or it fails.
 * The page's largest image, at the top: fetched first (the server also preloads it, page-renderer.ts).
 */
export function ProductBanner({ path, alt }: { path: string | null | undefined; alt: string }) {
  const [failedPath, setFailedPath] = useState<string | null>(null);
  const src = path && path !== failedPath ? path : PLACEHOLDER_SRC;
  return (
    <img
      className="product-sheet__banner"
      src={src}
      alt={alt}
      width={1200}
      height={675}
      fetchPriority="high"
      decoding="async"
      onError={() => {
        if (src !== PLACEHOLDER_SRC) setFailedPath(src);
      }}
    />
  );
}
