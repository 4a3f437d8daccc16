// Ingredient and process records that several catalogue products share, built from content/ingredients.json and
// content/processes.json with the house defaults. The server upserts both by code, so each code is defined once
// and every product links the same record.
import type { IngredientInput } from '../../../../shared/ingredient.ts';
import type { ProcessInput } from '../../../../shared/process.ts';
import { INGREDIENT_SPECS, PROCESS_SPECS } from './content.ts';
import { PROCESSING_AIDS } from './content/processing-aids.ts';
import type { IngredientSpec, ProcessSpec } from './record-types.ts';

export function defineIngredient(spec: IngredientSpec): IngredientInput {
  const { aid, wild = false, strain = 'Not applicable', wetDry = 'Dry', ...own } = spec;
  return {
    ...own,
    organicStatus: wild
      ? 'Wild-crafted from a certified organic wild area'
      : 'Certified organic (NPOP / NOP)',
    scope: 'Raw material for whole-food nutraceutical ingredients',
    organicControlPoints: wild
      ? 'Sustainable harvest quotas; collector training; lot traceability to the collection zone'
      : 'Internal control system farms; no synthetic fertilisers or pesticides; buffer zones; lot segregation',
    sterilization: 'Validated saturated-steam treatment; never irradiated or fumigated with ethylene oxide',
    extractionType: aid === 'ethanol' || aid === 'co2' ? 'Green extraction' : 'Whole-food concentrate',
    criticalQuantificationControl: 'Marker assay on every incoming lot before release to production',
    identity: 'Macroscopy, microscopy and HPTLC fingerprint against an authenticated voucher specimen',
    strain,
    wetDry,
    ...PROCESSING_AIDS[aid],
  };
}

export function defineProcess(spec: ProcessSpec): ProcessInput {
  return {
    chemical: 'No chemical reaction; no synthetic reagents',
    biological: 'Not applicable',
    killStepReview: 'Saturated-steam kill step validated for a reduction of at least 3 log; no irradiation',
    organicControls: 'Dedicated organic line, documented line clearance and a mass balance for every batch',
    qualityControl:
      'Each lot released on identity (HPTLC), assay, moisture, microbiology and heavy metals against specification',
    thirdPartySampling: 'Quarterly retained samples tested by an ISO/IEC 17025 accredited laboratory',
    processFlowChartUrl: '',
    studyUrl: '',
    msdsUrl: '',
    acceleratedStability: '6 months at 40 °C / 75% RH (ICH Q1A(R2)): assay within 90–110% of initial',
    realTimeStability: '24 months at 25 °C / 60% RH: assay, moisture and microbiology within specification',
    oxidativeStability: 'Peroxide value NMT 5 meq O2/kg through shelf life',
    photoStability: 'ICH Q1B option 2: no significant change in the final amber-lined pack',
    radiationStudy: 'Not irradiated; not applicable',
    shelfLife: '24 months from manufacture in the unopened original pack',
    handling: 'Store below 25 °C in a dry place away from light; reseal the liner after use',
    capsule: 'Fills HPMC (vegan) capsules without added flow agents',
    tablet: 'Direct compression with a plant-based binder',
    foodPreparations: 'Drink mixes, bars and bakery fillings processed below 180 °C',
    cosmeticPreparations: 'Not recommended',
    mixability: 'Disperses evenly in dry blends; add to liquids under stirring',
    studyType: 'Real-time and accelerated stability (ICH Q1A(R2)), three validation batches',
    validation: 'Process validated on three consecutive commercial-scale batches',
    references: 'ICH Q1A(R2); ICH Q1B; WHO guidelines on good agricultural and collection practices (GACP)',
    ...spec,
  };
}

function buildAll<K extends string, S, R>(specs: Record<K, S>, build: (spec: S) => R): Record<K, R> {
  return Object.fromEntries(Object.entries<S>(specs).map(([key, spec]) => [key, build(spec)])) as Record<
    K,
    R
  >;
}

export const INGREDIENTS: Record<string, IngredientInput> = buildAll(INGREDIENT_SPECS, defineIngredient);
export const PROCESSES: Record<string, ProcessInput> = buildAll(PROCESS_SPECS, defineProcess);
