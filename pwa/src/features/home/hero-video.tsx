import { useState } from 'react';
import { ResponsiveImg } from '../../components/responsive-image.tsx';
import { HERO } from '../../content/images.ts';
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion.ts';

/** Section 1: a full-height looping, muted clip over its poster; the poster alone when it cannot play. */
export function HeroVideo({ title, children }: { title: string; children?: React.ReactNode }) {
  const reduced = usePrefersReducedMotion();
  const [failed, setFailed] = useState(false);
  const playable = HERO.videoWebm !== '' && !failed;
  return (
    <section className="hero" aria-label={title}>
      {playable ? (
        <video
          className="hero__media"
          autoPlay={!reduced}
          muted
          loop
          playsInline
          poster={HERO.poster.src}
          onError={() => setFailed(true)}
          aria-hidden="true"
        >
          <source src={HERO.videoWebm} type="video/webm" onError={() => setFailed(true)} />
          {HERO.videoMp4 && <source src={HERO.videoMp4} type="video/mp4" />}
        </video>
      ) : (
        <ResponsiveImg
          className="hero__media"
          image={HERO.poster}
          alt=""
          loading="eager"
          fetchPriority="high"
        />
      )}
      <div className="hero__content">{children}</div>
    </section>
  );
}
