// Copy of the About page's four tabs (public-area.md §2.10).
import { BRAND_NAME } from '../../../shared/brand.ts';

export interface AboutSection {
  heading: string;
  paragraphs: string[];
  /** Index into ABOUT_IMAGES.body. */
  image?: number;
}

export interface AboutTab {
  id: string;
  label: string;
  title: string;
  /** 'Learn {brand}' shows its banner only, with no body (spec). */
  sections: AboutSection[];
}

export const ABOUT_TABS: AboutTab[] = [
  {
    id: 'company',
    label: 'Company & Brand',
    title: 'About Us',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          `${BRAND_NAME} is the ingredient brand of a Hyderabad company that has spent more than 15 years building a plant-based supply chain for vitamins and minerals. We grow, process and standardise whole-food nutrient complexes for manufacturers, formulators and marketers around the world.`,
          'Our range spans 13 vitamins and 7 minerals from 26 tropical plant species. Every ingredient is organic, vegan and non-GMO, and every batch can be traced to the farms it came from.',
        ],
        image: 0,
      },
      {
        heading: 'How we work',
        paragraphs: [
          'We started our first internal control system in 2014 and integrated the programme in September 2019. Today 2100 acres of controlled cultivation and 730 acres of certified wild area feed our processing centre, with 100 internal control systems keeping each crop accountable.',
          'Our own R&D centre develops the processes, validates the analytical methods and supports customers with documentation, stability data and custom development.',
        ],
        image: 1,
      },
    ],
  },
  {
    id: 'learn-vitamins',
    label: 'Learn Vitamins',
    title: 'Learn Vitamins',
    sections: [
      {
        heading: 'Vitamins are families, not single molecules',
        paragraphs: [
          'In food, a vitamin rarely appears as one molecule. Vitamin E is eight tocochromanols, vitamin K is phylloquinone and a series of menaquinones, folate is a family of folates. Plants make these forms together, with the co-factors that accompany them.',
          'Whole-food vitamin complexes keep that family intact: the nutrient arrives in the matrix it was made in, alongside the phytoconstituents that come with it.',
        ],
        image: 2,
      },
      {
        heading: 'Minerals, bound to food',
        paragraphs: [
          'Plants take up minerals from the soil and bind them to proteins, organic acids and fibres. Our mineral ingredients keep zinc, iron, selenium and calcium in those food-bound forms, grown on crops selected for how much of each mineral they gather.',
        ],
        image: 3,
      },
    ],
  },
  {
    id: 'learn-brand',
    label: `Learn ${BRAND_NAME}`,
    title: `Learn ${BRAND_NAME}`,
    sections: [],
  },
  {
    id: 'science',
    label: 'Science Behind',
    title: 'Science Behind',
    sections: [
      {
        heading: 'From plant cell to powder',
        paragraphs: [
          'Each crop is grown for its nutrient, harvested at its peak and processed gently: water, organic ethanol or supercritical CO2 extraction, fermentation where a micro-organism builds the vitamin, and low-temperature drying that keeps heat-sensitive forms intact.',
          'Quality-by-design sets the critical controls at each step; HPLC, LC-MS and ICP-MS confirm identity, assay and purity batch by batch.',
        ],
        image: 4,
      },
      {
        heading: 'Evidence we share',
        paragraphs: [
          'Our clinical studies team runs studies in-house with an ethics committee, from protocol to report, and shares comparative data with customers who build claims on our ingredients.',
        ],
        image: 5,
      },
    ],
  },
];
