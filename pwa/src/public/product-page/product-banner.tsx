import { useState } from 'react';
import { PLACEHOLDER_SRC } from '../../content/images.ts';

/** The product's banner from the server by its stored path; the placeholder when there is none or it fails. */
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
      onError={() => {
        if (src !== PLACEHOLDER_SRC) setFailedPath(src);
      }}
    />
  );
}
