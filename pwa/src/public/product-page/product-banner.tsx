import { useState } from 'react';
import { LARGEST_IMAGE } from '../../../../shared/page-start.ts';
import { PLACEHOLDER_SRC } from '../../content/images.ts';
import { productBannerImage } from '../../lib/stored-image.ts';

/**
 * The product's banner from the server by its stored path; the placeholder when there is none or it fails.
 * The page's largest image, at the top: fetched first (the server also preloads it, page-renderer.ts), at
 * the width the screen needs (the stored image's renditions, shared/media-names.ts), not the size uploaded.
 */
export function ProductBanner({ path, alt }: { path: string | null | undefined; alt: string }) {
  const [failedPath, setFailedPath] = useState<string | null>(null);
  const image = path && path !== failedPath ? productBannerImage(path) : { src: PLACEHOLDER_SRC };
  return (
    <img
      className="product-sheet__banner"
      {...image}
      alt={alt}
      width={1200}
      height={675}
      {...LARGEST_IMAGE}
      decoding="async"
      onError={() => {
        if (image.src !== PLACEHOLDER_SRC) setFailedPath(image.src);
      }}
    />
  );
}
