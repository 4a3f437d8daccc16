// The loaded product as a spec sheet (public-area.md §2.11): the fields of §3.3 a visitor may see.
import type { ReactNode } from 'react';
import type { PublicProduct } from '../../../../shared/product.ts';
import { FactList } from './fact-list.tsx';
import { ProductBanner } from './product-banner.tsx';
import { SpecTable } from './spec-table.tsx';

function Section({ title, wide, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <section className={wide ? 'sheet-section sheet-section--wide' : 'sheet-section'}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

const ALLERGEN_STATUS: Record<string, string> = {
  Yes: 'Present in the product',
  No: 'Not present in the product',
};

const filled = (value: string | null | undefined): value is string => !!value && value.trim() !== '';

function complianceClass(status: string): string {
  return `status-badge status-badge--${status.toLowerCase().replace(/[^a-z]+/g, '-')}`;
}

export function ProductSheet({ product }: { product: PublicProduct }) {
  const process = product.processes?.[0];
  const allergen = product.allergenInformation?.[0];
  const actives = product.actives ?? [];
  const composition = product.ingredientComposition ?? [];
  const ingredients = product.ingredients ?? [];
  const compliance = product.productCompliance ?? [];
  const metals = product.heavyMetals ?? [];
  const microbiology = product.microbiology ?? [];
  const uses: [string, string | undefined][] = [
    ['Functional use', product.functionalUse],
    ['Recommended use', product.recommendedUse],
    ['Intended use', product.intendedUse],
    ['Directions for use', product.directionsForUse],
  ];
  const quality: [string, string | undefined][] = [
    ['Quality control', process?.qualityControl],
    ['Shelf life', process?.shelfLife],
    ['Handling', process?.handling],
  ];

  return (
    <article className="product-sheet">
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

      <div className="product-sheet__sections">
        {uses.some(([, v]) => filled(v)) ? (
          <Section title="Uses" wide>
            <FactList facts={uses} />
          </Section>
        ) : null}
        {filled(product.benefits) ? (
          <Section title="Benefits">
            <p>{product.benefits}</p>
          </Section>
        ) : null}
        {allergen ? (
          <Section title="Allergens">
            <FactList
              facts={[
                ['Allergen', allergen.allergen],
                ['Status', ALLERGEN_STATUS[allergen.inProduct]],
              ]}
            />
          </Section>
        ) : null}
        {actives.length > 0 ? (
          <Section title="Actives">
            <SpecTable
              caption="Actives"
              rows={actives}
              columns={[
                { header: 'Assay', cell: (r) => r.assay },
                { header: 'Specification', cell: (r) => r.specification },
                { header: 'Method', cell: (r) => r.assayMethod },
              ]}
            />
          </Section>
        ) : null}
        {composition.length > 0 ? (
          <Section title="Ingredient composition">
            <SpecTable
              caption="Ingredient composition"
              rows={composition}
              columns={[
                { header: 'Ingredient', cell: (r) => r.ingredient },
                { header: 'Percentage', cell: (r) => r.percentage },
                { header: 'Type', cell: (r) => r.type },
              ]}
            />
          </Section>
        ) : null}
        {ingredients.length > 0 ? (
          <Section title="Ingredients" wide>
            <SpecTable
              caption="Ingredients"
              rows={ingredients}
              columns={[
                { header: 'Common name', cell: (r) => r.commonName },
                { header: 'Plant part used', cell: (r) => r.plantPartUsed },
                { header: 'Coordinates', cell: (r) => r.coordinates },
              ]}
            />
          </Section>
        ) : null}
        {quality.some(([, v]) => filled(v)) ? (
          <Section title="Quality control, shelf life and handling" wide>
            <FactList facts={quality} />
          </Section>
        ) : null}
        {compliance.length > 0 ? (
          <Section title="Compliance" wide>
            <SpecTable
              caption="Compliance"
              rows={compliance}
              columns={[
                { header: 'Item', cell: (r) => r.complianceItem },
                { header: 'Regulation', cell: (r) => r.regulation },
                {
                  header: 'Status',
                  cell: (r) =>
                    r.status ? <span className={complianceClass(r.status)}>{r.status}</span> : '',
                },
                { header: 'Declaration', cell: (r) => r.declaration },
              ]}
            />
          </Section>
        ) : null}
        {metals.length > 0 ? (
          <Section title="Heavy metals">
            <SpecTable
              caption="Heavy metals"
              rows={metals}
              columns={[
                { header: 'Metal', cell: (r) => r.metal },
                { header: 'Limit', cell: (r) => r.specification },
              ]}
            />
          </Section>
        ) : null}
        {microbiology.length > 0 ? (
          <Section title="Microbiology">
            <SpecTable
              caption="Microbiology"
              rows={microbiology}
              columns={[
                { header: 'Test', cell: (r) => r.test },
                { header: 'Result', cell: (r) => r.specification },
              ]}
            />
          </Section>
        ) : null}
      </div>
    </article>
  );
}
