import type { ImgHTMLAttributes } from 'react';
import type { ResponsiveImage } from '../content/images.ts';

/** Another cut of the image for the screens `media` matches (art direction): tried before `image`. */
export interface ArtDirected {
  media: string;
  image: ResponsiveImage;
}

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> & {
  image: ResponsiveImage;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown, e.g. "(max-width: 700px) 100vw, 50vw". */
  sizes?: string;
  /** Cuts of the same picture for some screens (e.g. a square for portrait ones), in order of preference. */
  art?: readonly ArtDirected[];
};

/**
 * Only the AVIF renditions are offered as sources: every current browser reads AVIF, and a browser that
 * does not gets the <img>'s own WebP, one middle size. Each WebP source would add its list of URLs to the
 * page's HTML (about 600 bytes gzipped on Home) that every visitor downloads before anything is drawn.
 */
const OFFERED: readonly string[] = ['image/avif'];

/** A <picture> with the AVIF sources; width and height keep the aspect ratio while it loads. */
export function ResponsiveImg({ image, alt, sizes = '100vw', loading = 'lazy', art = [], ...rest }: Props) {
  return (
    <picture>
      {/* The art-directed cuts first, each with its own size (the <img>'s is the last cut's), then the image. */}
      {[...art, { media: undefined, image }].flatMap(({ media, image: cut }) =>
        cut.sources
          .filter((s) => OFFERED.includes(s.type))
          .map((s) => (
            <source
              key={`${media ?? ''} ${s.type}`}
              media={media}
              type={s.type}
              srcSet={s.srcSet}
              sizes={sizes}
              {...(media && { width: cut.width, height: cut.height })}
            />
          )),
      )}
      <img
        src={image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={loading}
        decoding="async"
        {...rest}
      />
    </picture>
  );
}
