import { Link } from 'react-router-dom';
import { PUBLIC_LIMITS } from '../../../../shared/timings.ts';
import type { ProductDisplay } from '../../content/catalogue-display.ts';
import { ProductImageCarousel } from './product-image-carousel.tsx';
import { ProductInfoCard } from './product-info-card.tsx';
import { RetryingImage } from './retrying-image.tsx';
import './product-detail-view.css';

/** The one product with an FAQ page and a sustainability story (public-area.md §2.5). */
const STORY_PRODUCT_CODE = 'SBOVZ-B12-TCBL';

/** A catalogue product inside the portfolio (public-area.md §2.5). */
export function ProductDetailView({ product }: { product: ProductDisplay }) {
  const headingId = `product-${product.productCode}`;
  return (
    <article className="product-detail" aria-labelledby={headingId}>
      <h2 id={headingId} className="product-detail__name">
        {product.productName}
      </h2>
      <div className="product-detail__cards">
        <section className="product-detail__card product-media" aria-label="Product overview">
          <p className="product-media__code">
            <span className="product-media__code-label">Product Code</span>
            <span className="product-media__code-value">{product.productCode}</span>
          </p>
          <ProductImageCarousel images={product.bannerImage} productName={product.productName} />
          {product.overview?.trim() ? (
            <>
              <h3 className="product-detail__card-title">Overview</h3>
              <p className="product-media__overview">{product.overview}</p>
            </>
          ) : null}
          {product.certificates.length > 0 ? (
            <ul className="product-media__certificates" aria-label="Certifications">
              {product.certificates.map((c) => (
                <li key={c.name}>
                  <RetryingImage
                    src={c.src}
                    retries={PUBLIC_LIMITS.certificateImageRetries}
                    alt={c.name}
                    title={c.name}
                    // Square logos: with both, the row keeps its place while a lazy logo loads.
                    width={PUBLIC_LIMITS.certificateLogoHeightPx}
                    height={PUBLIC_LIMITS.certificateLogoHeightPx}
                    className="product-media__certificate"
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <ProductInfoCard product={product} />
      </div>
      <div className="product-detail__footer">
        <a className="button" href="#">
          Enquiry
        </a>
        {/* Beyond the spec: the product's own page, which nothing else links to. */}
        <Link className="button button--outline" to={`/product/${encodeURIComponent(product.productCode)}`}>
          Full specification
        </Link>
        {product.productCode === STORY_PRODUCT_CODE ? (
          <>
            <a className="button button--outline" href="#">
              FAQs
            </a>
            <a className="button button--outline" href="#">
              Sustainability Story
            </a>
          </>
        ) : null}
      </div>
    </article>
  );
}
