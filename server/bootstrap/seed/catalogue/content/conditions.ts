// The Conditions line as the seed writes it: botanical formulations for everyday wellbeing. Dermvit and Onconein
// have no data yet, so they have no record here. Copy speaks of support and normal function only, never of
// disease. Ingredients and processes are named by their key in ingredients.ts and processes.ts.
import type { ProductSpec } from '../product-builder.ts';

const HYDRO_ETHANOLIC = 'Hydro-ethanolic extraction with organic sugarcane ethanol (recovered)';
const COMBINATION = 'Concentrates, Metabolites, Extracts or Combinations';

export const CONDITIONS: readonly ProductSpec[] = [
  {
    code: 'SBOVZ-NEU-12',
    type: COMBINATION,
    description:
      'A cognitive-support formulation that joins Bacopa and Gotu kola, the classic Ayurvedic medhya herbs, with ' +
      'fermentation-grown vitamin B12.',
    function: 'Source of bacosides, centella triterpenes and food-bound vitamin B12.',
    functionalUse:
      'Normal psychological function and normal function of the nervous system (vitamin B12); memory and calm ' +
      'focus (traditional use of Bacopa)',
    recommendedUse: '300–600 mg per daily serving',
    benefits:
      'Vitamin B12 contributes to normal psychological function; Bacopa is traditionally used to support memory ' +
      'and a calm, focused mind.',
    uniqueProposition: 'Standardised medhya herbs and plant-based B12 in one clean-label ingredient.',
    ingredientSources:
      'Organic Bacopa and Gotu kola from Kerala wetlands and mung bean from Rajasthan, India',
    processDescription:
      'Hydro-ethanolic extraction of the herbs, solid-state fermentation of mung bean and standardised blending.',
    extractionType: HYDRO_ETHANOLIC,
    ratio: '10:1 (dried herb to extract)',
    activeSpecification: 'NLT 0.1% w/w vitamin B12; NLT 10% w/w bacosides',
    assayMethod: 'HPLC (USP <171>; bacosides per USP Bacopa monograph)',
    composition: [
      ['Bacopa herb', '60%'],
      ['Gotu kola leaf', '25%'],
      ['Fermented mung bean', '15%'],
    ],
    organoleptic: { color: 'Brown to greenish brown', aroma: 'Characteristic, herbal', taste: 'Bitter' },
    nutrition: { energyKcal: 320, carbohydrate: 55, sugar: 4, fat: 3, protein: 14 },
    ingredients: ['bacopaHerb', 'gotuKolaLeaf', 'fermentedMungBean'],
    processes: ['ethanolExtraction', 'fermentation', 'standardisation'],
    quality: ['activity', 'clinical'],
    features: ['thirdPartyEnabled', 'bioAvailabilityDifferential', 'realTimeStability'],
  },
  {
    code: 'SBOVZ-PMS',
    type: 'Herbs and Botanicals',
    description:
      'A women’s wellbeing botanical built on organic Shatavari root, the Ayurvedic rasayana for women, with ' +
      'warming ginger.',
    function: 'Source of Shatavari steroidal saponins (shatavarins) and ginger gingerols.',
    functionalUse: 'Comfort through the menstrual cycle, female hormonal balance (traditional Ayurvedic use)',
    recommendedUse: '250–500 mg per daily serving',
    benefits:
      'Shatavari is traditionally used to support comfort through the monthly cycle and a balanced mood; ginger ' +
      'adds digestive comfort.',
    uniqueProposition:
      'Root-only, saponin-standardised Shatavari from cultivated organic farms, not wild-stripped.',
    ingredientSources: 'Organic Shatavari root from Madhya Pradesh and ginger from Wayanad, India',
    processDescription:
      'Hydro-ethanolic extraction of the dried roots and rhizomes, then standardised blending.',
    extractionType: HYDRO_ETHANOLIC,
    ratio: '8:1 (dried root to extract)',
    activeSpecification: 'NLT 20% w/w total saponins',
    assayMethod: 'Gravimetry; HPLC-ELSD for shatavarin IV',
    composition: [
      ['Shatavari root', '85%'],
      ['Ginger rhizome', '15%'],
    ],
    organoleptic: {
      color: 'Cream to light brown',
      aroma: 'Characteristic, warm',
      taste: 'Slightly sweet, pungent',
    },
    nutrition: { energyKcal: 330, carbohydrate: 70, sugar: 8, fat: 2, protein: 6 },
    ingredients: ['shatavariRoot', 'gingerRhizome'],
    processes: ['ethanolExtraction', 'lowTempDrying', 'standardisation'],
    quality: ['activity'],
    features: ['livelihoodMission', 'climateSmartInterventions'],
  },
  {
    code: 'SBOVZ-CQ',
    type: 'Herbs and Botanicals',
    description:
      'Cissus quadrangularis (hadjod, "bone-setter") stem extract for joint and connective-tissue support, ' +
      'standardised for ketosterones.',
    function: 'Source of Cissus ketosterones with natural calcium and vitamin C.',
    functionalUse:
      'Joint and connective-tissue comfort, normal collagen formation for the function of cartilage',
    recommendedUse: '300–600 mg per daily serving',
    benefits:
      'Traditionally used to support joints and connective tissue; its natural vitamin C contributes to normal ' +
      'collagen formation for the normal function of cartilage.',
    uniqueProposition:
      'A single-herb joint ingredient with a long Ayurvedic record, made without animal cartilage.',
    ingredientSources: 'Organic Cissus quadrangularis stem from Tamil Nadu, India',
    processDescription:
      'Low-temperature drying of the stem, hydro-ethanolic extraction and drying onto its fibre.',
    extractionType: HYDRO_ETHANOLIC,
    ratio: '10:1 (dried stem to extract)',
    activeSpecification: 'NLT 5% w/w 3-ketosteroids (ketosterones)',
    assayMethod: 'HPLC',
    composition: [['Cissus stem', '100%']],
    organoleptic: { color: 'Light brown to brown', aroma: 'Characteristic', taste: 'Slightly acrid' },
    nutrition: { energyKcal: 280, carbohydrate: 58, sugar: 3, fat: 2, protein: 7 },
    ingredients: ['cissusStem'],
    processes: ['ethanolExtraction', 'lowTempDrying'],
    quality: ['activity'],
    features: ['qcafMonitored'],
  },
  {
    code: 'SBOVZ-DHS',
    type: 'Herbs and Botanicals',
    description:
      'Gymnema ("gurmar") leaf with fenugreek seed, for formulas that support healthy ' +
      'glucose metabolism and appetite as part of a balanced diet.',
    function: 'Source of gymnemic acids and fenugreek galactomannan fibre.',
    functionalUse: 'Healthy glucose metabolism and appetite as part of a balanced diet',
    recommendedUse: '200–400 mg per daily serving',
    benefits:
      'Gymnema is traditionally used to support healthy glucose metabolism and to temper cravings for sweets; ' +
      'fenugreek fibre adds satiety.',
    uniqueProposition:
      'Water-only extraction keeps gymnemic acids with the leaf’s natural fibre and no solvent.',
    ingredientSources: 'Organic Gymnema leaf from Tirunelveli and fenugreek seed from Rajasthan, India',
    processDescription: 'Water-only extraction, spray drying onto the leaf fibre and standardised blending.',
    extractionType: 'Aqueous extraction (no organic solvent)',
    ratio: '10:1 (dried leaf to extract)',
    activeSpecification: 'NLT 25% w/w gymnemic acids',
    assayMethod: 'Gravimetry; HPLC for gymnemagenin',
    composition: [
      ['Gymnema leaf', '75%'],
      ['Fenugreek seed', '25%'],
    ],
    organoleptic: {
      color: 'Greenish brown',
      aroma: 'Characteristic, herbal',
      taste: 'Bitter; briefly dulls sweet taste',
    },
    nutrition: { energyKcal: 290, carbohydrate: 55, sugar: 2, fat: 3, protein: 10 },
    ingredients: ['gymnemaLeaf', 'fenugreekSeed'],
    processes: ['aqueousExtraction', 'lowTempDrying', 'standardisation'],
    quality: ['activity'],
    features: ['bioAvailabilityDifferential'],
  },
  {
    code: 'SBOVZ-ACX',
    type: 'Botanical Compounds',
    description:
      'Turmeric curcuminoids at 10% with ginger, an Ayurvedic pairing for joint comfort and mobility after ' +
      'physical activity.',
    function: 'Source of curcuminoids, turmerones and gingerols.',
    functionalUse: 'Joint comfort and mobility, healthy recovery after physical activity',
    recommendedUse: '500–1,000 mg per daily serving',
    benefits:
      'Turmeric and ginger are traditionally used to support joint comfort, flexibility and mobility; the whole ' +
      'rhizome keeps turmerones alongside curcuminoids.',
    uniqueProposition:
      'Curcuminoids kept with the turmeric oils of the whole rhizome instead of isolated curcumin.',
    ingredientSources: 'Organic turmeric from Erode, Tamil Nadu and ginger from Wayanad, Kerala, India',
    processDescription:
      'Hydro-ethanolic extraction of the rhizomes, drying onto rhizome fibre and standardisation.',
    extractionType: HYDRO_ETHANOLIC,
    ratio: '6:1 (dried rhizome to extract)',
    activeSpecification: 'NLT 10% w/w total curcuminoids',
    assayMethod: 'HPLC (USP Turmeric monograph)',
    composition: [
      ['Turmeric rhizome', '85%'],
      ['Ginger rhizome', '15%'],
    ],
    organoleptic: {
      color: 'Yellow to orange-yellow',
      aroma: 'Characteristic, spicy',
      taste: 'Warm, slightly bitter',
    },
    nutrition: { energyKcal: 340, carbohydrate: 62, sugar: 3, fat: 7, protein: 8 },
    ingredients: ['turmericRhizome', 'gingerRhizome'],
    processes: ['ethanolExtraction', 'lowTempDrying', 'standardisation'],
    quality: ['activity'],
    features: ['broadSpectrum', 'livelihoodMission', 'thirdPartyEnabled'],
  },
  {
    code: 'SBOVZ-OSX',
    type: 'Minerals',
    description:
      'A bone-nutrient complex: plant calcium from Cissus stem and Moringa leaf with vitamin K2-7 from fermented ' +
      'chickpea.',
    function: 'Source of food-bound calcium and magnesium with vitamin K2 as menaquinone-7.',
    functionalUse: 'Maintenance of normal bones and teeth, normal muscle function (calcium, vitamin K)',
    recommendedUse: '500–1,500 mg per daily serving (100–300 mg calcium)',
    benefits:
      'Calcium is needed for the maintenance of normal bones and teeth, and vitamin K contributes to the ' +
      'maintenance of normal bones.',
    uniqueProposition: 'Plant calcium with its K2 partner, instead of chalk or calcium from animal bone.',
    ingredientSources:
      'Organic Cissus stem and Moringa leaf from Tamil Nadu and chickpea from Madhya Pradesh, India',
    processDescription:
      'Hydro-ethanolic extraction of Cissus, low-temperature drying of Moringa, fermentation of chickpea and ' +
      'standardised blending.',
    extractionType: 'Whole-food powders, ferment and hydro-ethanolic extract',
    ratio: '6:1 (fresh plant to powder, weighted)',
    activeSpecification: 'NLT 20% w/w calcium (food-bound)',
    assayMethod: 'ICP-OES (AOAC 2011.14)',
    coActives: [{ assay: 'Menaquinone-7 0.01%', specification: 'NLT 0.01% w/w', assayMethod: 'HPLC' }],
    composition: [
      ['Cissus stem', '50%'],
      ['Moringa leaf', '40%'],
      ['Fermented chickpea', '10%'],
    ],
    organoleptic: { color: 'Light greenish brown', aroma: 'Characteristic', taste: 'Mild, slightly chalky' },
    nutrition: { energyKcal: 220, carbohydrate: 35, sugar: 2, fat: 3, protein: 12 },
    ingredients: ['cissusStem', 'moringaLeaf', 'fermentedChickpea'],
    processes: ['ethanolExtraction', 'lowTempDrying', 'fermentation', 'standardisation'],
    quality: ['activity'],
    features: ['broadSpectrum', 'bioAvailabilityDifferential'],
  },
];
