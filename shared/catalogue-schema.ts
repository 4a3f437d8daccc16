// The shapes of the static catalogue of public-area.md §3.1/§3.6: the content files in shared/catalogue-lines/
// are written in the *Content types, and shared/catalogue.ts builds the tree the site reads from them.

/** The catalogue record of public-area.md §3.2; only what the portfolio shows when it is filled in. */
export interface CatalogueProductDetail {
  productCode: string;
  productName: string;
  /** Reproduced as the spec gives it, quirks included (the zinc product reads 'Natural Iron 5%'). */
  assay: string;
  ingredients?: string;
  overview?: string;
  coNutrients?: string;
  /** `main` is comma-separated 'emoji label' items; the portfolio shows the emoji and the label as a tooltip. */
  functionalUse?: { main: string; note?: string };
  studies?: string;
  benefits?: string;
  /** Relative image paths; empty means the placeholder image is shown. */
  bannerImage?: readonly string[];
  certificates?: readonly string[];
}

export interface CatalogueProductEntry {
  name: string;
  data: CatalogueProductDetail;
}

export interface CatalogueSubcategory {
  name: string;
  /** Present only where the subcategory has a second row of product pills. */
  products?: readonly CatalogueProductEntry[];
  /** Present where the subcategory itself is a product; absent means 'Details … are being updated'. */
  data?: CatalogueProductDetail;
}

export interface CatalogueLine {
  name: string;
  subcategories: readonly CatalogueSubcategory[];
}

/** Where a product sits in the tree, flattened for look-ups by code. */
export interface CatalogueProductRef {
  line: string;
  subcategory: string;
  /** The product entry's name, or undefined when the subcategory itself carries the data. */
  product?: string;
  data: CatalogueProductDetail;
}

/**
 * A subcategory as a content file states it: a product of its own (named after the product), a row of product
 * pills, or only a name, whose details are 'being updated'.
 */
export type CatalogueSubcategoryContent =
  | { product: CatalogueProductDetail }
  | { name: string; products: readonly CatalogueProductDetail[] }
  | { name: string };

export interface CatalogueLineContent {
  name: string;
  subcategories: readonly CatalogueSubcategoryContent[];
}
