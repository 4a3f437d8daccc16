// The product of admin-area.md §3: one zod schema for the wizard, the server, the seed and the tests.
import { z } from 'zod';
import { choice, codeField, flag, optionalText, requiredText } from './fields.ts';
import { ingredientSchema, PUBLIC_INGREDIENT_FIELDS } from './ingredient.ts';
import { MAX_LINKED_RECORDS, MAX_ROWS, SHORT_TEXT_MAX } from './limits.ts';
import { mediaPathSchema } from './media.ts';
import { processSchema, PUBLIC_PROCESS_FIELDS } from './process.ts';
import {
  COMPLIANCE_STATUSES,
  COMPOSITION_TYPES,
  KEY_FEATURE_FLAGS,
  PRODUCT_TYPES,
  QUALITY_FLAGS,
  YES_NO,
  type KeyFeatureFlag,
  type QualityFlag,
} from './spec-constants.ts';

/** Free-text fields of the product, in the spec's order. */
export const PRODUCT_TEXT_FIELDS = [
  'productDescription',
  'productCategory',
  'origin',
  'form',
  'scope',
  'type',
  'function',
  'functionalUse',
  'recommendedUse',
  'directionsForUse',
  'intendedUse',
  'recommendation',
  'disclaimer',
  'benefits',
  'uniqueProposition',
  'ingredientSources',
  'processDescription',
  'extractionType',
  'ratio',
  'drying',
  'excipients',
] as const;
export type ProductTextField = (typeof PRODUCT_TEXT_FIELDS)[number];

/** The row lists of the product, each stored as validated JSON. */
export const PRODUCT_ROW_LISTS = [
  'actives',
  'ingredientComposition',
  'processingAids',
  'productCompliance',
  'organolepticProperties',
  'heavyMetals',
  'microbiology',
  'nutritionalInformation',
  'allergenInformation',
] as const;
export type ProductRowList = (typeof PRODUCT_ROW_LISTS)[number];

export const PRODUCT_MESSAGES = {
  productCode: 'Product Code is required',
  productName: 'Product Name is required',
  noIngredients: 'At least one Ingredient (Code, Common Name, Scientific Name) is required',
  noProcesses: 'At least one Process (Code + Description) is required',
} as const;

const cell = optionalText(SHORT_TEXT_MAX);
const rows = <T extends z.ZodType>(row: T) =>
  z
    .array(row)
    .max(MAX_ROWS, `At most ${MAX_ROWS} rows`)
    .nullish()
    .transform((v) => v ?? []);

export const rowSchemas = {
  actives: z.object({ assay: cell, specification: cell, assayMethod: cell }).strict(),
  ingredientComposition: z
    .object({ ingredient: cell, percentage: cell, type: choice(COMPOSITION_TYPES) })
    .strict(),
  processingAids: z.object({ type: cell, purpose: cell }).strict(),
  productCompliance: z
    .object({
      complianceItem: cell,
      regulation: cell,
      status: choice(COMPLIANCE_STATUSES),
      declaration: cell,
    })
    .strict(),
  organolepticProperties: z.object({ property: cell, specification: cell, method: cell }).strict(),
  heavyMetals: z.object({ metal: cell, specification: cell, method: cell }).strict(),
  microbiology: z.object({ test: cell, specification: cell, method: cell }).strict(),
  nutritionalInformation: z.object({ type: cell, specification: cell, method: cell }).strict(),
  allergenInformation: z
    .object({
      allergen: cell,
      inProduct: choice(YES_NO),
      inOtherProducts: choice(YES_NO),
      inPlant: choice(YES_NO),
    })
    .strict(),
} as const;

const textFields = Object.fromEntries(
  PRODUCT_TEXT_FIELDS.map((f) => [f, f === 'type' ? choice(PRODUCT_TYPES) : optionalText()]),
) as Record<ProductTextField, ReturnType<typeof optionalText>>;
const flagFields = Object.fromEntries(
  [...QUALITY_FLAGS, ...KEY_FEATURE_FLAGS].map((f) => [f, flag]),
) as Record<QualityFlag | KeyFeatureFlag, typeof flag>;
const rowFields = {
  actives: rows(rowSchemas.actives),
  ingredientComposition: rows(rowSchemas.ingredientComposition),
  processingAids: rows(rowSchemas.processingAids),
  productCompliance: rows(rowSchemas.productCompliance),
  organolepticProperties: rows(rowSchemas.organolepticProperties),
  heavyMetals: rows(rowSchemas.heavyMetals),
  microbiology: rows(rowSchemas.microbiology),
  nutritionalInformation: rows(rowSchemas.nutritionalInformation),
  allergenInformation: rows(rowSchemas.allergenInformation),
};

/** What a client sends to create or update a product (the multipart `product` part). */
export const productInputSchema = z
  .object({
    productCode: codeField(PRODUCT_MESSAGES.productCode),
    productName: requiredText(PRODUCT_MESSAGES.productName),
    ...textFields,
    ...flagFields,
    ...rowFields,
    ingredients: z
      .array(ingredientSchema, { error: PRODUCT_MESSAGES.noIngredients })
      .min(1, PRODUCT_MESSAGES.noIngredients)
      .max(MAX_LINKED_RECORDS, `At most ${MAX_LINKED_RECORDS} ingredients`),
    processes: z
      .array(processSchema, { error: PRODUCT_MESSAGES.noProcesses })
      .min(1, PRODUCT_MESSAGES.noProcesses)
      .max(MAX_LINKED_RECORDS, `At most ${MAX_LINKED_RECORDS} processes`),
    /** A stored path to keep, null to remove; a new file comes as the `bannerImage` part instead. */
    bannerImage: mediaPathSchema.nullish(),
    /** Read-only fields a client may echo back from a GET; the server ignores them. */
    version: z.number().optional(),
    createdAt: z.string().optional(),
    updatedAt: z.string().optional(),
  })
  .strict()
  .superRefine((product, ctx) => {
    // Each ingredient and process is one shared record, so a product lists each code once.
    const once = (
      list: 'ingredients' | 'processes',
      field: 'ingredientCode' | 'processCode',
      label: string,
    ) => {
      const seen = new Set<string>();
      const items = product[list] as Record<string, string>[];
      items.forEach((item, index) => {
        const code = item[field]!;
        if (seen.has(code))
          ctx.addIssue({ code: 'custom', path: [list, index, field], message: `${label} is listed twice` });
        seen.add(code);
      });
    };
    once('ingredients', 'ingredientCode', 'Ingredient Code');
    once('processes', 'processCode', 'Process Code');
  });

export type ProductInput = z.input<typeof productInputSchema>;
export type ProductData = z.output<typeof productInputSchema>;

/** A product as the API answers it to staff. */
export type Product = Omit<ProductData, 'bannerImage' | 'version' | 'createdAt' | 'updatedAt'> & {
  bannerImage: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
};

/**
 * The fields an anonymous visitor gets (public-area.md §3.3), with the version and its date that the printed
 * specification carries (issue #35 §7; the version is in the public ETag already).
 */
export const PUBLIC_PRODUCT_FIELDS = [
  'productCode',
  'productName',
  'bannerImage',
  'version',
  'updatedAt',
  ...PRODUCT_TEXT_FIELDS,
  ...QUALITY_FLAGS,
  ...PRODUCT_ROW_LISTS,
] as const;

export type PublicProduct = Pick<Product, (typeof PUBLIC_PRODUCT_FIELDS)[number]> & {
  ingredients: Pick<Product['ingredients'][number], (typeof PUBLIC_INGREDIENT_FIELDS)[number]>[];
  processes: Pick<Product['processes'][number], (typeof PUBLIC_PROCESS_FIELDS)[number]>[];
};

export function toPublicProduct(product: Product): PublicProduct {
  const pick = <T extends object, K extends keyof T>(obj: T, keys: readonly K[]) =>
    Object.fromEntries(keys.map((k) => [k, obj[k]])) as Pick<T, K>;
  return {
    ...pick(product, PUBLIC_PRODUCT_FIELDS),
    ingredients: product.ingredients.map((i) => pick(i, PUBLIC_INGREDIENT_FIELDS)),
    processes: product.processes.map((p) => pick(p, PUBLIC_PROCESS_FIELDS)),
  };
}

/**
 * The spec's wording for a validation issue in a list (admin-area.md §5): issues inside the n-th
 * ingredient or process are prefixed 'Ingredient {n}: ' or 'Process {n}: '.
 */
export function describeIssue(path: readonly PropertyKey[], message: string): string {
  const [list, index] = path;
  if (typeof index === 'number' && path.length > 2) {
    if (list === 'ingredients') return `Ingredient ${index + 1}: ${message}`;
    if (list === 'processes') return `Process ${index + 1}: ${message}`;
  }
  return message;
}
