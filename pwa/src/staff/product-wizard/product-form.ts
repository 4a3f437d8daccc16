// The wizard's form state: every field of the product as plain strings and booleans, with the spec's fixed
// specification rows filled in, and the conversions from a loaded product or draft and to the API payload.
import type { z } from 'zod';
import type { IngredientInput } from '../../../../shared/ingredient.ts';
import { INGREDIENT_OPTIONAL_FIELDS } from '../../../../shared/ingredient.ts';
import type { ProcessInput } from '../../../../shared/process.ts';
import { PROCESS_OPTIONAL_FIELDS } from '../../../../shared/process.ts';
import {
  PRODUCT_ROW_LISTS,
  PRODUCT_TEXT_FIELDS,
  type ProductInput,
  type ProductRowList,
  type ProductTextField,
  type rowSchemas,
} from '../../../../shared/product.ts';
import {
  ALLERGEN_ROWS,
  COMPLIANCE_ITEMS,
  HEAVY_METAL_ROWS,
  KEY_FEATURE_FLAGS,
  MICROBIOLOGY_ROWS,
  NUTRITION_ROWS,
  ORGANOLEPTIC_ROWS,
  QUALITY_FLAGS,
  type KeyFeatureFlag,
  type QualityFlag,
} from '../../../../shared/spec-constants.ts';

export type RowOf<L extends ProductRowList> = Record<keyof z.input<(typeof rowSchemas)[L]>, string>;
export type IngredientForm = Record<keyof IngredientInput, string>;
export type ProcessForm = Record<keyof ProcessInput, string>;
export type FlagField = QualityFlag | KeyFeatureFlag;

export type ProductForm = { productCode: string; productName: string } & Record<ProductTextField, string> &
  Record<FlagField, boolean> & { [L in ProductRowList]: RowOf<L>[] } & {
    ingredients: IngredientForm[];
    processes: ProcessForm[];
    /** The stored banner path, or null. A newly chosen file is kept beside the form. */
    bannerImage: string | null;
  };

export type ListField = ProductRowList | 'ingredients' | 'processes';

const blank = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, ''])) as Record<K, string>;

export const blankIngredient = (): IngredientForm =>
  blank(['ingredientCode', 'commonName', 'scientificName', ...INGREDIENT_OPTIONAL_FIELDS]);
export const blankProcess = (): ProcessForm =>
  blank(['processCode', 'processDescription', ...PROCESS_OPTIONAL_FIELDS]);

/** A new row for each list, with the keys its schema has. */
export const BLANK_ROWS: { [L in ProductRowList]: () => RowOf<L> } = {
  actives: () => blank(['assay', 'specification', 'assayMethod']),
  ingredientComposition: () => blank(['ingredient', 'percentage', 'type']),
  processingAids: () => blank(['type', 'purpose']),
  productCompliance: () => blank(['complianceItem', 'regulation', 'status', 'declaration']),
  organolepticProperties: () => blank(['property', 'specification', 'method']),
  heavyMetals: () => blank(['metal', 'specification', 'method']),
  microbiology: () => blank(['test', 'specification', 'method']),
  nutritionalInformation: () => blank(['type', 'specification', 'method']),
  allergenInformation: () => blank(['allergen', 'inProduct', 'inOtherProducts', 'inPlant']),
};

/** The fixed rows of step 4 (admin-area.md §9) and the column that names each row. */
export const FIXED_ROWS = {
  organolepticProperties: { key: 'property', names: ORGANOLEPTIC_ROWS },
  heavyMetals: { key: 'metal', names: HEAVY_METAL_ROWS },
  microbiology: { key: 'test', names: MICROBIOLOGY_ROWS },
  nutritionalInformation: { key: 'type', names: NUTRITION_ROWS },
  allergenInformation: { key: 'allergen', names: ALLERGEN_ROWS },
  productCompliance: { key: 'complianceItem', names: COMPLIANCE_ITEMS },
} as const;
type FixedList = keyof typeof FIXED_ROWS;
const isFixed = (list: ProductRowList): list is FixedList => list in FIXED_ROWS;

export function emptyForm(): ProductForm {
  const rows = Object.fromEntries(
    PRODUCT_ROW_LISTS.map((list) => [
      list,
      isFixed(list)
        ? FIXED_ROWS[list].names.map((name) => ({ ...BLANK_ROWS[list](), [FIXED_ROWS[list].key]: name }))
        : [],
    ]),
  ) as unknown as { [L in ProductRowList]: RowOf<L>[] };
  return {
    productCode: '',
    productName: '',
    ...blank(PRODUCT_TEXT_FIELDS),
    ...(Object.fromEntries([...QUALITY_FLAGS, ...KEY_FEATURE_FLAGS].map((f) => [f, false])) as Record<
      FlagField,
      boolean
    >),
    ...rows,
    ingredients: [],
    processes: [],
    bannerImage: null,
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** Copies the known keys of `template` from `source`, as strings. */
export function fillStrings<T extends Record<string, string>>(template: T, source: unknown): T {
  const from = (source && typeof source === 'object' ? source : {}) as Record<string, unknown>;
  return Object.fromEntries(Object.keys(template).map((k) => [k, text(from[k])])) as T;
}

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A form from a loaded product or a saved draft: unknown keys dropped, fixed rows kept in the spec's order. */
export function toForm(source: Partial<ProductInput> | Record<string, unknown>): ProductForm {
  const from = source as Record<string, unknown>;
  const form = emptyForm();
  const out: Record<string, unknown> = { ...form };
  for (const f of ['productCode', 'productName', ...PRODUCT_TEXT_FIELDS] as const) out[f] = text(from[f]);
  for (const f of [...QUALITY_FLAGS, ...KEY_FEATURE_FLAGS]) out[f] = from[f] === true;
  for (const list of PRODUCT_ROW_LISTS) {
    const loaded = asArray(from[list]).map((row) => fillStrings(BLANK_ROWS[list](), row));
    if (!isFixed(list)) {
      out[list] = loaded;
      continue;
    }
    const { key } = FIXED_ROWS[list];
    const byName = (row: Record<string, string>) => row[key];
    const fixed = (form[list] as Record<string, string>[]).map(
      (row) => loaded.find((l) => byName(l) === byName(row)) ?? row,
    );
    const extra = loaded.filter((l) => !fixed.includes(l));
    out[list] = [...fixed, ...extra];
  }
  out.ingredients = asArray(from.ingredients).map((i) => fillStrings(blankIngredient(), i));
  out.processes = asArray(from.processes).map((p) => fillStrings(blankProcess(), p));
  out.bannerImage = typeof from.bannerImage === 'string' && from.bannerImage ? from.bannerImage : null;
  return out as ProductForm;
}

/** A fixed row nobody filled in: only its name is set. */
function isUnfilled(list: FixedList, row: Record<string, string>): boolean {
  const { key } = FIXED_ROWS[list];
  return Object.entries(row).every(([k, v]) => k === key || v.trim() === '');
}

/** The multipart `product` part: the form as the shared schema reads it, without unfilled fixed rows. */
export function toPayload(form: ProductForm, version?: number): ProductInput {
  const rows = Object.fromEntries(
    (Object.keys(FIXED_ROWS) as FixedList[]).map((list) => [
      list,
      (form[list] as Record<string, string>[]).filter((row) => !isUnfilled(list, row)),
    ]),
  );
  // The form's strings are wider than the schema's choice types; the schema checks them on both sides.
  const payload = { ...form, ...rows } as unknown as ProductInput;
  return version === undefined ? payload : { ...payload, version };
}
