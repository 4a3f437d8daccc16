import type { ResponsiveImage } from '../content/images.ts';
import { ResponsiveImg } from './responsive-image.tsx';
import './page-banner.css';

/** A wide banner image with the page's title set on it (About, Sustainability). */
export function PageBanner({
  image,
  title,
  tone = 'blue',
}: {
  image: ResponsiveImage;
  title: string;
  tone?: 'blue' | 'green';
}) {
  return (
    <div className={`page-banner page-banner--${tone}`}>
      <ResponsiveImg image={image} alt="" loading="eager" />
      <h1>{title}</h1>
    </div>
  );
}
