// Services (public-area.md §2.14): a hero rotating every 3 s, then 'Our Core Services'.
import { useCallback, useState } from 'react';
import { TIMINGS } from '../../../../shared/timings.ts';
import { ResponsiveImg } from '../../components/responsive-image.tsx';
import { SERVICES_IMAGES } from '../../content/images.ts';
import { CORE_SERVICES, SERVICES_CLOSING, SERVICES_HERO_WORDS } from '../../content/services.ts';
import { SITE } from '../../content/site-config.ts';
import { useAutoAdvance } from '../../lib/use-auto-advance.ts';
import './services.css';

export function ServicesPage() {
  const [word, setWord] = useState(0);
  const next = useCallback(() => setWord((w) => (w + 1) % SERVICES_HERO_WORDS.length), []);
  useAutoAdvance(next, TIMINGS.servicesHeroMs, true);

  return (
    <div className="services">
      <section className="services__hero" aria-label="Services">
        <p className="services__rotating" aria-live="off" data-testid="services-hero-word">
          {SERVICES_HERO_WORDS[word]}
        </p>
      </section>
      <div className="page">
        <h1>Our Core Services</h1>
        <ol className="services__list">
          {CORE_SERVICES.map((s, i) => (
            <li key={s.title} className="services__item">
              <ResponsiveImg
                image={SERVICES_IMAGES[i]!}
                alt={s.title}
                sizes="(max-width: 800px) 100vw, 40vw"
              />
              <div>
                <h2>
                  <span className="services__number">{String(i + 1).padStart(2, '0')}</span> {s.title}
                </h2>
                <p>{s.text}</p>
                <ul>
                  {s.points.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ol>
        <p className="services__closing">
          <a href={`mailto:${SITE.email}?subject=Clinical%20study%20support`}>{SERVICES_CLOSING}</a>
        </p>
      </div>
    </div>
  );
}
