// A stored image (`/media/…`) as an <img> shows it: its renditions as the srcset, with how wide the image is
// shown as the sizes, so the browser fetches the width the screen needs rather than the upload. Shared by
// the product page and the catalogue warm-up, which loads a banner exactly as the page's <img> would, so
// the width this screen picks is the one kept offline.
import { mediaSrcSet } from '../../../shared/media-names.ts';

export interface StoredImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** The <img> attributes of `path`: its renditions when it is a stored image but a GIF, else only the src. */
export function storedImage(path: string, sizes: string): StoredImage {
  const srcSet = mediaSrcSet(path);
  return srcSet ? { src: path, srcSet, sizes } : { src: path };
}

/** How wide a product page's banner is shown: the page's width on a phone (one column), else 460 px. */
const PRODUCT_BANNER_SIZES = '(max-width: 800px) calc(100vw - 2rem), 460px';

export const productBannerImage = (path: string) => storedImage(path, PRODUCT_BANNER_SIZES);
