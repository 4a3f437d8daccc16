// Deficiencies line, third part: the food-form B vitamins and the minerals zinc, selenium and iron.
import type { ProductInput } from '../../../../shared/product.ts';
import { defineProduct } from './product-builder.ts';
import { INGREDIENTS as I } from './shared-ingredients.ts';
import { PROCESSES as P } from './shared-records.ts';

const WHOLE_FOOD = 'Whole-food powders and aqueous extracts (no organic solvent)';
const MINERAL_METHOD = 'ICP-OES (AOAC 2011.14)';

export const DEFICIENCIES_FOLATE_MINERALS: ProductInput[] = [
  defineProduct({
    code: 'SBOVZ-B9TFF',
    type: 'Vitamins',
    description:
      'Food folate from organic Moringa and amaranth leaves, the natural reduced folates rather than synthetic ' +
      'folic acid.',
    function: 'Source of vitamin B9 as natural food folates (5-MTHF and polyglutamates).',
    functionalUse:
      'Maternal tissue growth during pregnancy, normal blood formation, normal homocysteine metabolism, ' +
      'reduction of tiredness and fatigue',
    recommendedUse: '10–20 mg per daily serving (200–400 µg folate)',
    benefits:
      'Folate contributes to maternal tissue growth during pregnancy and to normal blood formation, in the forms ' +
      'found in leafy greens.',
    uniqueProposition:
      'Folate in its natural reduced forms, needing no conversion step and leaving no unmetabolised folic acid.',
    ingredientSources: 'Organic Moringa leaf from Tamil Nadu and amaranth leaf from Telangana, India',
    processDescription:
      'Low-temperature drying of fresh leaf, water-only extraction under nitrogen and standardised blending.',
    extractionType: WHOLE_FOOD,
    ratio: '20:1 (fresh leaf to concentrate)',
    activeSpecification: 'NLT 2% w/w food folates as folate',
    assayMethod: 'LC-MS/MS (AOAC 2011.06)',
    composition: [
      ['Moringa leaf', '70%'],
      ['Amaranth leaf', '30%'],
    ],
    organoleptic: { color: 'Green to dark green', aroma: 'Characteristic, leafy', taste: 'Mild, grassy' },
    nutrition: { energyKcal: 290, carbohydrate: 40, sugar: 4, fat: 5, protein: 24 },
    ingredients: [I.moringaLeaf, I.amaranthLeaf],
    processes: [P.lowTempDrying, P.aqueousExtraction, P.standardisation],
    quality: ['activity'],
    features: ['broadSpectrum', 'bioAvailabilityDifferential', 'activeCellularNutrition'],
  }),
  defineProduct({
    code: 'SBOVZ-B7',
    type: 'Vitamins',
    description:
      'Food biotin from organic Sesbania (agathi) and guava leaves, a traditional South Indian green.',
    function: 'Source of vitamin B7 (biotin) with the other B vitamins of the leaf.',
    functionalUse: 'Maintenance of normal hair and skin, normal energy-yielding metabolism',
    recommendedUse: '1.5–7.5 mg per daily serving (30–150 µg biotin)',
    benefits:
      'Biotin contributes to the maintenance of normal hair and skin and to normal energy-yielding metabolism.',
    uniqueProposition:
      'Biotin in its food-bound form with its B-vitamin co-factors, from a leaf eaten for generations.',
    ingredientSources:
      'Organic Sesbania leaf from the Cauvery delta and guava leaf from Uttar Pradesh, India',
    processDescription: 'Low-temperature drying, water-only extraction and standardised blending.',
    extractionType: WHOLE_FOOD,
    ratio: '25:1 (fresh leaf to concentrate)',
    activeSpecification: 'NLT 2% w/w biotin',
    assayMethod: 'LC-MS/MS',
    composition: [
      ['Sesbania leaf', '75%'],
      ['Guava leaf', '25%'],
    ],
    organoleptic: { color: 'Olive green', aroma: 'Characteristic, leafy', taste: 'Mild, slightly bitter' },
    nutrition: { energyKcal: 300, carbohydrate: 45, sugar: 3, fat: 4, protein: 22 },
    ingredients: [I.sesbaniaLeaf, I.guavaLeaf],
    processes: [P.lowTempDrying, P.aqueousExtraction, P.standardisation],
    features: ['broadSpectrum'],
  }),
  defineProduct({
    code: 'SBOVZ-SBC',
    type: 'Vitamins',
    description:
      'A natural B-complex: fermentation builds B12 and riboflavin into mung bean, and Sesbania and guava leaves ' +
      'add folate, biotin and thiamine.',
    function: 'Source of the eight B vitamins in food-bound forms.',
    functionalUse:
      'Energy-yielding metabolism, normal function of the nervous system, normal psychological function, ' +
      'reduction of tiredness and fatigue',
    recommendedUse: '100–250 mg per daily serving',
    benefits:
      'B vitamins contribute to normal energy-yielding metabolism and to the normal function of the nervous ' +
      'system; here they come together as in food.',
    uniqueProposition:
      'The whole B family from plants and fermentation, with no isolated synthetic B vitamins.',
    ingredientSources:
      'Organic mung bean from Rajasthan, Sesbania leaf from Tamil Nadu and guava leaf from Uttar Pradesh',
    processDescription:
      'Solid-state fermentation of sprouted mung bean, low-temperature drying of the leaves and standardised ' +
      'blending.',
    extractionType: 'Whole-food ferment and powders (no solvent extraction)',
    ratio: '8:1 (fresh material to powder, weighted)',
    activeSpecification: 'NLT 2% w/w sum of vitamins B1, B2, B3, B5, B6, B7, B9 and B12',
    assayMethod: 'LC-MS/MS multi-vitamer panel',
    composition: [
      ['Fermented mung bean', '50%'],
      ['Sesbania leaf', '30%'],
      ['Guava leaf', '20%'],
    ],
    organoleptic: { color: 'Light brown to olive', aroma: 'Characteristic, mildly fermented', taste: 'Mild' },
    nutrition: { energyKcal: 330, carbohydrate: 47, sugar: 3, fat: 4, protein: 25 },
    ingredients: [I.fermentedMungBean, I.sesbaniaLeaf, I.guavaLeaf],
    processes: [P.fermentation, P.lowTempDrying, P.standardisation],
    quality: ['activity'],
    features: ['broadSpectrum', 'activeCellularNutrition', 'qcafMonitored'],
  }),
  defineProduct({
    code: 'SBOVZ-Zinc',
    type: 'Minerals',
    description:
      'Food-bound zinc from organic guava and curry leaves, plants that gather zinc from the soil.',
    function: 'Source of zinc bound to plant proteins and polyphenols.',
    functionalUse:
      'Normal function of the immune system, maintenance of normal skin, hair and nails, normal DNA synthesis',
    recommendedUse: '100–300 mg per daily serving (5–15 mg zinc)',
    benefits:
      'Zinc contributes to the normal function of the immune system and to the maintenance of normal skin, hair ' +
      'and nails.',
    uniqueProposition: 'Zinc as plants hold it, rather than a zinc salt such as oxide or sulphate.',
    ingredientSources: 'Organic guava leaf from Uttar Pradesh and curry leaf from Tamil Nadu, India',
    processDescription:
      'Low-temperature drying, water-only extraction and standardisation on the leaf fibre.',
    extractionType: WHOLE_FOOD,
    ratio: '30:1 (fresh leaf to concentrate)',
    activeSpecification: 'NLT 5% w/w zinc (food-bound)',
    assayMethod: MINERAL_METHOD,
    composition: [
      ['Guava leaf', '60%'],
      ['Curry leaf', '40%'],
    ],
    organoleptic: {
      color: 'Brownish green',
      aroma: 'Characteristic, aromatic',
      taste: 'Slightly astringent',
    },
    nutrition: { energyKcal: 260, carbohydrate: 45, sugar: 2, fat: 3, protein: 14 },
    ingredients: [I.guavaLeaf, I.curryLeaf],
    processes: [P.lowTempDrying, P.aqueousExtraction, P.standardisation],
    features: ['bioAvailabilityDifferential', 'igar'],
  }),
  defineProduct({
    code: 'SBOVZ-SMC',
    type: 'Minerals',
    description:
      'Food selenium from organic garlic grown on selenium-rich soils, with Moringa leaf: selenium in the organic ' +
      'forms plants make.',
    function: 'Source of selenium as selenomethionine and Se-methylselenocysteine.',
    functionalUse:
      'Protection of cells from oxidative stress, normal thyroid function, normal function of the immune system',
    recommendedUse: '5–11 mg per daily serving (25–55 µg selenium)',
    benefits:
      'Selenium contributes to the protection of cells from oxidative stress, normal thyroid function and the ' +
      'normal function of the immune system.',
    uniqueProposition: 'Selenium taken up and transformed by the plant, not selenite or selenate salts.',
    ingredientSources: 'Organic garlic from Madhya Pradesh and Moringa leaf from Tamil Nadu, India',
    processDescription:
      'Low-temperature drying, water-only extraction of the garlic and standardised blending.',
    extractionType: WHOLE_FOOD,
    ratio: '12:1 (fresh bulb to concentrate)',
    activeSpecification: 'NLT 0.5% w/w selenium (food-bound)',
    assayMethod: 'ICP-MS (AOAC 2011.19)',
    composition: [
      ['Garlic bulb', '80%'],
      ['Moringa leaf', '20%'],
    ],
    organoleptic: {
      color: 'Off-white to light green',
      aroma: 'Characteristic, garlic',
      taste: 'Pungent, garlic',
    },
    nutrition: { energyKcal: 330, carbohydrate: 65, sugar: 5, fat: 1, protein: 15 },
    ingredients: [I.garlicBulb, I.moringaLeaf],
    processes: [P.lowTempDrying, P.aqueousExtraction, P.standardisation],
    features: ['bioAvailabilityDifferential'],
  }),
  defineProduct({
    code: 'SBOVZ-Fe',
    type: 'Minerals',
    description:
      'Food iron from organic curry and Moringa leaves, paired with the natural vitamin C of Amla fruit.',
    function: 'Source of food-bound iron with natural vitamin C.',
    functionalUse:
      'Normal formation of red blood cells and haemoglobin, normal oxygen transport, reduction of tiredness and ' +
      'fatigue; vitamin C increases iron absorption',
    recommendedUse: '100–280 mg per daily serving (5–14 mg iron)',
    benefits:
      'Iron contributes to normal formation of red blood cells and haemoglobin; vitamin C from Amla increases iron ' +
      'absorption.',
    uniqueProposition: 'Gentle, food-bound iron with its own vitamin C partner, not ferrous sulphate.',
    ingredientSources:
      'Organic curry and Moringa leaf from Tamil Nadu and Amla fruit from Uttar Pradesh, India',
    processDescription: 'Low-temperature drying, water-only extraction and standardised blending.',
    extractionType: WHOLE_FOOD,
    ratio: '25:1 (fresh plant to concentrate, weighted)',
    activeSpecification: 'NLT 5% w/w iron (food-bound)',
    assayMethod: MINERAL_METHOD,
    coActives: [{ assay: 'Vitamin C 3%', specification: 'NLT 3% w/w', assayMethod: 'HPLC (AOAC 967.22)' }],
    composition: [
      ['Curry leaf', '45%'],
      ['Moringa leaf', '30%'],
      ['Amla fruit', '25%'],
    ],
    organoleptic: { color: 'Dark brownish green', aroma: 'Characteristic, aromatic', taste: 'Slightly tart' },
    nutrition: { energyKcal: 270, carbohydrate: 44, sugar: 6, fat: 4, protein: 16 },
    ingredients: [I.curryLeaf, I.moringaLeaf, I.amlaFruit],
    processes: [P.lowTempDrying, P.aqueousExtraction, P.standardisation],
    quality: ['activity'],
    features: ['bioAvailabilityDifferential', 'activeCellularNutrition'],
    copperPpm: 25,
  }),
];
