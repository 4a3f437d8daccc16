// Section 7: 'USP - Product design', four cards that reveal their points on hover or focus.
import { ResponsiveImg } from '../../components/responsive-image.tsx';
import { USP_CARDS } from '../../content/home.ts';
import { USP_IMAGES } from '../../content/images.ts';

export function UspCards() {
  return (
    <section className="home-section usp" aria-labelledby="usp-title">
      <h2 id="usp-title">USP - Product design</h2>
      <div className="usp__grid">
        {USP_CARDS.map((card, i) => (
          <article key={card.title} className="usp__card" tabIndex={0} aria-label={card.title}>
            <ResponsiveImg image={USP_IMAGES[i]!} alt="" sizes="(max-width: 700px) 100vw, 25vw" />
            <h3 className="usp__title">{card.title}</h3>
            <div className="usp__overlay">
              <h3>{card.title}</h3>
              <ul>
                {card.points.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
