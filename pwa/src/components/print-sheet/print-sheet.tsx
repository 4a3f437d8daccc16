// The printable specification sheet (issue #15 §4): the product on paper, A4 or Letter, with the brand's
// header, the version and the date. It is put straight under <body> while the page is printed, and
// print-sheet.css hides everything else then; **Print specification** opens the browser's print dialog. Public pages print the public fields; staff print the whole record (stability included).
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { BRAND_NAME } from '../../../../shared/brand.ts';
import './print-sheet.css';

/** What the sheet needs of a product: the public fields, and the staff ones when there. */
export interface PrintableProduct {
  productCode: string;
  productName: string;
  productCategory?: string | undefined;
  productDescription?: string | undefined;
  origin?: string | undefined;
  form?: string | undefined;
  type?: string | undefined;
  function?: string | undefined;
  scope?: string | undefined;
  version?: number | undefined;
  updatedAt?: string | undefined;
  actives?: readonly { assay: string; specification: string; assayMethod: string }[];
  ingredientComposition?: readonly { ingredient: string; percentage: string; type: string }[];
  organolepticProperties?: readonly { property: string; specification: string; method: string }[];
  heavyMetals?: readonly { metal: string; specification: string; method: string }[];
  microbiology?: readonly { test: string; specification: string; method: string }[];
  nutritionalInformation?: readonly { type: string; specification: string; method: string }[];
  allergenInformation?: readonly {
    allergen: string;
    inProduct: string;
    inOtherProducts: string;
    inPlant: string;
  }[];
  productCompliance?: readonly {
    complianceItem: string;
    regulation: string;
    status: string;
    declaration: string;
  }[];
  processes?: readonly Partial<
    Record<
      | 'acceleratedStability'
      | 'realTimeStability'
      | 'oxidativeStability'
      | 'photoStability'
      | 'shelfLife'
      | 'qualityControl'
      | 'handling',
      string
    >
  >[];
}

const text = (v: string | undefined | null) => (v && v.trim() !== '' ? v : '—');

function Table<T>({
  title,
  rows,
  columns,
}: {
  title: string;
  rows: readonly T[] | undefined;
  columns: [string, (row: T) => string][];
}) {
  if (!rows || rows.length === 0) return null;
  return (
    <section className="print-sheet__section">
      <h2>{title}</h2>
      <table>
        <thead>
          <tr>
            {columns.map(([header]) => (
              <th key={header}>{header}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {columns.map(([header, cell]) => (
                <td key={header}>{text(cell(row))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Facts({ title, facts }: { title: string; facts: [string, string | undefined][] }) {
  const shown = facts.filter(([, v]) => v && v.trim() !== '');
  if (shown.length === 0) return null;
  return (
    <section className="print-sheet__section">
      <h2>{title}</h2>
      <dl>
        {shown.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Sheet({ product, printedAt }: { product: PrintableProduct; printedAt: Date }) {
  const process = product.processes?.[0];
  return (
    <article className="print-sheet" aria-label="Printable specification">
      <header className="print-sheet__brand">
        <p className="print-sheet__brand-name">{BRAND_NAME}</p>
        <p>Product specification</p>
      </header>
      <h1>{product.productName}</h1>
      <p className="print-sheet__meta">
        Product code {product.productCode}
        {product.version !== undefined && ` · Version ${product.version}`}
        {' · Printed '}
        {printedAt.toISOString().slice(0, 10)}
      </p>
      <Facts
        title="Identity"
        facts={[
          ['Category', product.productCategory],
          ['Origin', product.origin],
          ['Form', product.form],
          ['Type', product.type],
          ['Function', product.function],
          ['Scope', product.scope],
        ]}
      />
      <Facts title="Overview" facts={[['Description', product.productDescription]]} />
      <Table
        title="Actives"
        rows={product.actives}
        columns={[
          ['Assay', (r) => r.assay],
          ['Specification', (r) => r.specification],
          ['Method', (r) => r.assayMethod],
        ]}
      />
      <Table
        title="Composition"
        rows={product.ingredientComposition}
        columns={[
          ['Ingredient', (r) => r.ingredient],
          ['Percentage', (r) => r.percentage],
          ['Type', (r) => r.type],
        ]}
      />
      <Table
        title="Organoleptic properties"
        rows={product.organolepticProperties}
        columns={[
          ['Property', (r) => r.property],
          ['Specification', (r) => r.specification],
          ['Method', (r) => r.method],
        ]}
      />
      <Table
        title="Heavy metals"
        rows={product.heavyMetals}
        columns={[
          ['Metal', (r) => r.metal],
          ['Specification', (r) => r.specification],
          ['Method', (r) => r.method],
        ]}
      />
      <Table
        title="Microbiology"
        rows={product.microbiology}
        columns={[
          ['Test', (r) => r.test],
          ['Specification', (r) => r.specification],
          ['Method', (r) => r.method],
        ]}
      />
      <Table
        title="Nutrition"
        rows={product.nutritionalInformation}
        columns={[
          ['Nutrient', (r) => r.type],
          ['Specification', (r) => r.specification],
          ['Method', (r) => r.method],
        ]}
      />
      <Table
        title="Allergens"
        rows={product.allergenInformation}
        columns={[
          ['Allergen', (r) => r.allergen],
          ['In product', (r) => r.inProduct],
          ['In other products', (r) => r.inOtherProducts],
          ['In plant', (r) => r.inPlant],
        ]}
      />
      <Table
        title="Compliance"
        rows={product.productCompliance}
        columns={[
          ['Item', (r) => r.complianceItem],
          ['Regulation', (r) => r.regulation],
          ['Status', (r) => r.status],
          ['Declaration', (r) => r.declaration],
        ]}
      />
      <Facts
        title="Stability and shelf life"
        facts={[
          ['Accelerated stability', process?.acceleratedStability],
          ['Real-time stability', process?.realTimeStability],
          ['Oxidative stability', process?.oxidativeStability],
          ['Photostability', process?.photoStability],
          ['Shelf life', process?.shelfLife],
        ]}
      />
      <footer className="print-sheet__footer">
        {BRAND_NAME} · {product.productCode}
        {product.version !== undefined && ` · Version ${product.version}`}
      </footer>
    </article>
  );
}

/**
 * **Print specification**, and the sheet it prints. The sheet exists only while the page is printed (from
 * this button or the browser's own Print), put under <body> beside the app: the page itself, its
 * prerendered markup and what assistive technology reads are never doubled.
 */
export function PrintSpecification({
  product,
  children,
}: {
  product: PrintableProduct;
  children?: ReactNode;
}) {
  const [printing, setPrinting] = useState(false);
  const [printedAt, setPrintedAt] = useState(() => new Date());
  useEffect(() => {
    // Synchronously: the browser lays the page out for print right after this event.
    const before = () =>
      flushSync(() => {
        setPrintedAt(new Date());
        setPrinting(true);
      });
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return (
    <>
      <button
        type="button"
        className="button button--outline print-sheet__button"
        onClick={() => window.print()}
      >
        {children ?? 'Print specification'}
      </button>
      {printing && createPortal(<Sheet product={product} printedAt={printedAt} />, document.body)}
    </>
  );
}
