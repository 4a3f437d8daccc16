// The printable specification sheet (issue #15 §4): the product on paper, A4 or Letter, with the brand's
// header, the version and the date. It is put straight under <body> while the page is printed, and
// print-sheet.css hides everything else then; **Print specification** opens the browser's print dialog. Public pages print the public fields; staff print the whole record (stability included).
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { BRAND_NAME } from '../../../../shared/brand.ts';
import type { ProductRowList } from '../../../../shared/product.ts';
import { fieldLabel, ROW_COLUMNS } from '../../../../shared/product-fields.ts';
import { RowsTable } from '../rows-table.tsx';
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

/** One row list of the product, titled and headed with the shared labels. */
function Table({ list, rows }: { list: ProductRowList; rows: readonly object[] | undefined }) {
  if (!rows || rows.length === 0) return null;
  const columns = Object.keys(ROW_COLUMNS[list]);
  return (
    <section className="print-sheet__section">
      <h2>{fieldLabel(list)}</h2>
      <RowsTable
        rows={rows as readonly Record<string, string | undefined>[]}
        columns={columns.map((c) => ({
          header: fieldLabel(c),
          cell: (row: Record<string, string | undefined>) => text(row[c]),
        }))}
      />
    </section>
  );
}

/** Label and value of each field of `record` named in `fields` that has a value. */
function Facts<R extends object>({
  title,
  record,
  fields,
}: {
  title: string;
  record: R | undefined;
  fields: readonly (keyof R & string)[];
}) {
  const shown = fields.flatMap((f) => {
    const v: unknown = record?.[f];
    return typeof v === 'string' && v.trim() !== '' ? [[fieldLabel(f), v] as const] : [];
  });
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
        record={product}
        fields={['productCategory', 'origin', 'form', 'type', 'function', 'scope']}
      />
      <Facts title="Overview" record={product} fields={['productDescription']} />
      <Table list="actives" rows={product.actives} />
      <Table list="ingredientComposition" rows={product.ingredientComposition} />
      <Table list="organolepticProperties" rows={product.organolepticProperties} />
      <Table list="heavyMetals" rows={product.heavyMetals} />
      <Table list="microbiology" rows={product.microbiology} />
      <Table list="nutritionalInformation" rows={product.nutritionalInformation} />
      <Table list="allergenInformation" rows={product.allergenInformation} />
      <Table list="productCompliance" rows={product.productCompliance} />
      <Facts
        title="Stability and shelf life"
        record={process}
        fields={[
          'acceleratedStability',
          'realTimeStability',
          'oxidativeStability',
          'photoStability',
          'shelfLife',
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
