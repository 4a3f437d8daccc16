// The loaded product as a spec sheet (public-area.md §2.11): the fields of §3.3 a visitor may see. Its head,
// its introduction and its sections (sheet-sections.tsx) render apart.
import type { PublicProduct } from '../../../../shared/product.ts';
import { FactList } from './fact-list.tsx';
import { ProductBanner } from './product-banner.tsx';
import { filled, SheetSections } from './sheet-sections.tsx';

function SheetHead({ product }: { product: PublicProduct }) {
  return (
    <div className="product-sheet__head">
      {filled(product.productCategory) ? (
        <p className="product-sheet__eyebrow">{product.productCategory}</p>
      ) : null}
      <h1>{product.productName}</h1>
      <p className="product-sheet__code">
        Product Code <span>{product.productCode}</span>
        {product.version ? ` · Version ${product.version}` : null}
      </p>
    </div>
  );
}

function SheetIntro({ product }: { product: PublicProduct }) {
  return (
    <div className="product-sheet__intro">
      <ProductBanner path={product.bannerImage} alt={product.productName} />
      <div className="product-sheet__summary">
        {filled(product.productDescription) ? (
          <p className="product-sheet__description">{product.productDescription}</p>
        ) : null}
        <FactList
          facts={[
            ['Category', product.productCategory],
            ['Origin', product.origin],
            ['Form', product.form],
            ['Scope', product.scope],
            ['Type', product.type],
            ['Function', product.function],
          ]}
        />
      </div>
    </div>
  );
}

export function ProductSheet({ product }: { product: PublicProduct }) {
  return (
    <article className="product-sheet">
      <SheetHead product={product} />
      <SheetIntro product={product} />
      <SheetSections product={product} />
    </article>
  );
}
