// Choice lists and specification rows of admin-area.md §3, §5 and §9, named after what they mean.

export const COMPLIANCE_ITEMS = [
  'Status',
  'Food Safety Regulation',
  'Hygiene',
  'Allergen',
  'Microbiology',
  'Contaminants',
  'Pesticide Residues',
  'Solvent Residues',
  'GMO Status',
  'Packaging',
  'Ionisation/Radiation',
  'TSE/BSE',
  'Food Additives',
  'PCB',
  'PAH',
] as const;

export const COMPLIANCE_STATUSES = ['Compliant', 'Non-Compliant', 'Not Applicable'] as const;

export const ORGANOLEPTIC_ROWS = [
  'Color',
  'Appearance',
  'Aroma',
  'Moisture',
  'Taste',
  'Solubility',
  'Bulk Density',
  'Sieve',
] as const;

export const HEAVY_METAL_ROWS = ['Arsenic', 'Mercury', 'Lead', 'Copper'] as const;

export const MICROBIOLOGY_ROWS = [
  'Total Plate Count',
  'Yeast & Mold',
  'Coli Forms',
  'Salmonella',
  'Staphylococcus aureus',
  'Pseudomonas spp',
  'E.coli',
  'Clostridium spp',
] as const;

export const NUTRITION_ROWS = [
  'Energy',
  'Carbohydrate',
  'Sugar',
  'Fat',
  'Protein',
  'Active Ingredient',
] as const;

/** The spec counts 17 allergen rows without naming them: the EU's 14 plus corn, yeast and coconut. */
export const ALLERGEN_ROWS = [
  'Cereals containing gluten',
  'Crustaceans',
  'Eggs',
  'Fish',
  'Peanuts',
  'Soybeans',
  'Milk',
  'Tree nuts',
  'Celery',
  'Mustard',
  'Sesame seeds',
  'Sulphur dioxide and sulphites',
  'Lupin',
  'Molluscs',
  'Corn (maize)',
  'Yeast',
  'Coconut',
] as const;

export const YES_NO = ['Yes', 'No'] as const;

export const COMPOSITION_TYPES = ['Dry', 'Wet'] as const;

/** The seven supplement categories of admin-area.md §3. */
export const PRODUCT_TYPES = [
  'Vitamins',
  'Minerals',
  'Herbs and Botanicals',
  'Botanical Compounds',
  'Amino Acids',
  'Dietary Substances',
  'Concentrates, Metabolites, Extracts or Combinations',
] as const;

/** Key feature flags of admin-area.md §3, in the spec's order. */
export const KEY_FEATURE_FLAGS = [
  'botanicalIdentity',
  'broadSpectrum',
  'greenChemistry',
  'agriculture',
  'organicStewardship',
  'qualityByDesign',
  'thirdPartyEnabled',
  'nonGmoValidation',
  'climateSmartInterventions',
  'livelihoodMission',
  'igar',
  'qcafMonitored',
  'comprehensiveSafetyProfile',
  'bioAvailabilityDifferential',
  'realTimeStability',
  'activeCellularNutrition',
] as const;
export type KeyFeatureFlag = (typeof KEY_FEATURE_FLAGS)[number];

/** The four quality booleans of the product (admin-area.md §3). */
export const QUALITY_FLAGS = ['toxicity', 'stability', 'activity', 'clinical'] as const;
export type QualityFlag = (typeof QUALITY_FLAGS)[number];
