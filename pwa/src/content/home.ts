// Copy of the Home page (public-area.md §2.3, §2.6–§2.9), in the order the page shows it.
import { BRAND_NAME } from '../../../shared/brand.ts';

export const WHAT_IS = {
  title: `What is ${BRAND_NAME} ?`,
  paragraphs: [
    `${BRAND_NAME} makes whole-food vitamin complexes and minerals: nutrients as plants build them, with the co-factors they come with, instead of isolated synthetic molecules. Our ingredients are organic, vegan and non-GMO, grown through sustainable agriculture and processed with green chemistry.`,
    'From 26 tropical plant species we bring 13 vitamins and 7 minerals, carrying more than 100 phytoconstituents, to manufacturers, formulators and marketers as bulk ingredients, with custom manufacturing when a formula needs it.',
  ],
} as const;

export interface Feature {
  name: string;
  description: string;
  points: string[];
}

/** The eight tabs of the Features carousel (§2.6), in order. */
export const FEATURES: Feature[] = [
  {
    name: 'Description',
    description:
      'Whole-food vitamin and mineral complexes from tropical plants, standardised for consistent activity.',
    points: [
      '13 vitamins and 7 minerals',
      '26 tropical plant species',
      'More than 100 phytoconstituents per range',
    ],
  },
  {
    name: 'Broadspectrum Vitamers',
    description: 'Each vitamin arrives as the family of forms a plant makes, not a single synthetic isomer.',
    points: [
      'Natural vitamers and co-factors together',
      'Food-matrix delivery',
      'Profiles verified by HPLC and LC-MS',
    ],
  },
  {
    name: 'Quality-By-Design',
    description: 'Quality is designed in at the farm, the process and the lab, not tested in at the end.',
    points: [
      'Critical control points from seed to powder',
      'Batch-wise traceability',
      'Validated analytical methods',
    ],
  },
  {
    name: 'Specialized Agriculture',
    description:
      'Dedicated crops grown under an internal control system on controlled and certified wild areas.',
    points: [
      '2100 acres of controlled cultivation',
      '730 acres of certified wild area',
      'Organic stewardship on every farm',
    ],
  },
  {
    name: 'Minimal Intervention',
    description: 'Gentle, low-temperature processing keeps the nutrients and their companions intact.',
    points: [
      'No synthetic carriers',
      'Low-temperature drying',
      'Nothing added that the label does not declare',
    ],
  },
  {
    name: 'Compliant Manufacturing',
    description: 'Manufactured in audited facilities under GMP, ISO 9001:2015 and FSSAI approval.',
    points: ['GMP-certified sites', 'Documentation for global regulators', 'Third-party sampling on request'],
  },
  {
    name: 'Green Chemistry',
    description: 'Water, organic ethanol and supercritical CO2 replace harsh solvents in our extractions.',
    points: ['Solvent-free where possible', 'Low-energy processing', 'Residue-free by design'],
  },
  {
    name: 'Comprehensive Range',
    description:
      'Deficiency, condition-specific, regenerative and life-cycle lines for every formulation brief.',
    points: [
      'Single nutrients and complexes',
      'Custom blends',
      'Powders ready for capsules, tablets and foods',
    ],
  },
];

export const WHY = {
  title: `Why ${BRAND_NAME} ?`,
  paragraphs: [
    'Because bodies recognise food. Our complexes bring each nutrient with the plant compounds it evolved with, so formulators get clean labels, consumers get ingredients they understand, and brands get a supply chain they can trace to the farm.',
    'Over 15 years we have built that supply chain crop by crop: our own internal control systems, farmer partnerships and in-house laboratories, so every batch can show where it came from and what it contains.',
  ],
} as const;

/** The fourteen compliance icons (§2.7), in the order of COMPLIANCE_ICONS. */
export const COMPLIANCE_LABELS = [
  'Organic',
  'Vegan',
  'Non-GMO',
  'Gluten Free',
  'Kosher',
  'Halal',
  'GMP',
  'ISO 9001',
  'FSSAI',
  'Allergen Free',
  'No Artificial Colours',
  'Soy Free',
  'Dairy Free',
  'Sustainably Sourced',
] as const;

export interface UspCard {
  title: string;
  points: string[];
}

/** The four USP cards of 'USP - Product design' (§2.8). */
export const USP_CARDS: UspCard[] = [
  {
    title: 'Product Identity',
    points: [
      'Botanical identity confirmed by HPTLC',
      'Marker compounds on every batch',
      'Named plant, named part, named place',
    ],
  },
  {
    title: 'Sustainability',
    points: ['Organic and regenerative farming', 'Farmer livelihood programmes', 'Measured carbon footprint'],
  },
  {
    title: 'Traceability',
    points: [
      'Batch to farm plot in one record',
      'Internal control systems on 26 crops',
      'Third-party audited chain of custody',
    ],
  },
  {
    title: 'Bio-Availability',
    points: [
      'Nutrients in their food matrix',
      'Natural co-factors retained',
      'Comparative studies on request',
    ],
  },
];

export interface Trend {
  name: string;
  tagline: string;
}

/** The five 'TRENDING' cards of the News & Trends ticker (§2.9). */
export const TRENDS: Trend[] = [
  { name: 'Ashwagandha withanolides', tagline: 'Organic root extract standardised for withanolides' },
  { name: 'Metabolein-GLP-1', tagline: 'Plant polyphenols for metabolic wellness formulas' },
  { name: 'Algal Omega-D3', tagline: 'Vegan vitamin D3 with omega-3 from algae' },
  { name: 'B12-Corrinoids', tagline: 'Food-bound vitamin B12 from fermentation' },
  { name: 'Ag-Liberte', tagline: '6th edition, 6 January 2026, Coimbatore: our annual sustainability event' },
];
