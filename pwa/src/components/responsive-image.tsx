import type { ImgHTMLAttributes } from 'react';
import type { ResponsiveImage } from '../content/images.ts';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> & {
  image: ResponsiveImage;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown, e.g. "(max-width: 700px) 100vw, 50vw". */
  sizes?: string;
};

/**
 * Only the AVIF renditions are offered as sources: every current browser reads AVIF, and a browser that
 * does not gets the <img>'s own WebP, one middle size. Each WebP source would add its list of URLs to the
 * page's HTML (about 600 bytes gzipped on Home) that every visitor downloads before anything is drawn.
 */
const OFFERED: readonly string[] = ['image/avif'];

/** A <picture> with the AVIF sources; width and height keep the aspect ratio while it loads. */
export function ResponsiveImg({ image, alt, sizes = '100vw', loading = 'lazy', ...rest }: Props) {
  return (
    <picture>
      {image.sources
        .filter((s) => OFFERED.includes(s.type))
        .map((s) => (
          <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
        ))}
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
