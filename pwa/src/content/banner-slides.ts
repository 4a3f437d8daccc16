// The four slides of the portfolio banner carousel (public-area.md §2.4, §3.5), one per catalogue line:
// the line's image, its name as the title, and the names of its entries as the typed-out subtitles.
import { CATALOGUE, type CatalogueLine } from '../../../shared/catalogue.ts';
import { BANNER_SLIDES, PLACEHOLDER_SRC, type ResponsiveImage } from './images.ts';

export interface BannerSlide {
  image: ResponsiveImage;
  title: string;
  subtitles: string[];
}

/** Every entry of a line by name: a subcategory's products where it has them, else the subcategory. */
function entryNames(line: CatalogueLine): string[] {
  return line.subcategories.flatMap((sub) => (sub.products ? sub.products.map((p) => p.name) : [sub.name]));
}

const FALLBACK_IMAGE: ResponsiveImage = { src: PLACEHOLDER_SRC, sources: [], width: 1600, height: 600 };

export const BANNER_SLIDE_CONTENT: readonly BannerSlide[] = CATALOGUE.map((line, i) => ({
  image: BANNER_SLIDES[i] ?? FALLBACK_IMAGE,
  title: line.name,
  subtitles: entryNames(line),
}));
