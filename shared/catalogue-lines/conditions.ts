// The Conditions line of the static catalogue (public-area.md §3.1, §3.6): content only. shared/catalogue.ts
// builds the tree from it; the types are in shared/catalogue-schema.ts.
import type { CatalogueLineContent } from '../catalogue-schema.ts';

export const CONDITIONS_LINE: CatalogueLineContent = {
  name: 'Conditions line',
  subcategories: [
    {
      product: {
        productCode: 'SBOVZ-NEU-12',
        productName: 'Neuroix-12',
        assay: 'B12 0.1%, Bacosides 10%',
        ingredients: 'Bacopa herb, Gotu kola leaf, Fermented mung bean',
        coNutrients: 'Natural B vitamins',
        functionalUse: { main: '🧠 Memory, 😌 Calm focus' },
        overview:
          'Bacopa and Gotu kola with food-bound B12 from fermented mung bean: an Ayurvedic herb pairing and a whole-food vitamin in one ingredient for cognitive formulas.',
        studies: 'Bacoside profile by HPLC; stability study of bacosides and B12 together.',
        benefits:
          'Vitamin B12 contributes to normal psychological function and the normal function of the nervous system; Bacopa has a long traditional use in Ayurveda for memory and calm focus, supporting cognitive formulations built on food-bound B vitamins.',
      },
    },
    {
      product: {
        productCode: 'SBOVZ-PMS',
        productName: 'Eaztrium',
        assay: 'Saponins 20%',
        ingredients: 'Shatavari root, Ginger rhizome',
        coNutrients: 'Natural iron, folate',
        functionalUse: { main: '🌸 Menstrual comfort, ⚖️ Hormonal balance' },
        overview:
          'Shatavari root and ginger rhizome with natural iron and folate, supporting comfort through the monthly cycle; organic, vegan and standardised to 20% saponins.',
        studies: 'Shatavarin saponin profile by HPLC-ELSD.',
        benefits:
          'Supports menstrual comfort and hormonal balance, following the traditional use of Shatavari; iron contributes to normal red blood cell formation.',
      },
    },
    {
      product: {
        productCode: 'SBOVZ-CQ',
        productName: 'Cartilazen',
        assay: 'Ketosterones 5%',
        ingredients: 'Cissus quadrangularis stem',
        coNutrients: 'Natural calcium, vitamin C',
        functionalUse: { main: '🦴 Joints, 🦵 Connective tissue' },
        overview:
          'Cissus quadrangularis stem standardised to 5% ketosterones, with the natural calcium and vitamin C of the plant. Wild-crafted to a sustainable quota from a certified organic wild area, processed with water only and traceable to the collection site.',
        studies: 'Ketosterone profile by HPLC; heavy-metal screening of every wild-crafted lot.',
        benefits:
          'Supports joint and connective-tissue comfort; vitamin C contributes to normal collagen formation for the normal function of cartilage.',
      },
    },
    {
      product: {
        productCode: 'SBOVZ-DHS',
        productName: 'Diaet',
        assay: 'Gymnemic Acids 25%',
        ingredients: 'Gymnema leaf, Fenugreek seed',
        coNutrients: 'Soluble fibre',
        functionalUse: { main: '🍬 Glucose metabolism, 🍽️ Healthy appetite' },
        overview:
          'Gymnema leaf standardised to 25% gymnemic acids with fenugreek seed fibre, supporting healthy glucose metabolism and appetite.',
        studies: 'Gymnemic acid profile by HPLC.',
        benefits:
          'Supports normal glucose metabolism and a healthy appetite as part of a balanced diet, following the traditional Ayurvedic use of Gymnema leaf; the soluble fibre of fenugreek seed adds satiety and slows the pace of a meal.',
      },
    },
    {
      product: {
        productCode: 'SBOVZ-ACX',
        productName: 'Ayucoxib-10',
        assay: 'Curcuminoids 10%',
        ingredients: 'Turmeric rhizome, Ginger rhizome',
        coNutrients: 'Gingerols, turmerones',
        functionalUse: { main: '🦵 Joint comfort, 🏃 Mobility' },
        overview:
          'Turmeric and ginger standardised to 10% curcuminoids, with the turmerones and gingerols that stay with the whole rhizome.',
        studies:
          'Curcuminoid profile by HPLC; in-vitro bioaccessibility of whole-rhizome curcuminoids compared with isolated curcumin.',
        benefits:
          'Supports joint comfort and mobility, following the traditional use of turmeric and ginger.',
      },
    },
    {
      product: {
        productCode: 'SBOVZ-OSX',
        productName: 'Osteoniplex',
        assay: 'Natural Calcium 20%',
        ingredients: 'Cissus quadrangularis stem, Moringa leaf, Fermented chickpea',
        coNutrients: 'Vitamin K2-7, magnesium',
        functionalUse: { main: '🦴 Bones, 🦷 Teeth' },
        overview:
          'A whole-food bone complex: plant calcium from Cissus quadrangularis and Moringa leaf, with vitamin K2-7 from fermented chickpea and the magnesium of the leaf, so calcium comes with the nutrients that put it to work. Organic, vegan and free of mined calcium carbonate.',
        studies: 'Calcium and magnesium by ICP-MS; MK-7 by HPLC.',
        benefits:
          'Calcium, magnesium and vitamin K contribute to the maintenance of normal bones; calcium and magnesium also contribute to the maintenance of normal teeth.',
      },
    },
    { name: 'Dermvit' },
    { name: 'Onconein' },
  ],
};
