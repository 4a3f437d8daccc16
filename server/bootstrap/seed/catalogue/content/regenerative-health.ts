// The Regenerative Health line as the seed writes it. Regeneivit-DNA Repair has no data yet, so it has no record
// here. Ingredients and processes are named by their key in ingredients.ts and processes.ts.
import type { ProductSpec } from '../product-builder.ts';

const POLYPHENOL_METHOD = 'UV-Vis, Folin–Ciocalteu (as gallic acid)';

export const REGENERATIVE_HEALTH: readonly ProductSpec[] = [
  {
    code: 'SBOVZ-OXO',
    type: 'Botanical Compounds',
    description:
      'An antioxidant polyphenol complex from Amla fruit, pomegranate peel and Holy basil, three of the richest ' +
      'polyphenol sources of the Indian plant kingdom.',
    function: 'Source of hydrolysable tannins, punicalagins, rosmarinic acid and natural vitamin C.',
    functionalUse: 'Protection of cells from oxidative stress (vitamin C), cellular vitality',
    recommendedUse: '250–500 mg per daily serving',
    benefits:
      'Vitamin C contributes to the protection of cells from oxidative stress; the polyphenols come as a broad ' +
      'family rather than a single compound.',
    uniqueProposition:
      'Upcycles pomegranate peel from juice processing into a water-extracted, solvent-free polyphenol complex.',
    ingredientSources:
      'Organic Amla from Uttar Pradesh, pomegranate peel from Maharashtra and Holy basil from Uttar Pradesh, India',
    processDescription:
      'Water-only extraction of each plant, spray drying onto its own fibre and standardised blending.',
    extractionType: 'Aqueous extraction (no organic solvent)',
    ratio: '12:1 (dried plant to extract, weighted)',
    activeSpecification: 'NLT 20% w/w total polyphenols',
    assayMethod: POLYPHENOL_METHOD,
    coActives: [{ assay: 'Vitamin C 5%', specification: 'NLT 5% w/w', assayMethod: 'HPLC (AOAC 967.22)' }],
    composition: [
      ['Amla fruit', '50%'],
      ['Pomegranate peel', '30%'],
      ['Holy basil leaf', '20%'],
    ],
    organoleptic: {
      color: 'Light brown to reddish brown',
      aroma: 'Characteristic, fruity',
      taste: 'Astringent, tart',
    },
    nutrition: { energyKcal: 310, carbohydrate: 68, sugar: 12, fat: 2, protein: 5 },
    ingredients: ['amlaFruit', 'pomegranatePeel', 'holyBasilLeaf'],
    processes: ['aqueousExtraction', 'lowTempDrying', 'standardisation'],
    quality: ['activity'],
    features: ['broadSpectrum', 'climateSmartInterventions', 'activeCellularNutrition'],
  },
  {
    code: 'SBOVZ-OAS',
    type: 'Herbs and Botanicals',
    description:
      'Organic ashwagandha root extract standardised to 5% withanolides, for stress resilience, restful sleep and ' +
      'healthy ageing formulas.',
    function: 'Source of ashwagandha withanolides from the root only.',
    functionalUse:
      'Stress resilience, restful sleep, vitality and healthy ageing (traditional Ayurvedic rasayana)',
    recommendedUse: '300–600 mg per daily serving',
    benefits:
      'Ashwagandha is traditionally used as an adaptogen to support resilience to everyday stress, restful sleep ' +
      'and vitality.',
    uniqueProposition:
      'Root-only, water-extracted organic ashwagandha from contract farms, with no leaf material and no solvent.',
    ingredientSources: 'Organic ashwagandha root from Mandsaur, Madhya Pradesh, India',
    processDescription:
      'Low-temperature drying of the root, water-only extraction and spray drying onto root fibre.',
    extractionType: 'Aqueous extraction (no organic solvent)',
    ratio: '12:1 (dried root to extract)',
    activeSpecification: 'NLT 5% w/w total withanolides',
    assayMethod: 'HPLC (USP Ashwagandha root monograph)',
    composition: [['Ashwagandha root', '100%']],
    organoleptic: { color: 'Cream to light brown', aroma: 'Characteristic, earthy', taste: 'Bitter' },
    nutrition: { energyKcal: 320, carbohydrate: 66, sugar: 6, fat: 2, protein: 6 },
    ingredients: ['ashwagandhaRoot'],
    processes: ['aqueousExtraction', 'lowTempDrying'],
    quality: ['activity', 'clinical'],
    features: ['livelihoodMission', 'igar', 'thirdPartyEnabled', 'realTimeStability', 'qcafMonitored'],
  },
  {
    code: 'SBOVZ-Metabolein',
    type: 'Concentrates, Metabolites, Extracts or Combinations',
    description:
      'A metabolic-wellness complex of mulberry and guava leaf for formulas that support a healthy post-meal ' +
      'glucose response and feelings of fullness.',
    function: 'Source of mulberry 1-deoxynojirimycin, chlorogenic acids and guava leaf polyphenols.',
    functionalUse:
      'Healthy post-meal glucose response, satiety, metabolic wellness as part of a balanced diet',
    recommendedUse: '250–750 mg with main meals',
    benefits:
      'Mulberry and guava leaf are traditionally taken with meals to support a healthy glucose response and ' +
      'natural satiety as part of a balanced diet and active lifestyle.',
    uniqueProposition:
      'Whole-leaf polyphenols from two traditional mealtime leaves, extracted with water alone.',
    ingredientSources:
      'Organic mulberry leaf from Mysuru, Karnataka and guava leaf from Uttar Pradesh, India',
    processDescription:
      'Water-only extraction of the leaves, spray drying onto leaf fibre and standardised blending.',
    extractionType: 'Aqueous extraction (no organic solvent)',
    ratio: '10:1 (dried leaf to extract)',
    activeSpecification: 'NLT 15% w/w total polyphenols',
    assayMethod: POLYPHENOL_METHOD,
    coActives: [{ assay: '1-Deoxynojirimycin 1%', specification: 'NLT 1% w/w', assayMethod: 'HPLC-FLD' }],
    composition: [
      ['Mulberry leaf', '70%'],
      ['Guava leaf', '30%'],
    ],
    organoleptic: { color: 'Greenish brown', aroma: 'Characteristic, tea-like', taste: 'Mildly astringent' },
    nutrition: { energyKcal: 280, carbohydrate: 52, sugar: 4, fat: 3, protein: 14 },
    ingredients: ['mulberryLeaf', 'guavaLeaf'],
    processes: ['aqueousExtraction', 'lowTempDrying', 'standardisation'],
    quality: ['activity'],
    features: ['bioAvailabilityDifferential', 'activeCellularNutrition'],
  },
  {
    code: 'SBOVZ-IQCR',
    type: 'Minerals',
    description:
      'Plant-ionic minerals from tender coconut water and Moringa leaf: potassium, magnesium and calcium in the ' +
      'balance a plant keeps them.',
    function: 'Source of natural electrolytes (potassium, magnesium, calcium, sodium).',
    functionalUse:
      'Hydration and electrolyte balance, normal muscle function, reduction of tiredness and fatigue (magnesium)',
    recommendedUse: '1–3 g per serving, dissolved in water',
    benefits:
      'Potassium and magnesium contribute to normal muscle function, and magnesium to the reduction of tiredness ' +
      'and fatigue.',
    uniqueProposition: 'Electrolytes the way a coconut holds them, with no added mineral salts.',
    ingredientSources: 'Organic tender coconut from Pollachi and Moringa leaf from Tamil Nadu, India',
    processDescription:
      'Tender coconut water is concentrated under vacuum at low temperature, dried onto Moringa leaf powder and ' +
      'standardised.',
    extractionType: 'Whole-food concentrate (no solvent extraction)',
    ratio: '40:1 (coconut water to powder)',
    activeSpecification: 'NLT 10% w/w sum of potassium, magnesium, calcium and sodium',
    assayMethod: 'ICP-OES (AOAC 2011.14)',
    composition: [
      ['Coconut water', '60%'],
      ['Moringa leaf', '40%'],
    ],
    organoleptic: {
      color: 'Off-white to light green',
      aroma: 'Characteristic, mild',
      taste: 'Mildly sweet, slightly salty',
      solubility: 'Soluble in water, leaves fine leaf particles',
    },
    nutrition: { energyKcal: 330, carbohydrate: 65, sugar: 30, fat: 2, protein: 10 },
    ingredients: ['coconutWater', 'moringaLeaf'],
    processes: ['lowTempDrying', 'standardisation'],
    allergens: ['Coconut'],
    compliance: {
      Allergen: { declaration: 'Contains coconut (a tree nut under US FALCPA); no EU Annex II allergens' },
    },
    features: ['activeCellularNutrition', 'livelihoodMission'],
  },
];
