// Sustainability (public-area.md §2.12): banner, intro, eight alternating image and text blocks.
import { PageBanner } from '../../components/page-banner.tsx';
import { ResponsiveImg } from '../../components/responsive-image.tsx';
import { SUSTAINABILITY_IMAGES } from '../../content/images.ts';
import { SUSTAINABILITY_BLOCKS, SUSTAINABILITY_INTRO } from '../../content/sustainability.ts';
import './sustainability.css';

export function SustainabilityPage() {
  return (
    <div className="sustainability">
      <PageBanner image={SUSTAINABILITY_IMAGES.banner} title="Sustainability" tone="green" />
      <div className="page">
        <p className="sustainability__intro">{SUSTAINABILITY_INTRO}</p>
        {SUSTAINABILITY_BLOCKS.map((block, i) => (
          <section key={block.title} className={i % 2 ? 'initiative initiative--flip' : 'initiative'}>
            <ResponsiveImg
              image={SUSTAINABILITY_IMAGES.blocks[i]!}
              alt={block.title}
              sizes="(max-width: 800px) 100vw, 45vw"
            />
            <div>
              <h2>{block.title}</h2>
              <p>{block.text}</p>
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
