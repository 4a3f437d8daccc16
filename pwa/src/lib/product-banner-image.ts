// How a product's stored banner is shown on its page, shared by the page and the catalogue warm-up: the
// warm-up loads it exactly as the page's <img> would, so the width this screen picks is the one kept offline.
import { mediaSrcSet } from '../../../shared/media-names.ts';

/** How wide the banner is shown: the page's width on a phone (one column), else at most 460 px. */
export const PRODUCT_BANNER_SIZES = '(max-width: 800px) calc(100vw - 2rem), 460px';

/** The <img> attributes of a stored banner: its renditions for a srcset (none for a GIF, or another path). */
export function productBannerImage(path: string): { src: string; srcSet?: string; sizes?: string } {
  const srcSet = mediaSrcSet(path);
  return srcSet ? { src: path, srcSet, sizes: PRODUCT_BANNER_SIZES } : { src: path };
}
