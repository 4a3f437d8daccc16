// The spec sheet's titled sections (public-area.md §2.11), in the order a visitor reads them; each is left
// out when the product has nothing for it.
import type { ReactNode } from 'react';
import type { RowsTableColumn } from '../../components/rows-table.tsx';
import type { PublicProduct } from '../../../../shared/product.ts';
import { FactList } from './fact-list.tsx';
import { SpecTable } from './spec-table.tsx';

export const filled = (value: string | null | undefined): value is string => !!value && value.trim() !== '';

type Facts = [string, string | undefined][];
type RowOf<K extends keyof PublicProduct> =
  NonNullable<PublicProduct[K]> extends readonly (infer R)[] ? R : never;

function Section({ title, wide, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <section className={wide ? 'sheet-section sheet-section--wide' : 'sheet-section'}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** A section of label–value pairs, when any has a value. */
function FactSection({ title, facts }: { title: string; facts: Facts }) {
  if (!facts.some(([, v]) => filled(v))) return null;
  return (
    <Section title={title} wide>
      <FactList facts={facts} />
    </Section>
  );
}

/** A section of one table (its caption the section's title), when there are rows. */
function TableSection<Row>(props: {
  title: string;
  wide?: boolean;
  rows: readonly Row[] | undefined;
  columns: readonly RowsTableColumn<Row>[];
}) {
  const { title, wide, rows = [], columns } = props;
  if (rows.length === 0) return null;
  return (
    <Section title={title} wide={wide}>
      <SpecTable caption={title} rows={rows} columns={columns} />
    </Section>
  );
}

const ALLERGEN_STATUS: Record<string, string> = {
  Yes: 'Present in the product',
  No: 'Not present in the product',
};

function AllergenSection({ allergen }: { allergen: RowOf<'allergenInformation'> | undefined }) {
  if (!allergen) return null;
  return (
    <Section title="Allergens">
      <FactList
        facts={[
          ['Allergen', allergen.allergen],
          ['Status', ALLERGEN_STATUS[allergen.inProduct]],
        ]}
      />
    </Section>
  );
}

function complianceClass(status: string): string {
  return `status-badge status-badge--${status.toLowerCase().replace(/[^a-z]+/g, '-')}`;
}

/** Columns that each show one field of the row as it is. */
function columns<Row>(...cells: [header: string, field: keyof Row & string][]): RowsTableColumn<Row>[] {
  return cells.map(([header, field]) => ({ header, cell: (r) => r[field] as ReactNode }));
}

const ACTIVES = columns<RowOf<'actives'>>(
  ['Assay', 'assay'],
  ['Specification', 'specification'],
  ['Method', 'assayMethod'],
);
const COMPOSITION = columns<RowOf<'ingredientComposition'>>(
  ['Ingredient', 'ingredient'],
  ['Percentage', 'percentage'],
  ['Type', 'type'],
);
const INGREDIENTS = columns<RowOf<'ingredients'>>(
  ['Common name', 'commonName'],
  ['Plant part used', 'plantPartUsed'],
  ['Coordinates', 'coordinates'],
);
const COMPLIANCE: readonly RowsTableColumn<RowOf<'productCompliance'>>[] = [
  ...columns<RowOf<'productCompliance'>>(['Item', 'complianceItem'], ['Regulation', 'regulation']),
  {
    header: 'Status',
    cell: (r) => (r.status ? <span className={complianceClass(r.status)}>{r.status}</span> : ''),
  },
  ...columns<RowOf<'productCompliance'>>(['Declaration', 'declaration']),
];
const HEAVY_METALS = columns<RowOf<'heavyMetals'>>(['Metal', 'metal'], ['Limit', 'specification']);
const MICROBIOLOGY = columns<RowOf<'microbiology'>>(['Test', 'test'], ['Result', 'specification']);

export function SheetSections({ product }: { product: PublicProduct }) {
  const process = product.processes?.[0];
  return (
    <div className="product-sheet__sections">
      <FactSection
        title="Uses"
        facts={[
          ['Functional use', product.functionalUse],
          ['Recommended use', product.recommendedUse],
          ['Intended use', product.intendedUse],
          ['Directions for use', product.directionsForUse],
        ]}
      />
      {filled(product.benefits) ? (
        <Section title="Benefits">
          <p>{product.benefits}</p>
        </Section>
      ) : null}
      <AllergenSection allergen={product.allergenInformation?.[0]} />
      <TableSection title="Actives" rows={product.actives} columns={ACTIVES} />
      <TableSection
        title="Ingredient composition"
        rows={product.ingredientComposition}
        columns={COMPOSITION}
      />
      <TableSection title="Ingredients" wide rows={product.ingredients} columns={INGREDIENTS} />
      <FactSection
        title="Quality control, shelf life and handling"
        facts={[
          ['Quality control', process?.qualityControl],
          ['Shelf life', process?.shelfLife],
          ['Handling', process?.handling],
        ]}
      />
      <TableSection title="Compliance" wide rows={product.productCompliance} columns={COMPLIANCE} />
      <TableSection title="Heavy metals" rows={product.heavyMetals} columns={HEAVY_METALS} />
      <TableSection title="Microbiology" rows={product.microbiology} columns={MICROBIOLOGY} />
    </div>
  );
}
