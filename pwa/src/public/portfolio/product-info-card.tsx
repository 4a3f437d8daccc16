import type { ProductDisplay } from '../../content/catalogue-display.ts';
import { FunctionalUse } from './functional-use.tsx';
import { fieldWidth } from './text-width.ts';

/** The right card, 'Product Information': empty fields are hidden, long texts take the full width. */
export function ProductInfoCard({ product }: { product: ProductDisplay }) {
  const fields: [label: string, text: string | undefined][] = [
    ['Product Name', product.productName],
    ['Ingredients', product.ingredients],
    ['Assay', product.assay],
    ['Co-nutrients', product.coNutrients],
    ['Studies', product.studies],
    ['Benefits', product.benefits],
  ];
  const functionalUse = product.functionalUse?.main.trim() ? product.functionalUse : undefined;

  return (
    <section className="product-detail__card product-info" aria-labelledby="product-info-title">
      <h3 id="product-info-title" className="product-detail__card-title">
        Product Information
      </h3>
      <dl className="product-info__fields">
        {fields.map(([label, text]) =>
          text?.trim() ? (
            <div key={label} className="product-info__field" data-width={fieldWidth(text)}>
              <dt>{label}</dt>
              <dd>{text}</dd>
            </div>
          ) : null,
        )}
        {functionalUse ? (
          <div className="product-info__field" data-width="full">
            <dt>Functional Use</dt>
            <dd>
              <FunctionalUse main={functionalUse.main} note={functionalUse.note} />
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
