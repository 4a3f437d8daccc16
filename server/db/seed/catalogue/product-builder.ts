// Turns a product's particulars into a full ProductInput: name, assay and category come from the static
// catalogue (so the portfolio and the server never disagree), house defaults fill the rest.
import { BRAND_NAME } from '../../../../shared/brand.ts';
import { findCatalogueProduct } from '../../../../shared/catalogue.ts';
import type { IngredientInput } from '../../../../shared/ingredient.ts';
import type { ProductInput } from '../../../../shared/product.ts';
import {
  KEY_FEATURE_FLAGS,
  QUALITY_FLAGS,
  type ALLERGEN_ROWS,
  type KeyFeatureFlag,
  type PRODUCT_TYPES,
  type QualityFlag,
} from '../../../../shared/spec-constants.ts';
import type { IngredientKey } from './content/ingredients.ts';
import type { ProcessKey } from './content/processes.ts';
import { INGREDIENTS, PROCESSES } from './shared-records.ts';
import {
  allergenRows,
  complianceRows,
  ETHANOL_EXTRACTION,
  heavyMetalRows,
  microbiologyRows,
  nutritionRows,
  organolepticRows,
  type ComplianceOverrides,
  type Nutrition,
  type Organoleptic,
} from './spec-rows.ts';

export const DISCLAIMER =
  'These statements have not been evaluated by the Food and Drug Administration or any other food authority. ' +
  'This ingredient is not intended to diagnose, treat, cure or prevent any disease. It is supplied for further ' +
  'manufacture; claims on the finished product are the responsibility of the brand owner and must comply with ' +
  'the regulations of the market where it is sold.';

const BRAND_STORY =
  `Part of the ${BRAND_NAME} range of whole-food vitamin complexes: organic, vegan and non-GMO, grown on ` +
  '26 tropical plant species and carrying more than 100 phytoconstituents, made with green chemistry.';

const DEFAULT_QUALITY: readonly QualityFlag[] = ['toxicity', 'stability'];
const DEFAULT_FEATURES: readonly KeyFeatureFlag[] = [
  'botanicalIdentity',
  'greenChemistry',
  'agriculture',
  'organicStewardship',
  'qualityByDesign',
  'nonGmoValidation',
  'livelihoodMission',
  'comprehensiveSafetyProfile',
];

export interface ProductSpec {
  code: string;
  type: (typeof PRODUCT_TYPES)[number];
  /** What the product is, in one or two sentences; the brand story is appended. */
  description: string;
  function: string;
  functionalUse: string;
  recommendedUse: string;
  benefits: string;
  uniqueProposition: string;
  ingredientSources: string;
  processDescription: string;
  extractionType: string;
  ratio: string;
  activeSpecification: string;
  assayMethod: string;
  /** Further actives after the catalogue's assay row. */
  coActives?: { assay: string; specification: string; assayMethod: string }[];
  /** [ingredient, percentage] rows; the ingredient's own wet/dry state is looked up by common name. */
  composition: [string, string][];
  organoleptic: Organoleptic;
  nutrition: Nutrition;
  /** Keys of content/ingredients.ts and content/processes.ts. */
  ingredients: IngredientKey[];
  processes: ProcessKey[];
  quality?: QualityFlag[];
  features?: KeyFeatureFlag[];
  allergens?: (typeof ALLERGEN_ROWS)[number][];
  compliance?: ComplianceOverrides;
  copperPpm?: number;
  form?: string;
  drying?: string;
  excipients?: string;
  directionsForUse?: string;
  recommendation?: string;
}

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

export function defineProduct(spec: ProductSpec): ProductInput {
  const entry = findCatalogueProduct(spec.code);
  if (!entry) throw new Error(`${spec.code} is not in shared/catalogue.ts`);
  const { productCode, productName, assay } = entry.data;
  const ingredients = spec.ingredients.map((key) => INGREDIENTS[key]);
  const usesEthanol = ingredients.some((i) => i.processingAidRmCode === 'PA-ETH-01');
  const wetDry = (name: string) =>
    ingredients.find((i) => i.commonName === name)?.wetDry === 'Wet' ? 'Wet' : 'Dry';

  return {
    productCode,
    productName,
    productDescription: `${spec.description} ${BRAND_STORY}`,
    productCategory: [entry.line, entry.subcategory].join(' / '),
    origin: 'India',
    form: spec.form ?? 'Powder',
    scope: 'Bulk ingredient for food supplements, functional foods and beverages (business to business)',
    type: spec.type,
    function: spec.function,
    functionalUse: spec.functionalUse,
    recommendedUse: spec.recommendedUse,
    directionsForUse:
      spec.directionsForUse ??
      'Blend into capsules, tablets, powders or food preparations at the recommended inclusion level; ' +
        'pre-blend by geometric dilution for even distribution.',
    intendedUse:
      'For manufacturers, formulators and marketers of food supplements and functional foods; ' +
      'not for direct sale to consumers.',
    recommendation:
      spec.recommendation ??
      'Suitable for vegan, organic and clean-label formulations. Verify finished-product claims against ' +
        'the regulations of the target market.',
    disclaimer: DISCLAIMER,
    benefits: spec.benefits,
    uniqueProposition: spec.uniqueProposition,
    ingredientSources: spec.ingredientSources,
    processDescription: spec.processDescription,
    extractionType: spec.extractionType,
    ratio: spec.ratio,
    drying: spec.drying ?? 'Low-temperature drying below 45 °C',
    excipients: spec.excipients ?? 'None; standardised on its own whole-food matrix',
    ...flags(QUALITY_FLAGS, [...DEFAULT_QUALITY, ...(spec.quality ?? [])]),
    ...flags(KEY_FEATURE_FLAGS, [...DEFAULT_FEATURES, ...(spec.features ?? [])]),
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
    productCompliance: complianceRows({ ...(usesEthanol ? ETHANOL_EXTRACTION : {}), ...spec.compliance }),
    organolepticProperties: organolepticRows(spec.organoleptic),
    heavyMetals: heavyMetalRows(spec.copperPpm),
    microbiology: microbiologyRows(),
    nutritionalInformation: nutritionRows(spec.nutrition, assay, spec.assayMethod),
    allergenInformation: allergenRows(spec.allergens),
    ingredients,
    processes: spec.processes.map((key) => PROCESSES[key]),
  };
}
