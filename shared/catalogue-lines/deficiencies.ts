// The Deficiencies line of the static catalogue (public-area.md §3.1, §3.6): content only. shared/catalogue.ts
// builds the tree from it; the types are in shared/catalogue-schema.ts.
import type { CatalogueLineContent } from '../catalogue-schema.ts';

export const DEFICIENCIES_LINE: CatalogueLineContent = {
  name: 'Deficiencies line',
  subcategories: [
    {
      product: {
        productCode: 'SBOVZ-B12-TCBL',
        productName: 'B12-Corrinoids',
        assay: 'B12 0.1%',
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
      },
    },
    {
      name: 'D- Phytosterols',
      products: [
        {
          productCode: 'SBOVZ-D3',
          productName: 'Lichen D3',
          assay: 'Cholecalciferol 0.1%',
          ingredients: 'Wild lichen (Parmotrema perlatum)',
          coNutrients: 'Lichen sterols',
          functionalUse: { main: '🦴 Bones, 🛡️ Immunity, 💪 Muscle function' },
          overview:
            'Vegan vitamin D3 from wild-crafted stone flower lichen, extracted with supercritical CO2 and carried on organic Moringa leaf.',
          studies:
            'Cholecalciferol identity by HPLC against a reference standard; 24-month real-time stability study.',
          benefits:
            'Contributes to the maintenance of normal bones and muscle function and to the normal function of the immune system, from a plant-kingdom source of the same D3 vitamer that animal sources provide.',
        },
        {
          productCode: 'SBPNVZ-D3',
          productName: 'Algal Omega D3',
          assay: 'Cholecalciferol 0.1%',
          ingredients: 'Microalgae (Nannochloropsis oculata)',
          coNutrients: 'Omega-3 EPA, carotenoids',
          functionalUse: { main: '🦴 Bones, ❤️ Heart, 🛡️ Immunity' },
          overview:
            'Vitamin D3 together with omega-3 EPA from whole-cell microalgae grown in closed photobioreactors: one vegan, fish-free ingredient for two nutrients usually taken from the sea, traceable from culture to powder and made without solvents.',
          studies:
            'Fatty-acid profile by GC-FID on every batch; oxidative stability study of the lipid fraction.',
          benefits:
            'Contributes to the maintenance of normal bones and the normal function of the immune system; EPA contributes to the normal function of the heart.',
        },
        {
          productCode: 'SBPNVZ-D2',
          productName: 'Mushroom D2',
          assay: 'Ergocalciferol 2%',
          ingredients: 'UV-exposed oyster mushroom',
          coNutrients: 'Beta-glucans, ergosterol',
          functionalUse: { main: '🦴 Bones, 🛡️ Immunity' },
          overview:
            'Vitamin D2 formed naturally in organic oyster mushrooms by a brief exposure to UV-B light, just as in sunlight; nothing synthetic is added.',
          studies: 'UV-B dose study of ergocalciferol formation; beta-glucan content by enzymatic assay.',
          benefits:
            'Contributes to the maintenance of normal bones and teeth and to the normal function of the immune system, together with mushroom beta-glucans.',
        },
      ],
    },
    {
      product: {
        productCode: 'SBOVZ-MVM',
        productName: 'Multivitamin',
        assay: 'Total Vitamins 5%',
        ingredients: 'Moringa leaf, Amla fruit, Guava leaf, Curry leaf, Sesbania leaf',
        coNutrients: 'Natural minerals, polyphenols',
        functionalUse: { main: '⚡ Energy, 🛡️ Immunity, 🌿 Daily nutrition' },
        overview:
          'A whole-food multivitamin from five organic tropical plants (Moringa, Amla, Guava, Curry leaf and Sesbania), each grown for the vitamers it carries best and blended to a consistent daily profile, with no isolated synthetic vitamins and more than 100 phytoconstituents.',
        studies:
          'Multi-vitamer panel by HPLC and LC-MS/MS on every batch; real-time stability study of each vitamer.',
        benefits:
          'Contributes to normal energy-yielding metabolism, the normal function of the immune system and the reduction of tiredness and fatigue, with vitamins in the forms and proportions found in whole plants rather than as single synthetic isomers.',
      },
    },
    {
      name: 'E-Tocochromanols',
      products: [
        {
          productCode: 'SBOVZ-E-TCCM',
          productName: 'E Tocochromanols',
          assay: 'Tocochromanols 15%',
          ingredients: 'Annatto seed',
          coNutrients: 'Tocotrienols, geranylgeraniol',
          functionalUse: { main: '🛡️ Antioxidant, ❤️ Heart, ✨ Skin' },
          overview:
            'The full vitamin E family from annatto seed: tocotrienols and tocopherols together, as the plant makes them.',
          studies:
            'Tocochromanol profile by HPLC with fluorescence detection; oxidative stability study in oil and powder formats.',
          benefits:
            'Contributes to the protection of cells from oxidative stress, with tocotrienols and geranylgeraniol kept in their natural proportions.',
        },
        {
          productCode: 'SBOVZ-E-TCPH',
          productName: 'E Tocopherols',
          assay: 'Tocopherol 10%',
          ingredients: 'Sunflower seed, Moringa seed',
          coNutrients: 'Phytosterols',
          functionalUse: { main: '🛡️ Antioxidant, ✨ Skin' },
          overview:
            'Natural mixed tocopherols from sunflower and Moringa seed, standardised to 10% on their own whole-food matrix: organic, non-GMO and free of the soy that most tocopherols come from, a clean-label antioxidant for supplements and foods.',
          studies: 'Alpha, beta, gamma and delta tocopherol profile by HPLC.',
          benefits:
            'Contributes to the protection of cells from oxidative stress and helps keep oil-rich formulations fresh.',
        },
      ],
    },
    {
      name: 'Provit-A Carotenoids',
      products: [
        {
          productCode: 'SBOVZ-A',
          productName: 'Beta Carotene',
          assay: 'Beta-Carotene 5%',
          ingredients: 'Carrot root',
          coNutrients: 'Alpha-carotene',
          functionalUse: { main: '👁️ Vision, 🛡️ Immunity, ✨ Skin' },
          overview:
            'Provitamin A beta-carotene from organic carrot root, concentrated at low temperature together with its natural alpha-carotene.',
          studies: 'Carotenoid profile by HPLC; light and heat stability study.',
          benefits:
            'Beta-carotene is a source of vitamin A, which contributes to the maintenance of normal vision, normal skin and the normal function of the immune system.',
        },
        {
          productCode: 'SBOVZ-A-MCAR',
          productName: 'A Carotenoids',
          assay: 'Mixed Carotenoids 8%',
          ingredients: 'Marigold flower, Carrot root',
          coNutrients: 'Lutein, zeaxanthin',
          functionalUse: { main: '👁️ Vision, ✨ Skin' },
          overview:
            'Mixed carotenoids from marigold flower and carrot root: provitamin A carotenes together with lutein and zeaxanthin, the pigments of the eye, in one organic, vegan ingredient grown under our internal control system and concentrated with green chemistry.',
          studies: 'Carotenoid profile (alpha- and beta-carotene, lutein, zeaxanthin) by HPLC.',
          benefits:
            'Provitamin A carotenoids contribute to the maintenance of normal vision and normal skin.',
        },
      ],
    },
    {
      product: {
        productCode: 'SBOVZ-B9TFF',
        productName: 'Food-Folate',
        assay: 'Folate 2%',
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
      },
    },
    {
      product: {
        productCode: 'SBOVZ-B7',
        productName: 'Food-Biotin',
        assay: 'Biotin 2%',
        ingredients: 'Sesbania leaf, Guava leaf',
        coNutrients: 'B vitamins',
        functionalUse: { main: '💇 Hair, ✨ Skin, ⚡ Energy' },
        overview:
          'Food biotin from organic Sesbania and Guava leaf, standardised to 2% and delivered with the other B vitamins of the leaf.',
        studies: 'Biotin content by microbiological assay, confirmed by LC-MS/MS.',
        benefits:
          'Contributes to the maintenance of normal hair and skin and to normal energy-yielding metabolism.',
      },
    },
    {
      product: {
        productCode: 'SBOVZ-SBC',
        productName: 'Natural B-Complex',
        assay: 'B-Complex Vitamins 2%',
        ingredients: 'Fermented mung bean, Sesbania leaf, Guava leaf',
        coNutrients: 'Natural folate, biotin',
        functionalUse: { main: '⚡ Energy, 🧠 Nervous system' },
        overview:
          'A natural B-complex from fermented mung bean, Sesbania and Guava leaf: eight B vitamins in their food-bound forms, built by fermentation and whole plants rather than assembled from isolates, for vegan and clean-label formulations of every kind.',
        studies:
          'B-vitamer panel by LC-MS/MS; in-vitro bioaccessibility compared with a synthetic B-complex.',
        benefits:
          'Contributes to normal energy-yielding metabolism and the normal function of the nervous system.',
      },
    },
    {
      product: {
        productCode: 'SBOVZ-Zinc',
        productName: 'Natural Zinc',
        assay: 'Natural Iron 5%',
        ingredients: 'Guava leaf, Curry leaf',
        coNutrients: 'Polyphenols',
        functionalUse: { main: '🛡️ Immunity, ✨ Skin, 🧬 Cell division' },
        overview:
          'Plant-bound zinc from organic Guava and Curry leaf, carried with the polyphenols of the leaf.',
        studies: 'Mineral content by ICP-MS on every batch.',
        benefits:
          'Contributes to the normal function of the immune system, the maintenance of normal skin and the process of cell division.',
      },
    },
    {
      product: {
        productCode: 'SBOVZ-SMC',
        productName: 'Food Selenium',
        assay: 'Selenium 0.5%',
        ingredients: 'Garlic bulb, Moringa leaf',
        coNutrients: 'Sulphur compounds',
        functionalUse: { main: '🛡️ Antioxidant, 🦋 Thyroid, 🛡️ Immunity' },
        overview:
          'Food selenium from organic garlic bulb and Moringa leaf, with the mineral bound in its natural organic forms beside the sulphur compounds of garlic: an organic, vegan alternative to selenium salts and selenium yeast for clean-label formulas.',
        studies: 'Total selenium by ICP-MS; selenium species by HPLC-ICP-MS.',
        benefits:
          'Contributes to the protection of cells from oxidative stress, normal thyroid function and the normal function of the immune system.',
      },
    },
    {
      product: {
        productCode: 'SBOVZ-Fe',
        productName: 'Natural Iron C',
        assay: 'Natural Iron 5%',
        ingredients: 'Curry leaf, Moringa leaf, Amla fruit',
        coNutrients: 'Natural vitamin C',
        functionalUse: { main: '🩸 Blood formation, ⚡ Energy' },
        overview:
          'Natural iron from organic Curry and Moringa leaf with the vitamin C of Amla fruit, in one gentle whole-food powder.',
        studies: 'Iron by ICP-MS; in-vitro bioaccessibility study with and without Amla vitamin C.',
        benefits:
          'Contributes to the normal formation of red blood cells and haemoglobin and to the reduction of tiredness and fatigue; the natural vitamin C of Amla increases iron absorption, in a whole-food matrix free of mineral salts.',
      },
    },
    {
      name: 'Natural K',
      products: [
        {
          productCode: 'SBOVZ-K1',
          productName: 'Vitamin-K1 Phylloquinone',
          assay: 'Phylloquinone 0.1%',
          ingredients: 'Moringa leaf, Amaranth leaf',
          coNutrients: 'Chlorophyll, lutein',
          functionalUse: { main: '🩸 Blood clotting, 🦴 Bones' },
          overview:
            'Vitamin K1 (phylloquinone) from organic Moringa and Amaranth leaf, with the chlorophyll and lutein of the leaf.',
          studies: 'Phylloquinone by HPLC with fluorescence detection; light stability study.',
          benefits: 'Contributes to normal blood clotting and the maintenance of normal bones.',
        },
        {
          productCode: 'SBOVZ-GK2-7',
          productName: 'Vitamin K2-7 Menaquinone',
          assay: 'Menaquinone-7 0.2%',
          ingredients: 'Fermented chickpea',
          coNutrients: 'Peptides',
          functionalUse: { main: '🦴 Bones, ❤️ Heart' },
          overview:
            'Vitamin K2 as menaquinone-7 made by natto-style fermentation of organic chickpea, all-trans and soy-free, with the peptides of the fermented legume: a whole-food K2 for bone formulas, vegan and non-GMO, made with green chemistry from culture to powder.',
          studies: 'All-trans MK-7 by HPLC; 24-month stability study in mineral blends.',
          benefits:
            'Contributes to the maintenance of normal bones, alongside calcium and vitamin D in whole-food formulas.',
        },
      ],
    },
  ],
};
