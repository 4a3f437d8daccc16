import { z } from 'zod';
import { codeField, optionalText, requiredText } from './fields.ts';

/** Optional ingredient fields of admin-area.md §3, in the spec's order. */
export const INGREDIENT_OPTIONAL_FIELDS = [
  'rmCode',
  'organicStatus',
  'scope',
  'coordinates',
  'plantPartUsed',
  'organicControlPoints',
  'sterilization',
  'extractionType',
  'standardizedFor',
  'criticalQuantificationControl',
  'identity',
  'strain',
  'wetDry',
  'processingAidRmCode',
  'processingAidCommonName',
  'processingAidScientificName',
  'processingAidStatus',
  'processingAidPlantPartUsed',
  'processingAidRole',
  'processingAidForm',
  'processingAidGreenChemistry',
] as const;
export type IngredientOptionalField = (typeof INGREDIENT_OPTIONAL_FIELDS)[number];

export const INGREDIENT_MESSAGES = {
  ingredientCode: 'Ingredient Code is required',
  commonName: 'Common Name is required',
  scientificName: 'Scientific Name is required',
} as const;

export const ingredientSchema = z
  .object({
    ingredientCode: codeField(INGREDIENT_MESSAGES.ingredientCode),
    commonName: requiredText(INGREDIENT_MESSAGES.commonName),
    scientificName: requiredText(INGREDIENT_MESSAGES.scientificName),
    ...(Object.fromEntries(INGREDIENT_OPTIONAL_FIELDS.map((f) => [f, optionalText()])) as Record<
      IngredientOptionalField,
      ReturnType<typeof optionalText>
    >),
  })
  .strict();

export type IngredientInput = z.input<typeof ingredientSchema>;
export type Ingredient = z.output<typeof ingredientSchema>;

/** The fields of an ingredient that the public product page shows (public-area.md §3.3). */
export const PUBLIC_INGREDIENT_FIELDS = ['commonName', 'plantPartUsed', 'coordinates'] as const;
