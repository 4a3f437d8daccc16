// The shape of a site image as pages get it, and how one is built from the files `npm run make:images`
// writes: the generated images.ts (scripts/images/content-module.ts) calls `img` for each image.

export interface ImageSource {
  type: 'image/avif' | 'image/webp';
  /** `url 480w, url 960w, ...` */
  srcSet: string;
}

export interface ResponsiveImage {
  /** Fallback URL (a WebP of a middle size). */
  src: string;
  sources: ImageSource[];
  /** Intrinsic size of the largest rendition: keeps the aspect ratio while loading. */
  width: number;
  height: number;
}

export const PLACEHOLDER_SRC = '/images/placeholder.svg';

/** `${base}-${width}.avif|webp` for each width; `height` is that of the largest rendition. */
export function img(base: string, widths: readonly number[], height: number): ResponsiveImage {
  const set = (ext: string) => widths.map((w) => `${base}-${w}.${ext} ${w}w`).join(', ');
  return {
    src: `${base}-${widths[Math.floor(widths.length / 2)]}.webp`,
    sources: [
      { type: 'image/avif', srcSet: set('avif') },
      { type: 'image/webp', srcSet: set('webp') },
    ],
    width: widths[widths.length - 1] ?? 0,
    height,
  };
}
