// The shapes of the records in content/: the product, ingredient and process records of the JSON files
// (content.ts checks each against these schemas as it loads them; shared-records.ts and product-builder.ts add
// the house defaults), and the compliance declarations of content/house-defaults.ts.
import { z } from 'zod';
import type { ProductInput } from '../../../../shared/product.ts';
import {
  ALLERGEN_ROWS,
  COMPLIANCE_ITEMS,
  COMPLIANCE_STATUSES,
  KEY_FEATURE_FLAGS,
  PRODUCT_TYPES,
  QUALITY_FLAGS,
} from '../../../../shared/spec-constants.ts';
import { PROCESSING_AIDS, type AidKind } from './content/processing-aids.ts';

export type Rows<K extends keyof ProductInput> = NonNullable<ProductInput[K]>;
type ComplianceItem = (typeof COMPLIANCE_ITEMS)[number];
type ComplianceDeclaration = Omit<Rows<'productCompliance'>[number], 'complianceItem'>;
/** The house declaration of each compliance item, and what a product declares instead. */
export type ComplianceDefaults = Record<ComplianceItem, ComplianceDeclaration>;

/** Required text: present and not empty. */
const text = z.string().min(1);

const complianceOverridesSchema = z.partialRecord(
  z.enum(COMPLIANCE_ITEMS),
  z.strictObject({
    regulation: text.optional(),
    status: z.enum(COMPLIANCE_STATUSES).optional(),
    declaration: text.optional(),
  }),
);
export type ComplianceOverrides = z.infer<typeof complianceOverridesSchema>;

/** A record of text fields: `required` present and not empty, `optional` absent or not empty. */
function textFields<R extends string, O extends string>(required: readonly R[], optional: readonly O[]) {
  return z.strictObject({
    ...(Object.fromEntries(required.map((key) => [key, text])) as Record<R, typeof text>),
    ...(Object.fromEntries(optional.map((key) => [key, text.optional()])) as Record<
      O,
      z.ZodOptional<typeof text>
    >),
  });
}

export const ingredientSpecSchema = textFields(
  [
    'ingredientCode',
    'rmCode',
    'commonName',
    'scientificName',
    'plantPartUsed',
    'coordinates',
    'standardizedFor',
  ],
  ['strain'],
).extend({
  aid: z.enum(Object.keys(PROCESSING_AIDS) as [AidKind, ...AidKind[]]),
  wild: z.boolean().optional(),
  wetDry: z.enum(['Dry', 'Wet']).optional(),
});
export type IngredientSpec = z.infer<typeof ingredientSpecSchema>;

export const processSpecSchema = textFields(
  [
    'processCode',
    'processDescription',
    'criticalSteps',
    'physical',
    'rawMaterial',
    'processControls',
    'significance',
  ],
  [
    'chemical',
    'biological',
    'shelfLife',
    'handling',
    'oxidativeStability',
    'photoStability',
    'capsule',
    'tablet',
    'foodPreparations',
    'cosmeticPreparations',
    'mixability',
  ],
);
export type ProcessSpec = z.infer<typeof processSpecSchema>;

const organolepticSchema = z.strictObject({
  color: text,
  aroma: text,
  taste: text,
  solubility: text.optional(),
  bulkDensity: text.optional(),
});
export type Organoleptic = z.infer<typeof organolepticSchema>;

/** Typical values per 100 g; the active row repeats the product's assay. */
const nutritionSchema = z.strictObject({
  energyKcal: z.number(),
  carbohydrate: z.number(),
  sugar: z.number(),
  fat: z.number(),
  protein: z.number(),
});
export type Nutrition = z.infer<typeof nutritionSchema>;

/** What is particular to a product; product-builder.ts adds the catalogue's name, assay and category. */
export const productSpecSchema = z.strictObject({
  code: text,
  type: z.enum(PRODUCT_TYPES),
  /** What the product is, in one or two sentences; the brand story is appended. */
  description: text,
  function: text,
  functionalUse: text,
  recommendedUse: text,
  benefits: text,
  uniqueProposition: text,
  ingredientSources: text,
  processDescription: text,
  extractionType: text,
  ratio: text,
  activeSpecification: text,
  assayMethod: text,
  /** Further actives after the catalogue's assay row. */
  coActives: z.array(z.strictObject({ assay: text, specification: text, assayMethod: text })).optional(),
  /** [ingredient, percentage] rows; the ingredient's own wet/dry state is looked up by common name. */
  composition: z.array(z.tuple([text, text])),
  organoleptic: organolepticSchema,
  nutrition: nutritionSchema,
  /** Keys of content/ingredients.json and content/processes.json (content.ts checks that each exists). */
  ingredients: z.array(text),
  processes: z.array(text),
  quality: z.array(z.enum(QUALITY_FLAGS)).optional(),
  features: z.array(z.enum(KEY_FEATURE_FLAGS)).optional(),
  allergens: z.array(z.enum(ALLERGEN_ROWS)).optional(),
  compliance: complianceOverridesSchema.optional(),
  copperPpm: z.number().optional(),
  form: text.optional(),
  drying: text.optional(),
  excipients: text.optional(),
  directionsForUse: text.optional(),
  recommendation: text.optional(),
});
export type ProductSpec = z.infer<typeof productSpecSchema>;
