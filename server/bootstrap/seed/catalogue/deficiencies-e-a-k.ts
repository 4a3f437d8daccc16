// Deficiencies line, second part: the fat-soluble vitamers E, provitamin A and K.
import type { ProductInput } from '../../../../shared/product.ts';
import { defineProduct } from './product-builder.ts';
import { INGREDIENTS as I } from './shared-ingredients.ts';
import { PROCESSES as P } from './shared-records.ts';

const OIL_SOLUBLE = 'Dispersible in water; the vitamer fraction is oil-soluble';
const CO2_EXTRACTION = 'Supercritical CO2 (solvent-free)';

export const DEFICIENCIES_E_A_K: ProductInput[] = [
  defineProduct({
    code: 'SBOVZ-E-TCCM',
    type: 'Vitamins',
    description:
      'Full-spectrum vitamin E from organic annatto seed, one of the few plant sources whose vitamin E is almost ' +
      'entirely tocotrienols.',
    function: 'Source of vitamin E as tocochromanols, rich in delta- and gamma-tocotrienols.',
    functionalUse: 'Protection of cells from oxidative stress, healthy skin, cardiovascular wellness',
    recommendedUse: '50–200 mg per daily serving',
    benefits:
      'Vitamin E contributes to the protection of cells from oxidative stress; tocotrienols complement the ' +
      'tocopherols found in most diets.',
    uniqueProposition:
      'Tocotrienol-rich vitamin E without palm oil or soy, extracted without solvents and kept with its natural ' +
      'geranylgeraniol.',
    ingredientSources: 'Organic annatto seed from Idukki, Kerala, India',
    processDescription:
      'Supercritical CO2 extraction of the seed and adsorption of the tocochromanol fraction onto the seed fibre.',
    extractionType: CO2_EXTRACTION,
    ratio: '25:1 (seed to extract)',
    activeSpecification: 'NLT 15% w/w total tocochromanols (tocotrienols and tocopherols)',
    assayMethod: 'HPLC-FLD (AOCS Ce 8-89)',
    coActives: [
      { assay: 'Tocotrienols 12%', specification: 'NLT 12% w/w', assayMethod: 'HPLC-FLD (AOCS Ce 8-89)' },
    ],
    composition: [['Annatto seed', '100%']],
    organoleptic: {
      color: 'Orange-yellow to reddish orange',
      aroma: 'Characteristic, nutty',
      taste: 'Mild, nutty',
      solubility: OIL_SOLUBLE,
    },
    nutrition: { energyKcal: 450, carbohydrate: 40, sugar: 1, fat: 25, protein: 10 },
    ingredients: [I.annattoSeed],
    processes: [P.supercriticalCo2, P.standardisation],
    quality: ['activity'],
    features: ['broadSpectrum', 'realTimeStability', 'bioAvailabilityDifferential'],
  }),
  defineProduct({
    code: 'SBOVZ-E-TCPH',
    type: 'Vitamins',
    description:
      'Mixed natural tocopherols from organic non-GMO sunflower and Moringa seed, in the proportions the seeds ' +
      'make them.',
    function: 'Source of vitamin E as natural mixed tocopherols (alpha, beta, gamma and delta).',
    functionalUse: 'Protection of cells from oxidative stress, healthy skin',
    recommendedUse: '50–150 mg per daily serving (5–15 mg vitamin E)',
    benefits: 'Vitamin E contributes to the protection of cells from oxidative stress.',
    uniqueProposition:
      'Natural d-tocopherols from identity-preserved non-GMO seed, never from soy distillate and never esterified ' +
      'synthetically.',
    ingredientSources: 'Organic sunflower seed from Karnataka and Moringa seed from Tamil Nadu, India',
    processDescription:
      'Supercritical CO2 extraction of the flaked seeds and adsorption of the tocopherol fraction onto the seed meal.',
    extractionType: CO2_EXTRACTION,
    ratio: '20:1 (seed to extract)',
    activeSpecification: 'NLT 10% w/w mixed tocopherols',
    assayMethod: 'HPLC-FLD (AOCS Ce 8-89)',
    composition: [
      ['Sunflower seed', '80%'],
      ['Moringa seed', '20%'],
    ],
    organoleptic: {
      color: 'Cream to light yellow',
      aroma: 'Characteristic, nutty',
      taste: 'Mild',
      solubility: OIL_SOLUBLE,
    },
    nutrition: { energyKcal: 480, carbohydrate: 30, sugar: 2, fat: 30, protein: 18 },
    ingredients: [I.sunflowerSeed, I.moringaSeed],
    processes: [P.supercriticalCo2, P.standardisation],
    features: ['broadSpectrum', 'realTimeStability'],
  }),
  defineProduct({
    code: 'SBOVZ-A',
    type: 'Vitamins',
    description: 'Natural beta-carotene from organic carrot root, the classic plant source of provitamin A.',
    function: 'Source of provitamin A as natural all-trans beta-carotene with alpha-carotene.',
    functionalUse:
      'Maintenance of normal vision and normal skin, normal function of the immune system (as vitamin A)',
    recommendedUse: '10–50 mg per daily serving (0.5–2.5 mg beta-carotene)',
    benefits:
      'Converted by the body to vitamin A as needed, which contributes to the maintenance of normal vision and ' +
      'normal skin.',
    uniqueProposition:
      'Provitamin A the body converts only as it needs, from carrots grown in the Nilgiris, not a synthetic isomer.',
    ingredientSources: 'Organic carrot root from the Nilgiri hills, Tamil Nadu, India',
    processDescription:
      'Low-temperature drying of the root, supercritical CO2 extraction and adsorption onto carrot fibre.',
    extractionType: CO2_EXTRACTION,
    ratio: '30:1 (fresh root to extract)',
    activeSpecification: 'NLT 5% w/w all-trans beta-carotene',
    assayMethod: 'HPLC-PDA (AOAC 2005.07)',
    composition: [['Carrot root', '100%']],
    organoleptic: {
      color: 'Orange to orange-red',
      aroma: 'Characteristic, carrot',
      taste: 'Mild, sweetish',
      solubility: OIL_SOLUBLE,
    },
    nutrition: { energyKcal: 350, carbohydrate: 62, sugar: 20, fat: 6, protein: 6 },
    ingredients: [I.carrotRoot],
    processes: [P.supercriticalCo2, P.lowTempDrying, P.standardisation],
    quality: ['activity'],
    features: ['realTimeStability', 'bioAvailabilityDifferential'],
  }),
  defineProduct({
    code: 'SBOVZ-A-MCAR',
    type: 'Vitamins',
    description:
      'A mixed-carotenoid complex from organic marigold petals and carrot root: provitamin A together with the ' +
      'macular carotenoids lutein and zeaxanthin.',
    function: 'Source of mixed carotenoids: beta-carotene, lutein and zeaxanthin.',
    functionalUse: 'Maintenance of normal vision, normal skin, macular pigment (lutein, zeaxanthin)',
    recommendedUse: '50–150 mg per daily serving',
    benefits:
      'Beta-carotene contributes to vitamin A status for normal vision and skin; lutein and zeaxanthin are the ' +
      'carotenoids of the macula.',
    uniqueProposition:
      'The carotenoid spectrum of a colourful diet in one ingredient, extracted without solvents.',
    ingredientSources: 'Organic marigold from Hosur and carrot root from the Nilgiri hills, India',
    processDescription:
      'Low-temperature drying of petals and roots, supercritical CO2 extraction and standardised blending.',
    extractionType: CO2_EXTRACTION,
    ratio: '35:1 (fresh plant to extract, weighted)',
    activeSpecification: 'NLT 8% w/w total carotenoids (lutein, zeaxanthin and beta-carotene)',
    assayMethod: 'HPLC-PDA (AOAC 2005.07)',
    coActives: [{ assay: 'Lutein 5%', specification: 'NLT 5% w/w', assayMethod: 'HPLC-PDA' }],
    composition: [
      ['Marigold flower', '60%'],
      ['Carrot root', '40%'],
    ],
    organoleptic: {
      color: 'Orange to dark orange',
      aroma: 'Characteristic, floral',
      taste: 'Mild, characteristic',
      solubility: OIL_SOLUBLE,
    },
    nutrition: { energyKcal: 360, carbohydrate: 55, sugar: 12, fat: 8, protein: 8 },
    ingredients: [I.marigoldFlower, I.carrotRoot],
    processes: [P.supercriticalCo2, P.lowTempDrying, P.standardisation],
    quality: ['activity'],
    features: ['broadSpectrum', 'realTimeStability'],
  }),
  defineProduct({
    code: 'SBOVZ-K1',
    type: 'Vitamins',
    description:
      'Vitamin K1 (phylloquinone) as it occurs in green leaves, from organic Moringa and amaranth grown for their ' +
      'chlorophyll-rich foliage.',
    function: 'Source of vitamin K1 with chlorophyll and lutein from green leaves.',
    functionalUse: 'Normal blood clotting, maintenance of normal bones',
    recommendedUse: '50–100 mg per daily serving (50–100 µg vitamin K1)',
    benefits: 'Vitamin K contributes to normal blood clotting and to the maintenance of normal bones.',
    uniqueProposition: 'Leafy-green vitamin K1 in its own chloroplast matrix, with nothing synthetic added.',
    ingredientSources: 'Organic Moringa leaf from Tamil Nadu and amaranth leaf from Telangana, India',
    processDescription:
      'Low-temperature drying of fresh leaf, milling and standardisation to the declared assay.',
    extractionType: 'Whole-food concentrate (no solvent extraction)',
    ratio: '15:1 (fresh leaf to concentrate)',
    activeSpecification: 'NLT 0.1% w/w phylloquinone',
    assayMethod: 'HPLC-FLD with post-column reduction (EN 14148)',
    composition: [
      ['Moringa leaf', '60%'],
      ['Amaranth leaf', '40%'],
    ],
    organoleptic: { color: 'Dark green', aroma: 'Characteristic, leafy', taste: 'Mild, grassy' },
    nutrition: { energyKcal: 290, carbohydrate: 38, sugar: 3, fat: 6, protein: 26 },
    ingredients: [I.moringaLeaf, I.amaranthLeaf],
    processes: [P.lowTempDrying, P.standardisation],
    features: ['broadSpectrum', 'igar'],
  }),
  defineProduct({
    code: 'SBOVZ-GK2-7',
    type: 'Vitamins',
    description:
      'Vitamin K2 as menaquinone-7, made by fermenting organic chickpea the way natto is made from soy, so it ' +
      'is soy-free.',
    function: 'Source of vitamin K2 as all-trans menaquinone-7.',
    functionalUse: 'Maintenance of normal bones, normal blood clotting, calcium use in the body',
    recommendedUse: '25–100 mg per daily serving (50–200 µg menaquinone-7)',
    benefits:
      'Vitamin K contributes to the maintenance of normal bones; MK-7 is the long-chain menaquinone that stays ' +
      'longest in circulation.',
    uniqueProposition: 'Soy-free, all-trans MK-7 by natural fermentation, without chemical synthesis.',
    ingredientSources: 'Organic chickpea from Madhya Pradesh, India',
    processDescription:
      'Solid-state fermentation of sprouted chickpea with Bacillus subtilis var. natto, low-temperature drying ' +
      'and standardisation.',
    extractionType: 'Whole-food ferment (no solvent extraction)',
    ratio: '5:1 (fermented substrate to powder)',
    activeSpecification: 'NLT 0.2% w/w all-trans menaquinone-7',
    assayMethod: 'HPLC (USP Menaquinone-7 monograph)',
    composition: [['Fermented chickpea', '100%']],
    organoleptic: {
      color: 'Light brown to beige',
      aroma: 'Characteristic, fermented',
      taste: 'Mild, savoury',
    },
    nutrition: { energyKcal: 370, carbohydrate: 45, sugar: 4, fat: 6, protein: 30 },
    ingredients: [I.fermentedChickpea],
    processes: [P.fermentation, P.lowTempDrying, P.standardisation],
    quality: ['activity'],
    features: ['bioAvailabilityDifferential', 'realTimeStability'],
  }),
];
