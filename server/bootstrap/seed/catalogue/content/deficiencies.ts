// The Deficiencies line as the seed writes it: what is particular to each product (product-builder.ts adds the
// catalogue's name, assay and category and the house defaults). Ingredients and processes are named by their
// key in ingredients.ts and processes.ts.
import type { ProductSpec } from '../product-builder.ts';

const OIL_SOLUBLE = 'Dispersible in water; the vitamer fraction is oil-soluble';
const CO2_EXTRACTION = 'Supercritical CO2 (solvent-free)';
const WHOLE_FOOD = 'Whole-food powders and aqueous extracts (no organic solvent)';
const MINERAL_METHOD = 'ICP-OES (AOAC 2011.14)';

export const DEFICIENCIES: readonly ProductSpec[] = [
  {
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
    ingredients: ['fermentedMungBean', 'moringaLeaf'],
    processes: ['fermentation', 'lowTempDrying', 'standardisation'],
    quality: ['activity', 'clinical'],
    features: [
      'broadSpectrum',
      'thirdPartyEnabled',
      'qcafMonitored',
      'bioAvailabilityDifferential',
      'realTimeStability',
      'activeCellularNutrition',
    ],
  },
  {
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
    ingredients: ['stoneFlowerLichen', 'moringaLeaf'],
    processes: ['supercriticalCo2', 'lowTempDrying', 'standardisation'],
    quality: ['activity'],
    features: ['broadSpectrum', 'climateSmartInterventions', 'realTimeStability'],
    excipients: 'Organic Moringa leaf powder as whole-food carrier',
  },
  {
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
    ingredients: ['microalgae'],
    processes: ['photobioreactor', 'supercriticalCo2', 'standardisation'],
    quality: ['activity'],
    features: ['broadSpectrum', 'climateSmartInterventions', 'realTimeStability', 'activeCellularNutrition'],
  },
  {
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
    ingredients: ['oysterMushroom'],
    processes: ['uvExposure', 'standardisation'],
    quality: ['activity'],
    features: ['realTimeStability'],
    compliance: {
      'Ionisation/Radiation': { declaration: 'Not irradiated; UV-B light exposure is non-ionising' },
    },
  },
  {
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
    ingredients: ['moringaLeaf', 'amlaFruit', 'guavaLeaf', 'curryLeaf', 'sesbaniaLeaf'],
    processes: ['lowTempDrying', 'aqueousExtraction', 'standardisation'],
    quality: ['activity'],
    features: ['broadSpectrum', 'climateSmartInterventions', 'igar', 'activeCellularNutrition'],
    copperPpm: 25,
  },
  {
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
    ingredients: ['annattoSeed'],
    processes: ['supercriticalCo2', 'standardisation'],
    quality: ['activity'],
    features: ['broadSpectrum', 'realTimeStability', 'bioAvailabilityDifferential'],
  },
  {
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
    ingredients: ['sunflowerSeed', 'moringaSeed'],
    processes: ['supercriticalCo2', 'standardisation'],
    features: ['broadSpectrum', 'realTimeStability'],
  },
  {
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
    ingredients: ['carrotRoot'],
    processes: ['supercriticalCo2', 'lowTempDrying', 'standardisation'],
    quality: ['activity'],
    features: ['realTimeStability', 'bioAvailabilityDifferential'],
  },
  {
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
    ingredients: ['marigoldFlower', 'carrotRoot'],
    processes: ['supercriticalCo2', 'lowTempDrying', 'standardisation'],
    quality: ['activity'],
    features: ['broadSpectrum', 'realTimeStability'],
  },
  {
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
    ingredients: ['moringaLeaf', 'amaranthLeaf'],
    processes: ['lowTempDrying', 'standardisation'],
    features: ['broadSpectrum', 'igar'],
  },
  {
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
    ingredients: ['fermentedChickpea'],
    processes: ['fermentation', 'lowTempDrying', 'standardisation'],
    quality: ['activity'],
    features: ['bioAvailabilityDifferential', 'realTimeStability'],
  },
  {
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
    ingredients: ['moringaLeaf', 'amaranthLeaf'],
    processes: ['lowTempDrying', 'aqueousExtraction', 'standardisation'],
    quality: ['activity'],
    features: ['broadSpectrum', 'bioAvailabilityDifferential', 'activeCellularNutrition'],
  },
  {
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
    ingredients: ['sesbaniaLeaf', 'guavaLeaf'],
    processes: ['lowTempDrying', 'aqueousExtraction', 'standardisation'],
    features: ['broadSpectrum'],
  },
  {
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
    ingredients: ['fermentedMungBean', 'sesbaniaLeaf', 'guavaLeaf'],
    processes: ['fermentation', 'lowTempDrying', 'standardisation'],
    quality: ['activity'],
    features: ['broadSpectrum', 'activeCellularNutrition', 'qcafMonitored'],
  },
  {
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
    ingredients: ['guavaLeaf', 'curryLeaf'],
    processes: ['lowTempDrying', 'aqueousExtraction', 'standardisation'],
    features: ['bioAvailabilityDifferential', 'igar'],
  },
  {
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
    ingredients: ['garlicBulb', 'moringaLeaf'],
    processes: ['lowTempDrying', 'aqueousExtraction', 'standardisation'],
    features: ['bioAvailabilityDifferential'],
  },
  {
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
    ingredients: ['curryLeaf', 'moringaLeaf', 'amlaFruit'],
    processes: ['lowTempDrying', 'aqueousExtraction', 'standardisation'],
    quality: ['activity'],
    features: ['bioAvailabilityDifferential', 'activeCellularNutrition'],
    copperPpm: 25,
  },
];
