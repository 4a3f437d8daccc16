// Section 3: eight tabs that rotate every 10 s until the visitor picks one, then stay put for good.
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { TIMINGS } from '../../../../shared/timings.ts';
import { ResponsiveImg } from '../../components/responsive-image.tsx';
import { FEATURES } from '../../content/home.ts';
import { FEATURE_IMAGES } from '../../content/images.ts';
import { useAutoAdvance } from '../../lib/use-auto-advance.ts';

export function FeaturesSection() {
  const [index, setIndex] = useState(0);
  const [auto, setAuto] = useState(true);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const next = useCallback(() => setIndex((i) => (i + 1) % FEATURES.length), []);
  useAutoAdvance(next, TIMINGS.featuresRotateMs, auto, index);

  const choose = (i: number) => {
    setAuto(false);
    setIndex(i);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const target = (index + delta + FEATURES.length) % FEATURES.length;
    choose(target);
    tabs.current[target]?.focus();
  };

  return (
    <section className="home-section features" aria-labelledby="features-title">
      <h2 id="features-title">Features</h2>
      <div className="features__tabs" role="tablist" aria-label="Features" onKeyDown={onKeyDown}>
        {FEATURES.map((f, i) => (
          <button
            key={f.name}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`feature-tab-${i}`}
            aria-selected={i === index}
            aria-controls="feature-panel"
            tabIndex={i === index ? 0 : -1}
            className="features__tab"
            onClick={() => choose(i)}
          >
            {f.name}
          </button>
        ))}
      </div>
      <div className="features__viewport">
        <div
          className="features__track"
          style={{
            transform: `translateX(-${index * 100}%)`,
            transitionDuration: `${TIMINGS.featuresSlideTransitionMs}ms`,
          }}
        >
          {FEATURES.map((f, i) => (
            <div
              key={f.name}
              className="features__slide"
              {...(i === index
                ? { id: 'feature-panel', role: 'tabpanel', 'aria-labelledby': `feature-tab-${i}` }
                : { 'aria-hidden': true, inert: true })}
            >
              <ResponsiveImg image={FEATURE_IMAGES[i]!} alt={f.name} sizes="(max-width: 800px) 100vw, 45vw" />
              <div>
                <h3>{f.name}</h3>
                <p>{f.description}</p>
                <ul>
                  {f.points.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
