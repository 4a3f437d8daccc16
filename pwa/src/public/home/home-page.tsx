// The Home page of public-area.md §2.3, sections 1–8 in order. Each section under the first screen is a Part:
// hydrated once the visitor comes near it (components/hydrate-when-near.tsx), so a phone hydrates the hero
// and the header when the page loads, and the rest as it is scrolled to.
import { Link } from 'react-router-dom';
import { BannerCarousel } from '../../components/banner-carousel.tsx';
import { HydrateWhenNear as Part } from '../../components/hydrate-when-near.tsx';
import { WHAT_IS, WHY } from '../../content/home.ts';
import { SITE } from '../../content/site-config.ts';
import { ComplianceGrid } from './compliance-grid.tsx';
import { FeaturedSection } from './featured-section.tsx';
import { FeaturesSection } from './features-section.tsx';
import { HeroVideo } from './hero-video.tsx';
import { UspCards } from './usp-cards.tsx';
import './home.css';

export function HomePage() {
  return (
    <div className="home">
      <HeroVideo title={`${SITE.brandName}: whole-food vitamins and minerals`}>
        <p className="hero__eyebrow">Organic · Vegan · Non-GMO</p>
        <p className="hero__headline">Whole-food vitamins and minerals, as plants make them.</p>
        <Link className="button" to="/Portfolio">
          Explore the portfolio
        </Link>
      </HeroVideo>

      <section className="home-section what-is" aria-labelledby="what-is-title">
        <h1 id="what-is-title">{WHAT_IS.title}</h1>
        {WHAT_IS.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <ul className="figures" aria-label="Key figures">
          <li>
            <strong>13 + 7</strong> vitamins and minerals
          </li>
          <li>
            <strong>26</strong> tropical plant species
          </li>
          <li>
            <strong>100+</strong> phytoconstituents
          </li>
          <li>
            <strong>15+</strong> years of supply chain
          </li>
        </ul>
      </section>

      <Part>
        <FeaturesSection />
      </Part>

      <Part>
        <section className="home-section why" aria-labelledby="why-title">
          <h2 id="why-title">{WHY.title}</h2>
          {WHY.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>

        <section className="home-section home-banner" aria-labelledby="portfolio-banner-title">
          <h2 id="portfolio-banner-title">Our Portfolio</h2>
          <BannerCarousel label="Portfolio lines" />
        </section>
      </Part>

      <Part>
        <ComplianceGrid />
      </Part>
      <Part>
        <UspCards />
      </Part>
      <Part>
        <FeaturedSection />
      </Part>
    </div>
  );
}
