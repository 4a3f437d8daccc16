// The four slides of the portfolio banner carousel (public-area.md §2.4, §3.5), one per catalogue line:
// the line's image, its name as the title, and the names of its entries as the typed-out subtitles.
// Names only (virtual:catalogue-index): Home shows the carousel without downloading the catalogue's data.
import { CATALOGUE_INDEX } from 'virtual:catalogue-index';
import { BANNER_SLIDES, PLACEHOLDER_SRC, type ResponsiveImage } from './images.ts';

export interface BannerSlide {
  image: ResponsiveImage;
  title: string;
  subtitles: string[];
}

const FALLBACK_IMAGE: ResponsiveImage = { src: PLACEHOLDER_SRC, sources: [], width: 1600, height: 600 };

export const BANNER_SLIDE_CONTENT: readonly BannerSlide[] = CATALOGUE_INDEX.lines.map((line, i) => ({
  image: BANNER_SLIDES[i] ?? FALLBACK_IMAGE,
  title: line.name,
  subtitles: line.entries,
}));
