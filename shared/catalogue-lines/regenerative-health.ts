// The Regenerative Health line of the static catalogue (public-area.md §3.1, §3.6): content only. shared/catalogue.ts
// builds the tree from it; the types are in shared/catalogue-schema.ts.
import type { CatalogueLineContent } from '../catalogue-schema.ts';

export const REGENERATIVE_HEALTH_LINE: CatalogueLineContent = {
  name: 'Regenerative Health line',
  subcategories: [
    {
      product: {
        productCode: 'SBOVZ-OXO',
        productName: 'Oxyoptima',
        assay: 'Polyphenols 20%',
        ingredients: 'Amla fruit, Pomegranate peel, Holy basil leaf',
        coNutrients: 'Natural vitamin C',
        functionalUse: { main: '🛡️ Antioxidant, 🧬 Cellular health' },
        overview:
          'A polyphenol complex from Amla fruit, pomegranate peel and holy basil leaf, with the natural vitamin C of Amla.',
        studies: 'Total polyphenols by Folin–Ciocalteu; antioxidant capacity by ORAC.',
        benefits:
          'Vitamin C contributes to the protection of cells from oxidative stress and to the normal function of the immune system, here in a broad polyphenol matrix of three tropical plants, the pomegranate peel upcycled from fruit processing.',
      },
    },
    { name: 'Regeneivit-DNA Repair' },
    {
      product: {
        productCode: 'SBOVZ-OAS',
        productName: 'Orgashwin-Longevity',
        assay: 'Withanolides 5%',
        ingredients: 'Organic ashwagandha root',
        coNutrients: 'Natural iron, alkaloids',
        functionalUse: { main: '😌 Stress resilience, 😴 Restful sleep, 💪 Vitality' },
        overview:
          'Organic ashwagandha root standardised to 5% withanolides, grown on certified organic farms under our internal control system and traceable to the field: the adaptogen of Ayurveda for longevity, stress-resilience and restful-sleep formulas.',
        studies: 'Withanolide profile by HPLC; root-only identity by HPTLC (no leaf).',
        benefits:
          'Supports stress resilience, restful sleep and everyday vitality, following the traditional use of ashwagandha in Ayurveda.',
      },
    },
    {
      product: {
        productCode: 'SBOVZ-Metabolein',
        productName: 'Metabolein-GLP-1',
        assay: 'Polyphenols 15%',
        ingredients: 'Mulberry leaf, Guava leaf',
        coNutrients: 'Chlorogenic acids, fibre',
        functionalUse: { main: '🍬 Glucose metabolism, 🍽️ Satiety, 🔥 Metabolism' },
        overview:
          'Mulberry and guava leaf polyphenols for metabolic formulas: chlorogenic acids and fibre supporting healthy glucose metabolism and satiety.',
        studies:
          'Polyphenol and 1-deoxynojirimycin profile by HPLC; in-vitro GLP-1 secretion study in enteroendocrine cells.',
        benefits:
          'Supports normal glucose metabolism, satiety and an active metabolism as part of a balanced diet; mulberry and guava leaf have a long traditional use at the table across tropical Asia.',
      },
    },
    {
      product: {
        productCode: 'SBOVZ-IQCR',
        productName: 'IoniQ-Cell Revital',
        assay: 'Ionic Minerals 10%',
        ingredients: 'Coconut water, Moringa leaf',
        coNutrients: 'Potassium, magnesium',
        functionalUse: { main: '💧 Hydration, 💪 Muscle function, 🧬 Cellular health' },
        overview:
          'Tender coconut water and Moringa leaf dried at low temperature: naturally ionic potassium, magnesium and trace minerals for hydration and cellular revitalisation formulas, organic and vegan, with nothing added to the minerals the plants carry.',
        studies: 'Electrolyte panel by ICP-OES; osmolality of the reconstituted powder.',
        benefits:
          'Potassium contributes to normal muscle function; magnesium contributes to electrolyte balance and the reduction of tiredness and fatigue.',
      },
    },
  ],
};
