import type { ImgHTMLAttributes } from 'react';
import type { ResponsiveImage } from '../content/images.ts';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> & {
  image: ResponsiveImage;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown, e.g. "(max-width: 700px) 100vw, 50vw". */
  sizes?: string;
};

/** A <picture> with AVIF and WebP sources; width and height keep the aspect ratio while it loads. */
export function ResponsiveImg({ image, alt, sizes = '100vw', loading = 'lazy', ...rest }: Props) {
  return (
    <picture>
      {image.sources.map((s) => (
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
