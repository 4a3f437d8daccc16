// Which line, subcategory and product the portfolio shows, read from and written to the address
// (?category=…&subcategory=…&product=…, by name slug), so links, reload and back/forward keep the choice.
import type {
  CatalogueLine,
  CatalogueProductDetail,
  CatalogueProductEntry,
  CatalogueSubcategory,
} from '../../../../shared/catalogue.ts';

export interface PortfolioSelection {
  line: number;
  subcategory: number;
  product: number;
}

/** The selection with its catalogue nodes; `name` is the shown entry's name, `data` its record if any. */
export interface ResolvedSelection extends PortfolioSelection {
  lineNode: CatalogueLine;
  subcategoryNode: CatalogueSubcategory;
  productNode?: CatalogueProductEntry;
  name: string;
  data?: CatalogueProductDetail;
}

export const SELECTION_PARAMS = {
  line: 'category',
  subcategory: 'subcategory',
  product: 'product',
} as const;

export type SelectionLevel = keyof typeof SELECTION_PARAMS;

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function indexBySlug(names: readonly string[], slug: string | null): number {
  if (!slug) return 0;
  return Math.max(
    0,
    names.findIndex((n) => slugify(n) === slug),
  );
}

/** An unknown or missing slug falls back to the first entry of its level. */
export function selectionFromParams(
  catalogue: readonly CatalogueLine[],
  params: URLSearchParams,
): PortfolioSelection {
  const line = indexBySlug(
    catalogue.map((l) => l.name),
    params.get(SELECTION_PARAMS.line),
  );
  const subs = catalogue[line]?.subcategories ?? [];
  const subcategory = indexBySlug(
    subs.map((s) => s.name),
    params.get(SELECTION_PARAMS.subcategory),
  );
  const products = subs[subcategory]?.products ?? [];
  const product = indexBySlug(
    products.map((p) => p.name),
    params.get(SELECTION_PARAMS.product),
  );
  return { line, subcategory, product };
}

/**
 * The address for choosing `index` at `level`: the levels above keep their choice, the levels below are
 * left out, so they fall back to their first entry (the spec's reset rules).
 */
export function paramsForChoice(
  catalogue: readonly CatalogueLine[],
  current: PortfolioSelection,
  level: SelectionLevel,
  index: number,
): URLSearchParams {
  const next: PortfolioSelection =
    level === 'line'
      ? { line: index, subcategory: 0, product: 0 }
      : level === 'subcategory'
        ? { ...current, subcategory: index, product: 0 }
        : { ...current, product: index };
  const lineNode = catalogue[next.line];
  const subNode = lineNode?.subcategories[next.subcategory];
  const productNode = subNode?.products?.[next.product];
  const params = new URLSearchParams();
  if (lineNode) params.set(SELECTION_PARAMS.line, slugify(lineNode.name));
  if (level !== 'line' && subNode) params.set(SELECTION_PARAMS.subcategory, slugify(subNode.name));
  if (level === 'product' && productNode) params.set(SELECTION_PARAMS.product, slugify(productNode.name));
  return params;
}

export function resolveSelection(
  catalogue: readonly CatalogueLine[],
  selection: PortfolioSelection,
): ResolvedSelection | undefined {
  const lineNode = catalogue[selection.line];
  const subcategoryNode = lineNode?.subcategories[selection.subcategory];
  if (!lineNode || !subcategoryNode) return undefined;
  const productNode = subcategoryNode.products?.[selection.product];
  return {
    ...selection,
    lineNode,
    subcategoryNode,
    productNode,
    name: productNode?.name ?? subcategoryNode.name,
    data: productNode ? productNode.data : subcategoryNode.data,
  };
}
