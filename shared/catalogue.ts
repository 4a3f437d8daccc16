// The static catalogue tree of public-area.md §3.1/§3.6: lines → subcategories → optional product entries.
// The PWA's portfolio renders it without a server; the server seed takes each product's code, name and assay
// from here, so the two can never disagree. The content is in shared/catalogue-lines/ (one file per line),
// the types in shared/catalogue-schema.ts; this module builds the tree and looks products up in it.
import { CONDITIONS_LINE } from './catalogue-lines/conditions.ts';
import { DEFICIENCIES_LINE } from './catalogue-lines/deficiencies.ts';
import { LIFE_CYCLE_LINE } from './catalogue-lines/life-cycle.ts';
import { REGENERATIVE_HEALTH_LINE } from './catalogue-lines/regenerative-health.ts';
import type {
  CatalogueLine,
  CatalogueLineContent,
  CatalogueProductRef,
  CatalogueSubcategory,
} from './catalogue-schema.ts';

export type {
  CatalogueLine,
  CatalogueLineContent,
  CatalogueProductDetail,
  CatalogueProductEntry,
  CatalogueProductRef,
  CatalogueSubcategory,
  CatalogueSubcategoryContent,
} from './catalogue-schema.ts';

/** A line as the site reads it: every subcategory and product entry named, with its data where there is some. */
function buildLine(content: CatalogueLineContent): CatalogueLine {
  return {
    name: content.name,
    subcategories: content.subcategories.map((sub): CatalogueSubcategory => {
      if ('product' in sub) return { name: sub.product.productName, data: sub.product };
      if ('products' in sub)
        return { name: sub.name, products: sub.products.map((data) => ({ name: data.productName, data })) };
      return { name: sub.name };
    }),
  };
}

export const CATALOGUE: readonly CatalogueLine[] = [
  DEFICIENCIES_LINE,
  CONDITIONS_LINE,
  REGENERATIVE_HEALTH_LINE,
  LIFE_CYCLE_LINE,
].map(buildLine);

/** Every product with data, in catalogue order. */
export function catalogueProducts(lines: readonly CatalogueLine[] = CATALOGUE): CatalogueProductRef[] {
  return lines.flatMap((line) =>
    line.subcategories.flatMap((sub) => {
      const own: CatalogueProductRef[] = sub.data
        ? [{ line: line.name, subcategory: sub.name, data: sub.data }]
        : [];
      const entries = (sub.products ?? []).map((p) => ({
        line: line.name,
        subcategory: sub.name,
        product: p.name,
        data: p.data,
      }));
      return [...own, ...entries];
    }),
  );
}

export function catalogueProductCodes(lines: readonly CatalogueLine[] = CATALOGUE): string[] {
  return catalogueProducts(lines).map((p) => p.data.productCode);
}

/**
 * What a page needs of the catalogue without its data: each line's name with its entries' names (a
 * subcategory's products where it has them, else the subcategory), and every product's code. The build
 * inlines it as `virtual:catalogue-index` (scripts/catalogue-index-plugin.ts), so Home's banner carousel and
 * the catalogue warm-up do not download the whole catalogue.
 */
export interface CatalogueIndex {
  lines: { name: string; entries: string[] }[];
  codes: string[];
}

export function catalogueIndex(lines: readonly CatalogueLine[] = CATALOGUE): CatalogueIndex {
  return {
    lines: lines.map((line) => ({
      name: line.name,
      entries: line.subcategories.flatMap((sub) =>
        sub.products ? sub.products.map((p) => p.name) : [sub.name],
      ),
    })),
    codes: catalogueProductCodes(lines),
  };
}

export function findCatalogueProduct(productCode: string): CatalogueProductRef | undefined {
  return catalogueProducts().find((p) => p.data.productCode === productCode);
}
