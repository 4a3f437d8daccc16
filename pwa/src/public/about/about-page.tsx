// About (public-area.md §2.10): four tabs in a sticky bar; 'Learn {brand}' shows its banner only.
import { useRef, useState, type KeyboardEvent } from 'react';
import { PageBanner } from '../../components/page-banner.tsx';
import { ResponsiveImg } from '../../components/responsive-image.tsx';
import { ABOUT_TABS } from '../../content/about.ts';
import { ABOUT_IMAGES } from '../../content/images.ts';
import './about.css';

export function AboutPage() {
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tab = ABOUT_TABS[active]!;

  const onKeyDown = (event: KeyboardEvent) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const next = (active + delta + ABOUT_TABS.length) % ABOUT_TABS.length;
    setActive(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className="about">
      <div className="about__bar" role="tablist" aria-label="About" onKeyDown={onKeyDown}>
        {ABOUT_TABS.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`about-tab-${t.id}`}
            aria-selected={i === active}
            aria-controls="about-panel"
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id="about-panel" role="tabpanel" aria-labelledby={`about-tab-${tab.id}`}>
        <PageBanner image={ABOUT_IMAGES.banners[active]!} title={tab.title} />
        {tab.sections.map((section, i) => (
          <section
            key={section.heading}
            className={i % 2 ? 'about__section about__section--flip' : 'about__section'}
          >
            <div>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
            {section.image !== undefined && (
              <ResponsiveImg
                image={ABOUT_IMAGES.body[section.image]!}
                alt={section.heading}
                sizes="(max-width: 800px) 100vw, 45vw"
              />
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
