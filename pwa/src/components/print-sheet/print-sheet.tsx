// The printable specification sheet (issue #15 §4, #35 §7): the product on paper, A4 or Letter, every section
// the admin detail shows that has a value, with the brand, the version and the dates on every page. It is put
// straight under <body> while the page is printed, and print-sheet.css hides everything else then;
// **Print specification** opens the browser's print dialog. Public pages print the public fields; staff print
// the whole record.
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { BRAND_NAME } from '../../../../shared/brand.ts';
import type { Ingredient } from '../../../../shared/ingredient.ts';
import type { Process } from '../../../../shared/process.ts';
import type { Product } from '../../../../shared/product.ts';
import { PrintSections } from './print-sections.tsx';
import './print-sheet.css';

/**
 * What the sheet needs of a product: its code and name, and whatever else the reader may see (a visitor gets
 * the public fields, staff the whole record); each field it has is printed.
 */
export type PrintableProduct = { productCode: string; productName: string } & Partial<
  Omit<Product, 'ingredients' | 'processes'>
> & {
    ingredients?: readonly Partial<Ingredient>[];
    processes?: readonly Partial<Process>[];
  };

const day = (at: Date | string) => new Date(at).toISOString().slice(0, 10);

/** The version and its date, as every page carries them; a product never saved to the server has none. */
function versionLine(product: PrintableProduct): string {
  if (!product.version) return 'Not yet on the server';
  return `Version ${product.version}${product.updatedAt ? ` of ${day(product.updatedAt)}` : ''}`;
}

/**
 * The sheet is one table whose head and foot the browser repeats on every printed page: the brand, the
 * product's code, its version and date, and the day it was printed are on each page, not only the first.
 */
function Sheet({ product, printedAt }: { product: PrintableProduct; printedAt: Date }) {
  const stamp = `Product code ${product.productCode} · ${versionLine(product)} · Printed ${day(printedAt)}`;
  return (
    <article className="print-sheet" aria-label="Printable specification">
      <table className="print-sheet__frame">
        <thead>
          <tr>
            <td>
              <header className="print-sheet__brand">
                <p className="print-sheet__brand-name">{BRAND_NAME}</p>
                <p>Product specification</p>
              </header>
              <p className="print-sheet__meta">{stamp}</p>
            </td>
          </tr>
        </thead>
        <tfoot>
          <tr>
            <td>
              <footer className="print-sheet__footer">
                {BRAND_NAME} · {product.productName} · {stamp}
              </footer>
            </td>
          </tr>
        </tfoot>
        <tbody>
          <tr>
            <td>
              <h1>{product.productName}</h1>
              {product.productDescription?.trim() && (
                <p className="print-sheet__description">{product.productDescription}</p>
              )}
              <PrintSections product={product} />
            </td>
          </tr>
        </tbody>
      </table>
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
