// The field metadata of the product record (admin-area.md §2 and §3), written once: each field's label as
// the spec spells it (Title Case: 'Product Code', 'Real Time Stability', 'References (URL or text)'), its
// kind, its options, and the wizard step and group it is edited in. The wizard, the admin detail, the history
// and draft-conflict diffs, the audit log, the print sheet and the OpenAPI document all read it.
import type { IngredientOptionalField } from './ingredient.ts';
import type { ProcessOptionalField } from './process.ts';
import type { ProductRowList, ProductTextField } from './product.ts';
import {
  COMPLIANCE_STATUSES,
  COMPOSITION_TYPES,
  PRODUCT_TYPES,
  YES_NO,
  type KeyFeatureFlag,
  type QualityFlag,
} from './spec-constants.ts';

/** The eight steps of the product wizard, in order (admin-area.md §2). */
export const WIZARD_STEPS = [
  'Product Overview',
  'Intended Use',
  'Key Features',
  'Product Specification',
  'Ingredient Specification',
  'Process Specification',
  'Stability Information',
  'Scientific & Clinical',
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/**
 * code: a required code; text: one line; longText: several lines; choice: one of `options`; flag: a boolean;
 * rows: a list of specification rows; records: linked ingredients or processes; image: the banner.
 */
export type FieldKind = 'code' | 'text' | 'longText' | 'choice' | 'flag' | 'rows' | 'records' | 'image';

export interface FieldMeta {
  label: string;
  kind: FieldKind;
  options?: readonly string[];
  /** Required by the schema (admin-area.md §3): the form marks it. */
  required?: true;
  /** The wizard step the field is edited on, and the titled group within it where it has one. */
  step?: WizardStep;
  group?: string;
}

export type ProductField =
  | 'productCode'
  | 'productName'
  | 'bannerImage'
  | ProductTextField
  | QualityFlag
  | KeyFeatureFlag
  | ProductRowList
  | 'ingredients'
  | 'processes';

const OVERVIEW = 'Product Overview';
const USE = { step: 'Intended Use', group: 'Use and Benefits' } as const;
const SOURCES = { step: 'Intended Use', group: 'Sources and Processing' } as const;
const DATA = { step: 'Intended Use', group: 'Data Available' } as const;
const FEATURE = { kind: 'flag', step: 'Key Features' } as const;
const SPECIFICATION = { kind: 'rows', step: 'Product Specification' } as const;

/** Every field of the product, in the spec's order. */
export const PRODUCT_FIELDS: Readonly<Record<ProductField, FieldMeta>> = {
  productCode: { label: 'Product Code', kind: 'code', required: true, step: OVERVIEW },
  productName: { label: 'Product Name', kind: 'text', required: true, step: OVERVIEW },
  productDescription: { label: 'Product Description', kind: 'longText', step: OVERVIEW },
  bannerImage: { label: 'Banner Image', kind: 'image', step: OVERVIEW },
  productCategory: { label: 'Product Category', kind: 'text', step: OVERVIEW },
  origin: { label: 'Origin', kind: 'text', step: OVERVIEW },
  form: { label: 'Form', kind: 'text', step: OVERVIEW },
  scope: { label: 'Scope', kind: 'text', step: OVERVIEW },
  type: { label: 'Type', kind: 'choice', options: PRODUCT_TYPES, step: OVERVIEW },
  function: { label: 'Function', kind: 'longText', ...USE },
  functionalUse: { label: 'Functional Use', kind: 'longText', ...USE },
  recommendedUse: { label: 'Recommended Use', kind: 'longText', ...USE },
  directionsForUse: { label: 'Directions For Use', kind: 'longText', ...USE },
  intendedUse: { label: 'Intended Use', kind: 'longText', ...USE },
  recommendation: { label: 'Recommendation', kind: 'longText', ...USE },
  disclaimer: { label: 'Disclaimer', kind: 'longText', ...USE },
  benefits: { label: 'Benefits', kind: 'longText', ...USE },
  uniqueProposition: { label: 'Unique Proposition', kind: 'longText', ...USE },
  ingredientSources: { label: 'Ingredient Sources', kind: 'text', ...SOURCES },
  processDescription: { label: 'Process Description', kind: 'text', ...SOURCES },
  extractionType: { label: 'Extraction Type', kind: 'text', ...SOURCES },
  ratio: { label: 'Ratio', kind: 'text', ...SOURCES },
  drying: { label: 'Drying', kind: 'text', ...SOURCES },
  excipients: { label: 'Excipients', kind: 'text', ...SOURCES },
  toxicity: { label: 'Toxicity', kind: 'flag', ...DATA },
  stability: { label: 'Stability', kind: 'flag', ...DATA },
  activity: { label: 'Activity', kind: 'flag', ...DATA },
  clinical: { label: 'Clinical', kind: 'flag', ...DATA },
  actives: { label: 'Actives', ...SPECIFICATION },
  ingredientComposition: { label: 'Ingredient Composition', ...SPECIFICATION },
  processingAids: { label: 'Processing Aids', ...SPECIFICATION },
  productCompliance: { label: 'Product Compliance', ...SPECIFICATION },
  organolepticProperties: { label: 'Organoleptic Properties', ...SPECIFICATION },
  heavyMetals: { label: 'Heavy Metals', ...SPECIFICATION },
  microbiology: { label: 'Microbiology', ...SPECIFICATION },
  nutritionalInformation: { label: 'Nutritional Information', ...SPECIFICATION },
  allergenInformation: { label: 'Allergen Information', ...SPECIFICATION },
  ingredients: { label: 'Ingredients', kind: 'records', required: true, step: 'Ingredient Specification' },
  processes: { label: 'Processes', kind: 'records', required: true, step: 'Process Specification' },
  botanicalIdentity: { label: 'Botanical Identity', ...FEATURE },
  broadSpectrum: { label: 'Broad Spectrum', ...FEATURE },
  greenChemistry: { label: 'Green Chemistry', ...FEATURE },
  agriculture: { label: 'Agriculture', ...FEATURE },
  organicStewardship: { label: 'Organic Stewardship', ...FEATURE },
  qualityByDesign: { label: 'Quality By Design', ...FEATURE },
  thirdPartyEnabled: { label: 'Third Party Enabled', ...FEATURE },
  nonGmoValidation: { label: 'Non-GMO Validation', ...FEATURE },
  climateSmartInterventions: { label: 'Climate Smart Interventions', ...FEATURE },
  livelihoodMission: { label: 'Livelihood Mission', ...FEATURE },
  igar: { label: 'IGAR', ...FEATURE },
  qcafMonitored: { label: 'QCAF Monitored', ...FEATURE },
  comprehensiveSafetyProfile: { label: 'Comprehensive Safety Profile', ...FEATURE },
  bioAvailabilityDifferential: { label: 'Bioavailability Differential', ...FEATURE },
  realTimeStability: { label: 'Real Time Stability', ...FEATURE },
  activeCellularNutrition: { label: 'Active Cellular Nutrition', ...FEATURE },
};

const text = (label: string): FieldMeta => ({ label, kind: 'text' });
const choice = (label: string, options: readonly string[]): FieldMeta => ({ label, kind: 'choice', options });
const SPEC_METHOD = { specification: text('Specification'), method: text('Method') };

/** The columns of each row list; the first column of a fixed list names the row. */
export const ROW_COLUMNS = {
  actives: { assay: text('Assay'), specification: text('Specification'), assayMethod: text('Assay Method') },
  ingredientComposition: {
    ingredient: text('Ingredient'),
    percentage: text('Percentage'),
    type: choice('Type', COMPOSITION_TYPES),
  },
  processingAids: { type: text('Type'), purpose: text('Purpose') },
  productCompliance: {
    complianceItem: text('Compliance Item'),
    regulation: text('Regulation'),
    status: choice('Status', COMPLIANCE_STATUSES),
    declaration: text('Declaration'),
  },
  organolepticProperties: { property: text('Property'), ...SPEC_METHOD },
  heavyMetals: { metal: text('Metal'), ...SPEC_METHOD },
  microbiology: { test: text('Test'), ...SPEC_METHOD },
  nutritionalInformation: { type: text('Type'), ...SPEC_METHOD },
  allergenInformation: {
    allergen: text('Allergen'),
    inProduct: choice('In Product', YES_NO),
    inOtherProducts: choice('In Other Products', YES_NO),
    inPlant: choice('In Plant', YES_NO),
  },
} as const satisfies Record<ProductRowList, Record<string, FieldMeta>>;

/** Every field of an ingredient (admin-area.md §3), edited on the Ingredient Specification step. */
export const INGREDIENT_FIELDS: Readonly<
  Record<'ingredientCode' | 'commonName' | 'scientificName' | IngredientOptionalField, FieldMeta>
> = {
  ingredientCode: { label: 'Ingredient Code', kind: 'code', required: true },
  commonName: { label: 'Common Name', kind: 'text', required: true },
  scientificName: { label: 'Scientific Name', kind: 'text', required: true },
  rmCode: text('RM Code'),
  organicStatus: text('Organic Status'),
  scope: text('Scope'),
  coordinates: text('Coordinates'),
  plantPartUsed: text('Plant Part Used'),
  organicControlPoints: text('Organic Control Points'),
  sterilization: text('Sterilization'),
  extractionType: text('Extraction Type'),
  standardizedFor: text('Standardized For'),
  criticalQuantificationControl: text('Critical Quantification Control'),
  identity: text('Identity'),
  strain: text('Strain'),
  wetDry: text('Wet / Dry'),
  processingAidRmCode: text('Processing Aid RM Code'),
  processingAidCommonName: text('Processing Aid Common Name'),
  processingAidScientificName: text('Processing Aid Scientific Name'),
  processingAidStatus: text('Processing Aid Status'),
  processingAidPlantPartUsed: text('Processing Aid Plant Part Used'),
  processingAidRole: text('Processing Aid Role'),
  processingAidForm: text('Processing Aid Form'),
  processingAidGreenChemistry: text('Processing Aid Green Chemistry'),
};

const PROCESS_STEP = { kind: 'text', step: 'Process Specification' } as const;
const VALIDATIONS = { ...PROCESS_STEP, group: 'Validations' } as const;
const REFERENCES = { ...PROCESS_STEP, group: 'References' } as const;
const STABILITY_TESTS = {
  kind: 'longText',
  step: 'Stability Information',
  group: 'Stability Tests',
} as const;
const RECOMMENDATION = {
  kind: 'longText',
  step: 'Stability Information',
  group: 'Functional Recommendation',
} as const;
const CLINICAL = { kind: 'longText', step: 'Scientific & Clinical', group: 'Scientific & Clinical' } as const;

/** Every field of a process (admin-area.md §3), with the step and group of the wizard that edits it. */
export const PROCESS_FIELDS: Readonly<
  Record<'processCode' | 'processDescription' | ProcessOptionalField, FieldMeta>
> = {
  processCode: { label: 'Process Code', ...PROCESS_STEP, kind: 'code', required: true },
  processDescription: { label: 'Process Description', ...PROCESS_STEP, kind: 'longText', required: true },
  criticalSteps: { label: 'Critical Steps', ...PROCESS_STEP },
  physical: { label: 'Physical', ...VALIDATIONS },
  chemical: { label: 'Chemical', ...VALIDATIONS },
  biological: { label: 'Biological', ...VALIDATIONS },
  killStepReview: { label: 'Kill Step Review', ...VALIDATIONS },
  rawMaterial: { label: 'Raw Material', ...PROCESS_STEP },
  processControls: { label: 'Process Controls', ...PROCESS_STEP },
  organicControls: { label: 'Organic Controls', ...PROCESS_STEP },
  qualityControl: { label: 'Quality Control', ...PROCESS_STEP },
  thirdPartySampling: { label: 'Third Party Sampling', ...PROCESS_STEP },
  processFlowChartUrl: { label: 'Process Flow Chart URL', ...REFERENCES },
  studyUrl: { label: 'Study URL', ...REFERENCES },
  msdsUrl: { label: 'MSDS URL', ...REFERENCES },
  acceleratedStability: { label: 'Accelerated Stability', ...STABILITY_TESTS },
  realTimeStability: { label: 'Real Time Stability', ...STABILITY_TESTS },
  oxidativeStability: { label: 'Oxidative Stability', ...STABILITY_TESTS },
  photoStability: { label: 'Photo Stability', ...STABILITY_TESTS },
  radiationStudy: { label: 'Radiation Study', ...STABILITY_TESTS },
  shelfLife: { label: 'Shelf Life', ...RECOMMENDATION },
  handling: { label: 'Handling', ...RECOMMENDATION },
  capsule: { label: 'Capsule', ...RECOMMENDATION },
  tablet: { label: 'Tablet', ...RECOMMENDATION },
  foodPreparations: { label: 'Food Preparations', ...RECOMMENDATION },
  cosmeticPreparations: { label: 'Cosmetic Preparations', ...RECOMMENDATION },
  mixability: { label: 'Mixability', ...RECOMMENDATION },
  studyType: { label: 'Study Type', ...CLINICAL },
  significance: { label: 'Significance', ...CLINICAL },
  validation: { label: 'Validation', ...CLINICAL },
  references: { label: 'References (URL or text)', ...CLINICAL },
};

const ALL_FIELDS: readonly Readonly<Record<string, FieldMeta>>[] = [
  PRODUCT_FIELDS,
  ...Object.values(ROW_COLUMNS),
  INGREDIENT_FIELDS,
  PROCESS_FIELDS,
];

/**
 * A field's label, by its name in any of the tables above (a name shared by two tables, such as `scope` or
 * `realTimeStability`, has one label). A name in none of them reads as its words: `someField` → `Some Field`.
 */
export function fieldLabel(field: string): string {
  for (const table of ALL_FIELDS) if (Object.hasOwn(table, field)) return table[field]!.label;
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The names of the fields of `table` that the wizard edits on `step` (in `group` when given), in order. */
export function fieldsOn<K extends string>(
  table: Readonly<Record<K, FieldMeta>>,
  step: WizardStep,
  group?: string,
): K[] {
  return (Object.keys(table) as K[]).filter(
    (f) => table[f].step === step && (group === undefined || table[f].group === group),
  );
}
