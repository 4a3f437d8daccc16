import { useEffect, useRef, useState } from 'react';
import { LARGEST_IMAGE } from '../../../../shared/page-start.ts';
import { ResponsiveImg } from '../../components/responsive-image.tsx';
import { HERO } from '../../content/images.ts';
import { inATaskOfItsOwn } from '../../lib/next-task.ts';
import { afterPageLoad } from '../../lib/page-loaded.ts';
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion.ts';

/**
 * On a portrait screen the hero's box is taller than wide, so its cover fit shows only the centre square of
 * the 16:9 poster: that square alone, half the bytes, one round trip on a slow link where the whole frame
 * takes two. A viewport of at most 3:4 keeps the box (the viewport less the header) taller than wide on any
 * screen over 424 px high.
 */
const POSTER_ART = [{ media: '(max-aspect-ratio: 3/4)', image: HERO.posterSquare }] as const;

/** The visitor's data saver (Chromium's Network Information API; absent elsewhere). */
const savesData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * Section 1: a full-height looping, muted clip over its poster. The poster is a responsive picture under
 * the clip (the page's largest image, fetched first and preloaded by the server at the size the screen
 * needs); the clip, with no poster of its own, covers it once it plays and is left out when it cannot play.
 * The clip is fetched only once the page has loaded (`preload="none"` until then), and never for a visitor
 * who asked for less motion or turned on a data saver: they keep the poster.
 */
export function HeroVideo({ title, children }: { title: string; children?: React.ReactNode }) {
  const reduced = usePrefersReducedMotion();
  const [failed, setFailed] = useState(false);
  const playable = HERO.videoWebm !== '' && !failed;
  const video = useRef<HTMLVideoElement>(null);
  // Played from here, not by an autoplay attribute: the prerendered markup cannot know whether the visitor
  // asked for less motion, and an attribute would start the clip before the page could tell.
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (reduced || savesData()) {
      element.pause();
      return;
    }
    // In a task of its own: starting a player takes Chromium 8–11 ms of the main thread here, which made
    // the hydration's effects one task of about 17 ms.
    let cancelPlay = () => {};
    const cancelLoad = afterPageLoad(() => {
      cancelPlay = inATaskOfItsOwn(() => {
        element.muted = true; // a muted clip may play without a gesture
        element.play().catch(() => {}); // a browser that refuses keeps the poster
      });
    });
    return () => {
      cancelLoad();
      cancelPlay();
    };
  }, [reduced, playable]);
  return (
    <section className="hero" aria-label={title}>
      <ResponsiveImg
        className="hero__media"
        image={HERO.poster}
        art={POSTER_ART}
        alt=""
        loading="eager"
        {...LARGEST_IMAGE}
      />
      {playable && (
        <video
          ref={video}
          className="hero__media"
          muted
          loop
          playsInline
          preload="none"
          onError={() => setFailed(true)}
          aria-hidden="true"
        >
          <source src={HERO.videoWebm} type="video/webm" onError={() => setFailed(true)} />
          {HERO.videoMp4 && <source src={HERO.videoMp4} type="video/mp4" />}
        </video>
      )}
      <div className="hero__content">{children}</div>
    </section>
  );
}
