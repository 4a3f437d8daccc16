// The static catalogue tree of public-area.md §3.1/§3.6: lines → subcategories → optional product entries.
// The PWA's portfolio renders it without a server; the server seed takes each product's code, name and assay
// from here, so the two can never disagree.

/** The catalogue record of public-area.md §3.2; only what the portfolio shows when it is filled in. */
export interface CatalogueProductDetail {
  productCode: string;
  productName: string;
  /** Reproduced as the spec gives it, quirks included (the zinc product reads 'Natural Iron 5%'). */
  assay: string;
  ingredients?: string;
  overview?: string;
  coNutrients?: string;
  /** `main` is comma-separated 'emoji label' items; the portfolio shows the emoji and the label as a tooltip. */
  functionalUse?: { main: string; note?: string };
  studies?: string;
  benefits?: string;
  /** Relative image paths; empty means the placeholder image is shown. */
  bannerImage?: readonly string[];
  certificates?: readonly string[];
}

export interface CatalogueProductEntry {
  name: string;
  data: CatalogueProductDetail;
}

export interface CatalogueSubcategory {
  name: string;
  /** Present only where the subcategory has a second row of product pills. */
  products?: readonly CatalogueProductEntry[];
  /** Present where the subcategory itself is a product; absent means 'Details … are being updated'. */
  data?: CatalogueProductDetail;
}

export interface CatalogueLine {
  name: string;
  subcategories: readonly CatalogueSubcategory[];
}

/** Where a product sits in the tree, flattened for look-ups by code. */
export interface CatalogueProductRef {
  line: string;
  subcategory: string;
  /** The product entry's name, or undefined when the subcategory itself carries the data. */
  product?: string;
  data: CatalogueProductDetail;
}

function detail(
  productCode: string,
  productName: string,
  assay: string,
  more: Omit<CatalogueProductDetail, 'productCode' | 'productName' | 'assay'>,
): CatalogueProductDetail {
  return { productCode, productName, assay, ...more };
}

const product = (data: CatalogueProductDetail): CatalogueProductEntry => ({ name: data.productName, data });
const withData = (data: CatalogueProductDetail): CatalogueSubcategory => ({ name: data.productName, data });
const comingSoon = (name: string): CatalogueSubcategory => ({ name });

// Deficiencies line
const B12 = detail('SBOVZ-B12-TCBL', 'B12-Corrinoids', 'B12 0.1%', {
  ingredients: 'Fermented mung bean, Moringa leaf',
  coNutrients: 'Natural folate, iron',
  functionalUse: {
    main: '⚡ Energy, 🩸 Blood formation, 🧠 Nervous system',
    note: 'Vegan B12 in its food matrix',
  },
  overview:
    'A whole-food vitamin B12 complex: a non-GMO culture builds natural corrinoids into sprouted mung bean, balanced with organic Moringa leaf. Vegan, organic and made with green chemistry, it brings B12 in its food matrix, with the co-nutrients of the whole plant.',
  studies:
    'Real-time and accelerated stability studies; in-vitro bioaccessibility of food-bound corrinoids compared with synthetic cyanocobalamin.',
  benefits:
    'Contributes to normal energy-yielding metabolism, normal red blood cell formation and the normal function of the nervous system.',
});
const LICHEN_D3 = detail('SBOVZ-D3', 'Lichen D3', 'Cholecalciferol 0.1%', {
  ingredients: 'Wild lichen (Parmotrema perlatum)',
  coNutrients: 'Lichen sterols',
  functionalUse: { main: '🦴 Bones, 🛡️ Immunity, 💪 Muscle function' },
  overview:
    'Vegan vitamin D3 from wild-crafted stone flower lichen, extracted with supercritical CO2 and carried on organic Moringa leaf.',
  studies:
    'Cholecalciferol identity by HPLC against a reference standard; 24-month real-time stability study.',
  benefits:
    'Contributes to the maintenance of normal bones and muscle function and to the normal function of the immune system, from a plant-kingdom source of the same D3 vitamer that animal sources provide.',
});
const ALGAL_D3 = detail('SBPNVZ-D3', 'Algal Omega D3', 'Cholecalciferol 0.1%', {
  ingredients: 'Microalgae (Nannochloropsis oculata)',
  coNutrients: 'Omega-3 EPA, carotenoids',
  functionalUse: { main: '🦴 Bones, ❤️ Heart, 🛡️ Immunity' },
  overview:
    'Vitamin D3 together with omega-3 EPA from whole-cell microalgae grown in closed photobioreactors: one vegan, fish-free ingredient for two nutrients usually taken from the sea, traceable from culture to powder and made without solvents.',
  studies: 'Fatty-acid profile by GC-FID on every batch; oxidative stability study of the lipid fraction.',
  benefits:
    'Contributes to the maintenance of normal bones and the normal function of the immune system; EPA contributes to the normal function of the heart.',
});
const MUSHROOM_D2 = detail('SBPNVZ-D2', 'Mushroom D2', 'Ergocalciferol 2%', {
  ingredients: 'UV-exposed oyster mushroom',
  coNutrients: 'Beta-glucans, ergosterol',
  functionalUse: { main: '🦴 Bones, 🛡️ Immunity' },
  overview:
    'Vitamin D2 formed naturally in organic oyster mushrooms by a brief exposure to UV-B light, just as in sunlight; nothing synthetic is added.',
  studies: 'UV-B dose study of ergocalciferol formation; beta-glucan content by enzymatic assay.',
  benefits:
    'Contributes to the maintenance of normal bones and teeth and to the normal function of the immune system, together with mushroom beta-glucans.',
});
const MULTIVITAMIN = detail('SBOVZ-MVM', 'Multivitamin', 'Total Vitamins 5%', {
  ingredients: 'Moringa leaf, Amla fruit, Guava leaf, Curry leaf, Sesbania leaf',
  coNutrients: 'Natural minerals, polyphenols',
  functionalUse: { main: '⚡ Energy, 🛡️ Immunity, 🌿 Daily nutrition' },
  overview:
    'A whole-food multivitamin from five organic tropical plants (Moringa, Amla, Guava, Curry leaf and Sesbania), each grown for the vitamers it carries best and blended to a consistent daily profile, with no isolated synthetic vitamins and more than 100 phytoconstituents.',
  studies:
    'Multi-vitamer panel by HPLC and LC-MS/MS on every batch; real-time stability study of each vitamer.',
  benefits:
    'Contributes to normal energy-yielding metabolism, the normal function of the immune system and the reduction of tiredness and fatigue, with vitamins in the forms and proportions found in whole plants rather than as single synthetic isomers.',
});
const E_TOCOCHROMANOLS = detail('SBOVZ-E-TCCM', 'E Tocochromanols', 'Tocochromanols 15%', {
  ingredients: 'Annatto seed',
  coNutrients: 'Tocotrienols, geranylgeraniol',
  functionalUse: { main: '🛡️ Antioxidant, ❤️ Heart, ✨ Skin' },
  overview:
    'The full vitamin E family from annatto seed: tocotrienols and tocopherols together, as the plant makes them.',
  studies:
    'Tocochromanol profile by HPLC with fluorescence detection; oxidative stability study in oil and powder formats.',
  benefits:
    'Contributes to the protection of cells from oxidative stress, with tocotrienols and geranylgeraniol kept in their natural proportions.',
});
const E_TOCOPHEROLS = detail('SBOVZ-E-TCPH', 'E Tocopherols', 'Tocopherol 10%', {
  ingredients: 'Sunflower seed, Moringa seed',
  coNutrients: 'Phytosterols',
  functionalUse: { main: '🛡️ Antioxidant, ✨ Skin' },
  overview:
    'Natural mixed tocopherols from sunflower and Moringa seed, standardised to 10% on their own whole-food matrix: organic, non-GMO and free of the soy that most tocopherols come from, a clean-label antioxidant for supplements and foods.',
  studies: 'Alpha, beta, gamma and delta tocopherol profile by HPLC.',
  benefits:
    'Contributes to the protection of cells from oxidative stress and helps keep oil-rich formulations fresh.',
});
const BETA_CAROTENE = detail('SBOVZ-A', 'Beta Carotene', 'Beta-Carotene 5%', {
  ingredients: 'Carrot root',
  coNutrients: 'Alpha-carotene',
  functionalUse: { main: '👁️ Vision, 🛡️ Immunity, ✨ Skin' },
  overview:
    'Provitamin A beta-carotene from organic carrot root, concentrated at low temperature together with its natural alpha-carotene.',
  studies: 'Carotenoid profile by HPLC; light and heat stability study.',
  benefits:
    'Beta-carotene is a source of vitamin A, which contributes to the maintenance of normal vision, normal skin and the normal function of the immune system.',
});
const A_CAROTENOIDS = detail('SBOVZ-A-MCAR', 'A Carotenoids', 'Mixed Carotenoids 8%', {
  ingredients: 'Marigold flower, Carrot root',
  coNutrients: 'Lutein, zeaxanthin',
  functionalUse: { main: '👁️ Vision, ✨ Skin' },
  overview:
    'Mixed carotenoids from marigold flower and carrot root: provitamin A carotenes together with lutein and zeaxanthin, the pigments of the eye, in one organic, vegan ingredient grown under our internal control system and concentrated with green chemistry.',
  studies: 'Carotenoid profile (alpha- and beta-carotene, lutein, zeaxanthin) by HPLC.',
  benefits: 'Provitamin A carotenoids contribute to the maintenance of normal vision and normal skin.',
});
const FOLATE = detail('SBOVZ-B9TFF', 'Food-Folate', 'Folate 2%', {
  ingredients: 'Moringa leaf, Amaranth leaf',
  coNutrients: 'Vitamin C, iron',
  functionalUse: {
    main: '🩸 Blood formation, 🤰 Maternal tissue growth',
    note: 'Natural folates, not folic acid',
  },
  overview:
    'Natural food folate from organic Moringa and Amaranth leaf, in the reduced, methylated forms found in leafy greens rather than synthetic folic acid.',
  studies: 'Folate vitamers by LC-MS/MS; real-time stability study.',
  benefits:
    'Contributes to normal blood formation, to maternal tissue growth during pregnancy and to the reduction of tiredness and fatigue, as the naturally occurring folates of leafy greens instead of synthetic folic acid.',
});
const BIOTIN = detail('SBOVZ-B7', 'Food-Biotin', 'Biotin 2%', {
  ingredients: 'Sesbania leaf, Guava leaf',
  coNutrients: 'B vitamins',
  functionalUse: { main: '💇 Hair, ✨ Skin, ⚡ Energy' },
  overview:
    'Food biotin from organic Sesbania and Guava leaf, standardised to 2% and delivered with the other B vitamins of the leaf.',
  studies: 'Biotin content by microbiological assay, confirmed by LC-MS/MS.',
  benefits:
    'Contributes to the maintenance of normal hair and skin and to normal energy-yielding metabolism.',
});
const B_COMPLEX = detail('SBOVZ-SBC', 'Natural B-Complex', 'B-Complex Vitamins 2%', {
  ingredients: 'Fermented mung bean, Sesbania leaf, Guava leaf',
  coNutrients: 'Natural folate, biotin',
  functionalUse: { main: '⚡ Energy, 🧠 Nervous system' },
  overview:
    'A natural B-complex from fermented mung bean, Sesbania and Guava leaf: eight B vitamins in their food-bound forms, built by fermentation and whole plants rather than assembled from isolates, for vegan and clean-label formulations of every kind.',
  studies: 'B-vitamer panel by LC-MS/MS; in-vitro bioaccessibility compared with a synthetic B-complex.',
  benefits: 'Contributes to normal energy-yielding metabolism and the normal function of the nervous system.',
});
const ZINC = detail('SBOVZ-Zinc', 'Natural Zinc', 'Natural Iron 5%', {
  ingredients: 'Guava leaf, Curry leaf',
  coNutrients: 'Polyphenols',
  functionalUse: { main: '🛡️ Immunity, ✨ Skin, 🧬 Cell division' },
  overview: 'Plant-bound zinc from organic Guava and Curry leaf, carried with the polyphenols of the leaf.',
  studies: 'Mineral content by ICP-MS on every batch.',
  benefits:
    'Contributes to the normal function of the immune system, the maintenance of normal skin and the process of cell division.',
});
const SELENIUM = detail('SBOVZ-SMC', 'Food Selenium', 'Selenium 0.5%', {
  ingredients: 'Garlic bulb, Moringa leaf',
  coNutrients: 'Sulphur compounds',
  functionalUse: { main: '🛡️ Antioxidant, 🦋 Thyroid, 🛡️ Immunity' },
  overview:
    'Food selenium from organic garlic bulb and Moringa leaf, with the mineral bound in its natural organic forms beside the sulphur compounds of garlic: an organic, vegan alternative to selenium salts and selenium yeast for clean-label formulas.',
  studies: 'Total selenium by ICP-MS; selenium species by HPLC-ICP-MS.',
  benefits:
    'Contributes to the protection of cells from oxidative stress, normal thyroid function and the normal function of the immune system.',
});
const IRON_C = detail('SBOVZ-Fe', 'Natural Iron C', 'Natural Iron 5%', {
  ingredients: 'Curry leaf, Moringa leaf, Amla fruit',
  coNutrients: 'Natural vitamin C',
  functionalUse: { main: '🩸 Blood formation, ⚡ Energy' },
  overview:
    'Natural iron from organic Curry and Moringa leaf with the vitamin C of Amla fruit, in one gentle whole-food powder.',
  studies: 'Iron by ICP-MS; in-vitro bioaccessibility study with and without Amla vitamin C.',
  benefits:
    'Contributes to the normal formation of red blood cells and haemoglobin and to the reduction of tiredness and fatigue; the natural vitamin C of Amla increases iron absorption, in a whole-food matrix free of mineral salts.',
});
const K1 = detail('SBOVZ-K1', 'Vitamin-K1 Phylloquinone', 'Phylloquinone 0.1%', {
  ingredients: 'Moringa leaf, Amaranth leaf',
  coNutrients: 'Chlorophyll, lutein',
  functionalUse: { main: '🩸 Blood clotting, 🦴 Bones' },
  overview:
    'Vitamin K1 (phylloquinone) from organic Moringa and Amaranth leaf, with the chlorophyll and lutein of the leaf.',
  studies: 'Phylloquinone by HPLC with fluorescence detection; light stability study.',
  benefits: 'Contributes to normal blood clotting and the maintenance of normal bones.',
});
const K2_7 = detail('SBOVZ-GK2-7', 'Vitamin K2-7 Menaquinone', 'Menaquinone-7 0.2%', {
  ingredients: 'Fermented chickpea',
  coNutrients: 'Peptides',
  functionalUse: { main: '🦴 Bones, ❤️ Heart' },
  overview:
    'Vitamin K2 as menaquinone-7 made by natto-style fermentation of organic chickpea, all-trans and soy-free, with the peptides of the fermented legume: a whole-food K2 for bone formulas, vegan and non-GMO, made with green chemistry from culture to powder.',
  studies: 'All-trans MK-7 by HPLC; 24-month stability study in mineral blends.',
  benefits:
    'Contributes to the maintenance of normal bones, alongside calcium and vitamin D in whole-food formulas.',
});
// Conditions line
const NEUROIX = detail('SBOVZ-NEU-12', 'Neuroix-12', 'B12 0.1%, Bacosides 10%', {
  ingredients: 'Bacopa herb, Gotu kola leaf, Fermented mung bean',
  coNutrients: 'Natural B vitamins',
  functionalUse: { main: '🧠 Memory, 😌 Calm focus' },
  overview:
    'Bacopa and Gotu kola with food-bound B12 from fermented mung bean: an Ayurvedic herb pairing and a whole-food vitamin in one ingredient for cognitive formulas.',
  studies: 'Bacoside profile by HPLC; stability study of bacosides and B12 together.',
  benefits:
    'Vitamin B12 contributes to normal psychological function and the normal function of the nervous system; Bacopa has a long traditional use in Ayurveda for memory and calm focus, supporting cognitive formulations built on food-bound B vitamins.',
});
const EAZTRIUM = detail('SBOVZ-PMS', 'Eaztrium', 'Saponins 20%', {
  ingredients: 'Shatavari root, Ginger rhizome',
  coNutrients: 'Natural iron, folate',
  functionalUse: { main: '🌸 Menstrual comfort, ⚖️ Hormonal balance' },
  overview:
    'Shatavari root and ginger rhizome with natural iron and folate, supporting comfort through the monthly cycle; organic, vegan and standardised to 20% saponins.',
  studies: 'Shatavarin saponin profile by HPLC-ELSD.',
  benefits:
    'Supports menstrual comfort and hormonal balance, following the traditional use of Shatavari; iron contributes to normal red blood cell formation.',
});
const CARTILAZEN = detail('SBOVZ-CQ', 'Cartilazen', 'Ketosterones 5%', {
  ingredients: 'Cissus quadrangularis stem',
  coNutrients: 'Natural calcium, vitamin C',
  functionalUse: { main: '🦴 Joints, 🦵 Connective tissue' },
  overview:
    'Cissus quadrangularis stem standardised to 5% ketosterones, with the natural calcium and vitamin C of the plant. Wild-crafted to a sustainable quota from a certified organic wild area, processed with water only and traceable to the collection site.',
  studies: 'Ketosterone profile by HPLC; heavy-metal screening of every wild-crafted lot.',
  benefits:
    'Supports joint and connective-tissue comfort; vitamin C contributes to normal collagen formation for the normal function of cartilage.',
});
const DIAET = detail('SBOVZ-DHS', 'Diaet', 'Gymnemic Acids 25%', {
  ingredients: 'Gymnema leaf, Fenugreek seed',
  coNutrients: 'Soluble fibre',
  functionalUse: { main: '🍬 Glucose metabolism, 🍽️ Healthy appetite' },
  overview:
    'Gymnema leaf standardised to 25% gymnemic acids with fenugreek seed fibre, supporting healthy glucose metabolism and appetite.',
  studies: 'Gymnemic acid profile by HPLC.',
  benefits:
    'Supports normal glucose metabolism and a healthy appetite as part of a balanced diet, following the traditional Ayurvedic use of Gymnema leaf; the soluble fibre of fenugreek seed adds satiety and slows the pace of a meal.',
});
const AYUCOXIB = detail('SBOVZ-ACX', 'Ayucoxib-10', 'Curcuminoids 10%', {
  ingredients: 'Turmeric rhizome, Ginger rhizome',
  coNutrients: 'Gingerols, turmerones',
  functionalUse: { main: '🦵 Joint comfort, 🏃 Mobility' },
  overview:
    'Turmeric and ginger standardised to 10% curcuminoids, with the turmerones and gingerols that stay with the whole rhizome.',
  studies:
    'Curcuminoid profile by HPLC; in-vitro bioaccessibility of whole-rhizome curcuminoids compared with isolated curcumin.',
  benefits: 'Supports joint comfort and mobility, following the traditional use of turmeric and ginger.',
});
const OSTEONIPLEX = detail('SBOVZ-OSX', 'Osteoniplex', 'Natural Calcium 20%', {
  ingredients: 'Cissus quadrangularis stem, Moringa leaf, Fermented chickpea',
  coNutrients: 'Vitamin K2-7, magnesium',
  functionalUse: { main: '🦴 Bones, 🦷 Teeth' },
  overview:
    'A whole-food bone complex: plant calcium from Cissus quadrangularis and Moringa leaf, with vitamin K2-7 from fermented chickpea and the magnesium of the leaf, so calcium comes with the nutrients that put it to work. Organic, vegan and free of mined calcium carbonate.',
  studies: 'Calcium and magnesium by ICP-MS; MK-7 by HPLC.',
  benefits:
    'Calcium, magnesium and vitamin K contribute to the maintenance of normal bones; calcium and magnesium also contribute to the maintenance of normal teeth.',
});
// Regenerative Health line
const OXYOPTIMA = detail('SBOVZ-OXO', 'Oxyoptima', 'Polyphenols 20%', {
  ingredients: 'Amla fruit, Pomegranate peel, Holy basil leaf',
  coNutrients: 'Natural vitamin C',
  functionalUse: { main: '🛡️ Antioxidant, 🧬 Cellular health' },
  overview:
    'A polyphenol complex from Amla fruit, pomegranate peel and holy basil leaf, with the natural vitamin C of Amla.',
  studies: 'Total polyphenols by Folin–Ciocalteu; antioxidant capacity by ORAC.',
  benefits:
    'Vitamin C contributes to the protection of cells from oxidative stress and to the normal function of the immune system, here in a broad polyphenol matrix of three tropical plants, the pomegranate peel upcycled from fruit processing.',
});
const ORGASHWIN = detail('SBOVZ-OAS', 'Orgashwin-Longevity', 'Withanolides 5%', {
  ingredients: 'Organic ashwagandha root',
  coNutrients: 'Natural iron, alkaloids',
  functionalUse: { main: '😌 Stress resilience, 😴 Restful sleep, 💪 Vitality' },
  overview:
    'Organic ashwagandha root standardised to 5% withanolides, grown on certified organic farms under our internal control system and traceable to the field: the adaptogen of Ayurveda for longevity, stress-resilience and restful-sleep formulas.',
  studies: 'Withanolide profile by HPLC; root-only identity by HPTLC (no leaf).',
  benefits:
    'Supports stress resilience, restful sleep and everyday vitality, following the traditional use of ashwagandha in Ayurveda.',
});
const METABOLEIN = detail('SBOVZ-Metabolein', 'Metabolein-GLP-1', 'Polyphenols 15%', {
  ingredients: 'Mulberry leaf, Guava leaf',
  coNutrients: 'Chlorogenic acids, fibre',
  functionalUse: { main: '🍬 Glucose metabolism, 🍽️ Satiety, 🔥 Metabolism' },
  overview:
    'Mulberry and guava leaf polyphenols for metabolic formulas: chlorogenic acids and fibre supporting healthy glucose metabolism and satiety.',
  studies:
    'Polyphenol and 1-deoxynojirimycin profile by HPLC; in-vitro GLP-1 secretion study in enteroendocrine cells.',
  benefits:
    'Supports normal glucose metabolism, satiety and an active metabolism as part of a balanced diet; mulberry and guava leaf have a long traditional use at the table across tropical Asia.',
});
const IONIQ = detail('SBOVZ-IQCR', 'IoniQ-Cell Revital', 'Ionic Minerals 10%', {
  ingredients: 'Coconut water, Moringa leaf',
  coNutrients: 'Potassium, magnesium',
  functionalUse: { main: '💧 Hydration, 💪 Muscle function, 🧬 Cellular health' },
  overview:
    'Tender coconut water and Moringa leaf dried at low temperature: naturally ionic potassium, magnesium and trace minerals for hydration and cellular revitalisation formulas, organic and vegan, with nothing added to the minerals the plants carry.',
  studies: 'Electrolyte panel by ICP-OES; osmolality of the reconstituted powder.',
  benefits:
    'Potassium contributes to normal muscle function; magnesium contributes to electrolyte balance and the reduction of tiredness and fatigue.',
});

const DEFICIENCIES: CatalogueLine = {
  name: 'Deficiencies line',
  subcategories: [
    withData(B12),
    { name: 'D- Phytosterols', products: [LICHEN_D3, ALGAL_D3, MUSHROOM_D2].map(product) },
    withData(MULTIVITAMIN),
    { name: 'E-Tocochromanols', products: [E_TOCOCHROMANOLS, E_TOCOPHEROLS].map(product) },
    { name: 'Provit-A Carotenoids', products: [BETA_CAROTENE, A_CAROTENOIDS].map(product) },
    withData(FOLATE),
    withData(BIOTIN),
    withData(B_COMPLEX),
    withData(ZINC),
    withData(SELENIUM),
    withData(IRON_C),
    { name: 'Natural K', products: [K1, K2_7].map(product) },
  ],
};

const CONDITIONS: CatalogueLine = {
  name: 'Conditions line',
  subcategories: [
    ...[NEUROIX, EAZTRIUM, CARTILAZEN, DIAET, AYUCOXIB, OSTEONIPLEX].map(withData),
    comingSoon('Dermvit'),
    comingSoon('Onconein'),
  ],
};

const REGENERATIVE: CatalogueLine = {
  name: 'Regenerative Health line',
  subcategories: [
    withData(OXYOPTIMA),
    comingSoon('Regeneivit-DNA Repair'),
    withData(ORGASHWIN),
    withData(METABOLEIN),
    withData(IONIQ),
  ],
};

const LIFE_CYCLE: CatalogueLine = {
  name: 'Life cycle line',
  subcategories: ['Kids', 'Men', 'Women', 'Pregnant Women', 'Menopause', 'Lactating'].map(comingSoon),
};

export const CATALOGUE: readonly CatalogueLine[] = [DEFICIENCIES, CONDITIONS, REGENERATIVE, LIFE_CYCLE];

/** Every product with data, in catalogue order. */
export function catalogueProducts(lines: readonly CatalogueLine[] = CATALOGUE): CatalogueProductRef[] {
  return lines.flatMap((line) =>
    line.subcategories.flatMap((sub) => {
      const own: CatalogueProductRef[] = sub.data
        ? [{ line: line.name, subcategory: sub.name, data: sub.data }]
        : [];
      const entries = (sub.products ?? []).map((p) => ({
        line: line.name,
        subcategory: sub.name,
        product: p.name,
        data: p.data,
      }));
      return [...own, ...entries];
    }),
  );
}

export function catalogueProductCodes(): string[] {
  return catalogueProducts().map((p) => p.data.productCode);
}

export function findCatalogueProduct(productCode: string): CatalogueProductRef | undefined {
  return catalogueProducts().find((p) => p.data.productCode === productCode);
}
