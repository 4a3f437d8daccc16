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
  functionalUse: { main: '⚡ Energy, 🩸 Blood formation, 🧠 Nervous system' },
});
const LICHEN_D3 = detail('SBOVZ-D3', 'Lichen D3', 'Cholecalciferol 0.1%', {
  ingredients: 'Wild lichen (Parmotrema perlatum)',
  coNutrients: 'Lichen sterols',
  functionalUse: { main: '🦴 Bones, 🛡️ Immunity, 💪 Muscle function' },
});
const ALGAL_D3 = detail('SBPNVZ-D3', 'Algal Omega D3', 'Cholecalciferol 0.1%', {
  ingredients: 'Microalgae (Nannochloropsis oculata)',
  coNutrients: 'Omega-3 EPA, carotenoids',
  functionalUse: { main: '🦴 Bones, ❤️ Heart, 🛡️ Immunity' },
});
const MUSHROOM_D2 = detail('SBPNVZ-D2', 'Mushroom D2', 'Ergocalciferol 2%', {
  ingredients: 'UV-exposed oyster mushroom',
  coNutrients: 'Beta-glucans, ergosterol',
  functionalUse: { main: '🦴 Bones, 🛡️ Immunity' },
});
const MULTIVITAMIN = detail('SBOVZ-MVM', 'Multivitamin', 'Total Vitamins 5%', {
  ingredients: 'Moringa leaf, Amla fruit, Guava leaf, Curry leaf, Sesbania leaf',
  coNutrients: 'Natural minerals, polyphenols',
  functionalUse: { main: '⚡ Energy, 🛡️ Immunity, 🌿 Daily nutrition' },
});
const E_TOCOCHROMANOLS = detail('SBOVZ-E-TCCM', 'E Tocochromanols', 'Tocochromanols 15%', {
  ingredients: 'Annatto seed',
  coNutrients: 'Tocotrienols, geranylgeraniol',
  functionalUse: { main: '🛡️ Antioxidant, ❤️ Heart, ✨ Skin' },
});
const E_TOCOPHEROLS = detail('SBOVZ-E-TCPH', 'E Tocopherols', 'Tocopherol 10%', {
  ingredients: 'Sunflower seed, Moringa seed',
  coNutrients: 'Phytosterols',
  functionalUse: { main: '🛡️ Antioxidant, ✨ Skin' },
});
const BETA_CAROTENE = detail('SBOVZ-A', 'Beta Carotene', 'Beta-Carotene 5%', {
  ingredients: 'Carrot root',
  coNutrients: 'Alpha-carotene',
  functionalUse: { main: '👁️ Vision, 🛡️ Immunity, ✨ Skin' },
});
const A_CAROTENOIDS = detail('SBOVZ-A-MCAR', 'A Carotenoids', 'Mixed Carotenoids 8%', {
  ingredients: 'Marigold flower, Carrot root',
  coNutrients: 'Lutein, zeaxanthin',
  functionalUse: { main: '👁️ Vision, ✨ Skin' },
});
const FOLATE = detail('SBOVZ-B9TFF', 'Food-Folate', 'Folate 2%', {
  ingredients: 'Moringa leaf, Amaranth leaf',
  coNutrients: 'Vitamin C, iron',
  functionalUse: { main: '🩸 Blood formation, 🤰 Maternal tissue growth' },
});
const BIOTIN = detail('SBOVZ-B7', 'Food-Biotin', 'Biotin 2%', {
  ingredients: 'Sesbania leaf, Guava leaf',
  coNutrients: 'B vitamins',
  functionalUse: { main: '💇 Hair, ✨ Skin, ⚡ Energy' },
});
const B_COMPLEX = detail('SBOVZ-SBC', 'Natural B-Complex', 'B-Complex Vitamins 2%', {
  ingredients: 'Fermented mung bean, Sesbania leaf, Guava leaf',
  coNutrients: 'Natural folate, biotin',
  functionalUse: { main: '⚡ Energy, 🧠 Nervous system' },
});
const ZINC = detail('SBOVZ-Zinc', 'Natural Zinc', 'Natural Iron 5%', {
  ingredients: 'Guava leaf, Curry leaf',
  coNutrients: 'Polyphenols',
  functionalUse: { main: '🛡️ Immunity, ✨ Skin, 🧬 Cell division' },
});
const SELENIUM = detail('SBOVZ-SMC', 'Food Selenium', 'Selenium 0.5%', {
  ingredients: 'Garlic bulb, Moringa leaf',
  coNutrients: 'Sulphur compounds',
  functionalUse: { main: '🛡️ Antioxidant, 🦋 Thyroid, 🛡️ Immunity' },
});
const IRON_C = detail('SBOVZ-Fe', 'Natural Iron C', 'Natural Iron 5%', {
  ingredients: 'Curry leaf, Moringa leaf, Amla fruit',
  coNutrients: 'Natural vitamin C',
  functionalUse: { main: '🩸 Blood formation, ⚡ Energy' },
});
const K1 = detail('SBOVZ-K1', 'Vitamin-K1 Phylloquinone', 'Phylloquinone 0.1%', {
  ingredients: 'Moringa leaf, Amaranth leaf',
  coNutrients: 'Chlorophyll, lutein',
  functionalUse: { main: '🩸 Blood clotting, 🦴 Bones' },
});
const K2_7 = detail('SBOVZ-GK2-7', 'Vitamin K2-7 Menaquinone', 'Menaquinone-7 0.2%', {
  ingredients: 'Fermented chickpea',
  coNutrients: 'Peptides',
  functionalUse: { main: '🦴 Bones, ❤️ Heart' },
});
// Conditions line
const NEUROIX = detail('SBOVZ-NEU-12', 'Neuroix-12', 'B12 0.1%, Bacosides 10%', {
  ingredients: 'Bacopa herb, Gotu kola leaf, Fermented mung bean',
  coNutrients: 'Natural B vitamins',
  functionalUse: { main: '🧠 Memory, 😌 Calm focus' },
});
const EAZTRIUM = detail('SBOVZ-PMS', 'Eaztrium', 'Saponins 20%', {
  ingredients: 'Shatavari root, Ginger rhizome',
  coNutrients: 'Natural iron, folate',
  functionalUse: { main: '🌸 Menstrual comfort, ⚖️ Hormonal balance' },
});
const CARTILAZEN = detail('SBOVZ-CQ', 'Cartilazen', 'Ketosterones 5%', {
  ingredients: 'Cissus quadrangularis stem',
  coNutrients: 'Natural calcium, vitamin C',
  functionalUse: { main: '🦴 Joints, 🦵 Connective tissue' },
});
const DIAET = detail('SBOVZ-DHS', 'Diaet', 'Gymnemic Acids 25%', {
  ingredients: 'Gymnema leaf, Fenugreek seed',
  coNutrients: 'Soluble fibre',
  functionalUse: { main: '🍬 Glucose metabolism, 🍽️ Healthy appetite' },
});
const AYUCOXIB = detail('SBOVZ-ACX', 'Ayucoxib-10', 'Curcuminoids 10%', {
  ingredients: 'Turmeric rhizome, Ginger rhizome',
  coNutrients: 'Gingerols, turmerones',
  functionalUse: { main: '🦵 Joint comfort, 🏃 Mobility' },
});
const OSTEONIPLEX = detail('SBOVZ-OSX', 'Osteoniplex', 'Natural Calcium 20%', {
  ingredients: 'Cissus quadrangularis stem, Moringa leaf, Fermented chickpea',
  coNutrients: 'Vitamin K2-7, magnesium',
  functionalUse: { main: '🦴 Bones, 🦷 Teeth' },
});
// Regenerative Health line
const OXYOPTIMA = detail('SBOVZ-OXO', 'Oxyoptima', 'Polyphenols 20%', {
  ingredients: 'Amla fruit, Pomegranate peel, Holy basil leaf',
  coNutrients: 'Natural vitamin C',
  functionalUse: { main: '🛡️ Antioxidant, 🧬 Cellular health' },
});
const ORGASHWIN = detail('SBOVZ-OAS', 'Orgashwin-Longevity', 'Withanolides 5%', {
  ingredients: 'Organic ashwagandha root',
  coNutrients: 'Natural iron, alkaloids',
  functionalUse: { main: '😌 Stress resilience, 😴 Restful sleep, 💪 Vitality' },
});
const METABOLEIN = detail('SBOVZ-Metabolein', 'Metabolein-GLP-1', 'Polyphenols 15%', {
  ingredients: 'Mulberry leaf, Guava leaf',
  coNutrients: 'Chlorogenic acids, fibre',
  functionalUse: { main: '🍬 Glucose metabolism, 🍽️ Satiety, 🔥 Metabolism' },
});
const IONIQ = detail('SBOVZ-IQCR', 'IoniQ-Cell Revital', 'Ionic Minerals 10%', {
  ingredients: 'Coconut water, Moringa leaf',
  coNutrients: 'Potassium, magnesium',
  functionalUse: { main: '💧 Hydration, 💪 Muscle function, 🧬 Cellular health' },
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
