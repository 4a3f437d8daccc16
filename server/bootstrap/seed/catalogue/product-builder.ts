// Turns a product's particulars (content/<line>.json, loaded by content.ts) into a full ProductInput: name,
// assay and category come from the static catalogue (so the portfolio and the server never disagree), and the
// house defaults of content/house-defaults.ts fill the rest.
import { findCatalogueProduct } from '../../../../shared/catalogue.ts';
import type { IngredientInput } from '../../../../shared/ingredient.ts';
import type { ProductInput } from '../../../../shared/product.ts';
import { KEY_FEATURE_FLAGS, QUALITY_FLAGS } from '../../../../shared/spec-constants.ts';
import { DISCLAIMER, HOUSE } from './content/house-defaults.ts';
import type { ProductSpec } from './record-types.ts';
import { INGREDIENTS, PROCESSES } from './shared-records.ts';
import {
  allergenRows,
  complianceRows,
  heavyMetalRows,
  microbiologyRows,
  nutritionRows,
  organolepticRows,
} from './spec-rows.ts';

function flags<T extends string>(all: readonly T[], on: readonly T[]): Record<T, boolean> {
  return Object.fromEntries(all.map((f) => [f, on.includes(f)])) as Record<T, boolean>;
}

/** The distinct processing aids the ingredients name, as the product's processing-aid rows. */
function processingAidRows(ingredients: readonly IngredientInput[]) {
  const aids = new Map<string, string>();
  for (const i of ingredients) {
    if (i.processingAidCommonName) aids.set(i.processingAidCommonName, i.processingAidRole ?? '');
  }
  return [...aids].map(([type, purpose]) => ({ type, purpose }));
}

/** The shared record under `key`; content.ts has checked that every key a product names exists. */
function byKey<T>(records: Record<string, T>, key: string): T {
  const record = records[key];
  if (!record) throw new Error(`No shared record under ${key}`);
  return record;
}

export function defineProduct(spec: ProductSpec): ProductInput {
  const entry = findCatalogueProduct(spec.code);
  if (!entry) throw new Error(`${spec.code} is not in shared/catalogue.ts`);
  const { productCode, productName, assay } = entry.data;
  const ingredients = spec.ingredients.map((key) => byKey(INGREDIENTS, key));
  const usesEthanol = ingredients.some((i) => i.processingAidRmCode === 'PA-ETH-01');
  const wetDry = (name: string) =>
    ingredients.find((i) => i.commonName === name)?.wetDry === 'Wet' ? 'Wet' : 'Dry';

  return {
    productCode,
    productName,
    productDescription: `${spec.description} ${HOUSE.brandStory}`,
    productCategory: [entry.line, entry.subcategory].join(' / '),
    origin: HOUSE.origin,
    form: spec.form ?? HOUSE.form,
    scope: HOUSE.scope,
    type: spec.type,
    function: spec.function,
    functionalUse: spec.functionalUse,
    recommendedUse: spec.recommendedUse,
    directionsForUse: spec.directionsForUse ?? HOUSE.directionsForUse,
    intendedUse: HOUSE.intendedUse,
    recommendation: spec.recommendation ?? HOUSE.recommendation,
    disclaimer: DISCLAIMER,
    benefits: spec.benefits,
    uniqueProposition: spec.uniqueProposition,
    ingredientSources: spec.ingredientSources,
    processDescription: spec.processDescription,
    extractionType: spec.extractionType,
    ratio: spec.ratio,
    drying: spec.drying ?? HOUSE.drying,
    excipients: spec.excipients ?? HOUSE.excipients,
    ...flags(QUALITY_FLAGS, [...HOUSE.quality, ...(spec.quality ?? [])]),
    ...flags(KEY_FEATURE_FLAGS, [...HOUSE.features, ...(spec.features ?? [])]),
    actives: [
      { assay, specification: spec.activeSpecification, assayMethod: spec.assayMethod },
      ...(spec.coActives ?? []),
    ],
    ingredientComposition: spec.composition.map(([ingredient, percentage]) => ({
      ingredient,
      percentage,
      type: wetDry(ingredient),
    })),
    processingAids: processingAidRows(ingredients),
    productCompliance: complianceRows({
      ...(usesEthanol ? HOUSE.ethanolExtraction : {}),
      ...spec.compliance,
    }),
    organolepticProperties: organolepticRows(spec.organoleptic),
    heavyMetals: heavyMetalRows(spec.copperPpm),
    microbiology: microbiologyRows(),
    nutritionalInformation: nutritionRows(spec.nutrition, assay, spec.assayMethod),
    allergenInformation: allergenRows(spec.allergens),
    ingredients,
    processes: spec.processes.map((key) => byKey(PROCESSES, key)),
  };
}
