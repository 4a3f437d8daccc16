// The Portfolio page (public-area.md §2.4): the banner carousel, then a search box over the catalogue (not in
// the spec), three levels of navigation (category tabs, subcategory pills, product pills where a subcategory
// has products), a breadcrumb and the entry.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CATALOGUE } from '../../../../shared/catalogue.ts';
import { BannerCarousel } from '../../components/banner-carousel.tsx';
import { productDisplay } from '../../content/catalogue-display.ts';
import { CategoryTabs, tabId } from './category-tabs.tsx';
import { PillRow } from './pill-row.tsx';
import { PortfolioBreadcrumb } from './portfolio-breadcrumb.tsx';
import { PortfolioSearch } from './portfolio-search.tsx';
import { SELECTION_PARAMS, slugify } from './portfolio-selection.ts';
import { ProductDetailView } from './product-detail-view.tsx';
import { usePortfolioSelection } from './use-portfolio-selection.ts';
import { useStickyTop } from './use-sticky-top.ts';
import './portfolio.css';

const PANEL_ID = 'portfolio-panel';

export const updatingMessage = (name: string) =>
  `Details for ${name} are currently being updated. Please check back soon or contact us for immediate assistance!`;

export function PortfolioPage() {
  const { selection, choose, show } = usePortfolioSelection(CATALOGUE);
  const stickyTop = useStickyTop();
  // The banner follows the chosen category; auto-advance runs until a category is chosen.
  const [bannerIndex, setBannerIndex] = useState(selection?.line ?? 0);
  const [autoAdvance, setAutoAdvance] = useState(true);

  if (!selection) return null;
  const { lineNode, subcategoryNode, productNode, data, name } = selection;

  const chooseLine = (index: number) => {
    choose('line', index);
    setBannerIndex(index);
    setAutoAdvance(false);
  };

  return (
    <div className="portfolio">
      <h1 className="visually-hidden">Portfolio</h1>
      <BannerCarousel index={bannerIndex} onIndexChange={setBannerIndex} autoAdvance={autoAdvance} priority />
      <div className="portfolio__body">
        <PortfolioSearch
          catalogue={CATALOGUE}
          onSelect={(params) => {
            show(params);
            const line = CATALOGUE.findIndex((l) => slugify(l.name) === params.get(SELECTION_PARAMS.line));
            setBannerIndex(Math.max(0, line));
            setAutoAdvance(false);
          }}
        />
        <CategoryTabs
          names={CATALOGUE.map((l) => l.name)}
          selected={selection.line}
          onSelect={chooseLine}
          panelId={PANEL_ID}
        />
        <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(selection.line)}>
          <div className="portfolio__sticky" style={{ top: stickyTop }}>
            <PillRow
              label={`${lineNode.name}: subcategories`}
              names={lineNode.subcategories.map((s) => s.name)}
              selected={selection.subcategory}
              onSelect={(i) => choose('subcategory', i)}
            />
            {subcategoryNode.products ? (
              <PillRow
                label={`${subcategoryNode.name}: products`}
                names={subcategoryNode.products.map((p) => p.name)}
                selected={selection.product}
                onSelect={(i) => choose('product', i)}
                variant="secondary"
              />
            ) : null}
          </div>
          <PortfolioBreadcrumb
            trail={[lineNode.name, subcategoryNode.name, ...(productNode ? [productNode.name] : [])]}
          />
          {data ? (
            <ProductDetailView key={data.productCode} product={productDisplay(data)} />
          ) : (
            <div className="notice-card" role="status">
              <p>{updatingMessage(name)}</p>
              <Link className="button" to="/contact">
                Contact us
              </Link>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
