// Deficiencies line, first part: B12-Corrinoids, the three D vitamers and the Multivitamin.
import type { ProductInput } from '../../../../shared/product.ts';
import { defineProduct } from './product-builder.ts';
import { INGREDIENTS as I } from './shared-ingredients.ts';
import { PROCESSES as P } from './shared-records.ts';

export const DEFICIENCIES_B12_D: ProductInput[] = [
  defineProduct({
    code: 'SBOVZ-B12-TCBL',
    type: 'Vitamins',
    description:
      'A whole-food vitamin B12 complex: a non-GMO culture builds natural corrinoids into sprouted mung bean, ' +
      'balanced with organic Moringa leaf.',
    function: 'Source of vitamin B12 as food-bound corrinoids, with natural folate from Moringa leaf.',
    functionalUse:
      'Energy-yielding metabolism, normal function of the nervous system, normal red blood cell formation, ' +
      'reduction of tiredness and fatigue',
    recommendedUse: '2.5–25 mg per daily serving (2.5–25 µg vitamin B12)',
    benefits:
      'Contributes to normal energy-yielding metabolism, normal psychological function and normal red blood ' +
      'cell formation; a vegan source of B12 in its food matrix.',
    uniqueProposition:
      'B12 built by fermentation in a plant matrix rather than added as synthetic cyanocobalamin, delivered ' +
      'with the co-nutrients of the whole food.',
    ingredientSources: 'Organic mung bean from Rajasthan and Moringa leaf from Tamil Nadu, India',
    processDescription:
      'Solid-state fermentation of sprouted mung bean, low-temperature drying, then standardisation on Moringa ' +
      'leaf powder.',
    extractionType: 'Whole-food concentrate (no solvent extraction)',
    ratio: '8:1 (fresh sprouted substrate to powder)',
    activeSpecification: 'NLT 0.1% w/w total corrinoids as vitamin B12',
    assayMethod: 'HPLC (USP <171>)',
    coActives: [{ assay: 'Natural Folate 0.05%', specification: 'NLT 0.05% w/w', assayMethod: 'LC-MS/MS' }],
    composition: [
      ['Fermented mung bean', '70%'],
      ['Moringa leaf', '30%'],
    ],
    organoleptic: {
      color: 'Light brown to greenish brown',
      aroma: 'Characteristic, mildly fermented',
      taste: 'Mild, characteristic',
    },
    nutrition: { energyKcal: 340, carbohydrate: 48, sugar: 3, fat: 3, protein: 28 },
    ingredients: [I.fermentedMungBean, I.moringaLeaf],
    processes: [P.fermentation, P.lowTempDrying, P.standardisation],
    quality: ['activity', 'clinical'],
    features: [
      'broadSpectrum',
      'thirdPartyEnabled',
      'qcafMonitored',
      'bioAvailabilityDifferential',
      'realTimeStability',
      'activeCellularNutrition',
    ],
  }),
  defineProduct({
    code: 'SBOVZ-D3',
    type: 'Vitamins',
    description:
      'Vegan vitamin D3 (cholecalciferol) from wild-crafted stone flower lichen, extracted with supercritical ' +
      'CO2 and carried on organic Moringa leaf.',
    function: 'Source of vitamin D3 of lichen origin, with its accompanying lichen sterols.',
    functionalUse:
      'Normal absorption and use of calcium and phosphorus, maintenance of normal bones and muscle function, ' +
      'normal function of the immune system',
    recommendedUse: '5–25 mg per daily serving (5–25 µg, 200–1,000 IU vitamin D3)',
    benefits:
      'Contributes to the maintenance of normal bones and muscle function and to the normal function of the ' +
      'immune system; the same D3 vitamer as animal sources, from a plant-kingdom source.',
    uniqueProposition:
      'One of the few vegan sources of cholecalciferol, harvested to a sustainable quota from a certified ' +
      'organic wild area.',
    ingredientSources:
      'Stone flower lichen wild-crafted in the Palani hills and Moringa leaf from Tamil Nadu, India',
    processDescription:
      'Supercritical CO2 extraction of the dried lichen, adsorption of the D3 fraction onto low-temperature dried ' +
      'Moringa leaf, and standardisation.',
    extractionType: 'Supercritical CO2 (solvent-free)',
    ratio: '40:1 (dried lichen to extract)',
    activeSpecification: 'NLT 0.1% w/w cholecalciferol (40,000 IU/g)',
    assayMethod: 'HPLC (USP <581>)',
    composition: [
      ['Stone flower lichen', '10%'],
      ['Moringa leaf', '90%'],
    ],
    organoleptic: {
      color: 'Green to olive green',
      aroma: 'Characteristic, herbaceous',
      taste: 'Mild, herbaceous',
      solubility: 'Dispersible in water; the D3 fraction is oil-soluble',
    },
    nutrition: { energyKcal: 310, carbohydrate: 40, sugar: 2, fat: 6, protein: 24 },
    ingredients: [I.stoneFlowerLichen, I.moringaLeaf],
    processes: [P.supercriticalCo2, P.lowTempDrying, P.standardisation],
    quality: ['activity'],
    features: ['broadSpectrum', 'climateSmartInterventions', 'realTimeStability'],
    excipients: 'Organic Moringa leaf powder as whole-food carrier',
  }),
  defineProduct({
    code: 'SBPNVZ-D3',
    type: 'Vitamins',
    description:
      'Vitamin D3 together with omega-3 EPA from whole-cell microalgae grown in closed photobioreactors: one ' +
      'vegan ingredient for two nutrients usually sourced from fish.',
    function: 'Source of vitamin D3 and the omega-3 fatty acid EPA from microalgae.',
    functionalUse:
      'Maintenance of normal bones and muscle function, normal function of the immune system, normal function ' +
      'of the heart (EPA and DHA)',
    recommendedUse: '5–25 mg per daily serving (5–25 µg vitamin D3)',
    benefits:
      'Contributes to the maintenance of normal bones and to the normal function of the immune system; provides ' +
      'EPA alongside D3 in a fish-free format.',
    uniqueProposition:
      'Fish-free D3 and omega-3 from the algae at the base of the marine food chain, grown in a closed system ' +
      'with full traceability.',
    ingredientSources: 'Nannochloropsis microalgae cultivated in photobioreactors in Telangana, India',
    processDescription:
      'Photobioreactor cultivation, gentle harvest and low-temperature drying, supercritical CO2 concentration of ' +
      'the lipid fraction and standardisation on the algal biomass.',
    extractionType: 'Supercritical CO2 (solvent-free)',
    ratio: '20:1 (wet biomass to powder)',
    activeSpecification: 'NLT 0.1% w/w cholecalciferol (40,000 IU/g)',
    assayMethod: 'HPLC (USP <581>)',
    coActives: [{ assay: 'EPA 5%', specification: 'NLT 5% w/w', assayMethod: 'GC-FID (AOCS Ce 1b-89)' }],
    composition: [['Microalgae', '100%']],
    organoleptic: {
      color: 'Olive green to dark green',
      aroma: 'Characteristic, mild marine',
      taste: 'Mild marine',
      solubility: 'Dispersible in water and oil',
    },
    nutrition: { energyKcal: 420, carbohydrate: 25, sugar: 1, fat: 22, protein: 30 },
    ingredients: [I.microalgae],
    processes: [P.photobioreactor, P.supercriticalCo2, P.standardisation],
    quality: ['activity'],
    features: ['broadSpectrum', 'climateSmartInterventions', 'realTimeStability', 'activeCellularNutrition'],
  }),
  defineProduct({
    code: 'SBPNVZ-D2',
    type: 'Vitamins',
    description:
      'Vitamin D2 (ergocalciferol) formed naturally in organic oyster mushrooms by brief exposure to UV-B light.',
    function: 'Source of vitamin D2 with the beta-glucans and ergosterol of the mushroom.',
    functionalUse: 'Maintenance of normal bones and teeth, normal function of the immune system',
    recommendedUse: '0.25–1.25 mg per daily serving (5–25 µg vitamin D2); pre-blend before use',
    benefits:
      'Contributes to the maintenance of normal bones and to the normal function of the immune system, together ' +
      'with mushroom beta-glucans.',
    uniqueProposition:
      'The mushroom makes its own vitamin D2 from ergosterol under light, just as it would in the sun; nothing ' +
      'synthetic is added.',
    ingredientSources: 'Organic oyster mushrooms grown on agricultural residues in Karnataka, India',
    processDescription:
      'Pulsed UV-B exposure of fresh mushrooms, slicing, low-temperature drying and standardisation.',
    extractionType: 'Whole-food concentrate (no solvent extraction)',
    ratio: '10:1 (fresh mushroom to powder)',
    activeSpecification: 'NLT 2% w/w ergocalciferol',
    assayMethod: 'HPLC (USP <581>)',
    coActives: [{ assay: 'Beta-glucans 20%', specification: 'NLT 20% w/w', assayMethod: 'Megazyme K-YBGL' }],
    composition: [['Oyster mushroom', '100%']],
    organoleptic: {
      color: 'Light beige to light brown',
      aroma: 'Characteristic, mushroom',
      taste: 'Savoury, umami',
    },
    nutrition: { energyKcal: 300, carbohydrate: 55, sugar: 2, fat: 3, protein: 25 },
    ingredients: [I.oysterMushroom],
    processes: [P.uvExposure, P.standardisation],
    quality: ['activity'],
    features: ['realTimeStability'],
    compliance: {
      'Ionisation/Radiation': { declaration: 'Not irradiated; UV-B light exposure is non-ionising' },
    },
  }),
  defineProduct({
    code: 'SBOVZ-MVM',
    type: 'Vitamins',
    description:
      'A whole-food multivitamin from five organic tropical plants, each grown for the vitamers it carries best ' +
      'and blended to a consistent daily profile.',
    function: 'Broad-spectrum source of food-bound vitamins A, B, C, E and K with their natural minerals.',
    functionalUse:
      'Everyday nutritional support, energy-yielding metabolism, normal function of the immune system, ' +
      'reduction of tiredness and fatigue',
    recommendedUse: '500–1,000 mg per daily serving',
    benefits:
      'Contributes to normal energy-yielding metabolism and the normal function of the immune system with ' +
      'vitamins in the forms and proportions found in whole plants.',
    uniqueProposition:
      'A multivitamin with no isolated synthetic vitamins: every vitamer comes with the phytoconstituents of its ' +
      'source plant.',
    ingredientSources:
      'Organic Moringa, Guava, Curry and Sesbania leaf and Amla fruit from internal control system farms across India',
    processDescription:
      'Low-temperature drying of each plant, water-only extraction of Amla and Guava, and standardised blending.',
    extractionType: 'Whole-food powders and aqueous extracts',
    ratio: '6:1 (fresh plant to powder, weighted)',
    activeSpecification: 'NLT 5% w/w sum of food-bound vitamins A, B, C, E and K',
    assayMethod: 'HPLC and LC-MS/MS multi-vitamer panel',
    composition: [
      ['Moringa leaf', '30%'],
      ['Amla fruit', '25%'],
      ['Guava leaf', '15%'],
      ['Curry leaf', '15%'],
      ['Sesbania leaf', '15%'],
    ],
    organoleptic: {
      color: 'Green to brownish green',
      aroma: 'Characteristic, herbaceous',
      taste: 'Slightly tart',
    },
    nutrition: { energyKcal: 300, carbohydrate: 52, sugar: 8, fat: 4, protein: 18 },
    ingredients: [I.moringaLeaf, I.amlaFruit, I.guavaLeaf, I.curryLeaf, I.sesbaniaLeaf],
    processes: [P.lowTempDrying, P.aqueousExtraction, P.standardisation],
    quality: ['activity'],
    features: ['broadSpectrum', 'climateSmartInterventions', 'igar', 'activeCellularNutrition'],
    copperPpm: 25,
  }),
];
