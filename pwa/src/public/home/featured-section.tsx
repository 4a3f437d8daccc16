// Section 8: the two 'FEATURED' videos (their poster when no source is configured or they cannot load)
// and the 'News & Trends' ticker: 320x480 cards looping every 50 s, paused while a card is hovered.
import { useState } from 'react';
import { TIMINGS } from '../../../../shared/timings.ts';
import { ResponsiveImg } from '../../components/responsive-image.tsx';
import { TRENDS } from '../../content/home.ts';
import { TREND_IMAGES, VIDEO_POSTERS } from '../../content/images.ts';
import { FEATURED_VIDEOS } from '../../content/site-config.ts';

function FeaturedVideo({ index }: { index: number }) {
  const video = FEATURED_VIDEOS[index]!;
  // Decided once: a video never turns into its poster mid-play. Prerendered as online.
  const [online] = useState(() => typeof navigator === 'undefined' || navigator.onLine);
  const playable = video.embedSrc !== '' && online;
  return (
    <figure className="featured__video">
      {playable ? (
        <iframe
          src={`${video.embedSrc}?autoplay=1&mute=1&loop=1&controls=0&rel=0`}
          title={video.title}
          allow="autoplay; encrypted-media"
          loading="lazy"
        />
      ) : (
        <ResponsiveImg
          image={VIDEO_POSTERS[index]!}
          alt={`${video.title} (video poster)`}
          sizes="(max-width: 800px) 100vw, 50vw"
        />
      )}
      <figcaption>{video.title}</figcaption>
    </figure>
  );
}

export function FeaturedSection() {
  const [hovered, setHovered] = useState<number | null>(null);
  // Two copies of the cards make the loop seamless; the second copy is hidden from assistive technology.
  const cards = [...TRENDS, ...TRENDS];
  return (
    <section className="home-section featured" aria-labelledby="featured-title">
      <h2 id="featured-title">FEATURED</h2>
      <div className="featured__videos">
        <FeaturedVideo index={0} />
        <FeaturedVideo index={1} />
      </div>
      <h2 id="trends-title">News &amp; Trends</h2>
      <div className="ticker" aria-labelledby="trends-title">
        <ul
          className={hovered === null ? 'ticker__track' : 'ticker__track ticker__track--paused'}
          style={{ animationDuration: `${TIMINGS.trendTickerLoopMs}ms` }}
          data-paused={hovered !== null}
        >
          {cards.map((t, i) => (
            <li
              key={`${t.name}-${i}`}
              className="ticker__card"
              aria-hidden={i >= TRENDS.length}
              onMouseEnter={() => setHovered(i)}
              onMouseLeave={() => setHovered(null)}
              onFocus={() => setHovered(i)}
              onBlur={() => setHovered(null)}
              tabIndex={i >= TRENDS.length ? -1 : 0}
            >
              <ResponsiveImg image={TREND_IMAGES[i % TRENDS.length]!} alt="" sizes="320px" />
              <div className="ticker__text">
                <span className="ticker__badge">TRENDING</span>
                <h3>{t.name}</h3>
                <p>{t.tagline}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
