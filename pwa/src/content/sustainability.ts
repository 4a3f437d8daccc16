// Copy of the Sustainability page (public-area.md §2.12): the intro and eight initiative blocks.
export const SUSTAINABILITY_INTRO =
  'Sustainability starts on the farm. 26 crops are grown under our internal control system: 2100 acres of controlled cultivation and 730 acres of certified wild area, with 100 internal control systems that we began in 2014/2015 and integrated into one programme in September 2019.';

export const SUSTAINABILITY_BLOCKS = [
  {
    title: 'Comprehensive sustainability programme',
    text: 'One programme joins soil, water, biodiversity, farmer income and emissions, with yearly targets for each crop.',
  },
  {
    title: 'Centre of excellence for agro-ecology',
    text: 'Our agro-ecology centre trains farmers in composting, intercropping and natural pest management, and trials new practices before they reach the fields.',
  },
  {
    title: 'Three-model supply chain programme',
    text: 'Own farms, contract farmers and certified wild collection: three models, each with its own controls, so supply stays steady and traceable.',
  },
  {
    title: 'Non-GMO programme',
    text: 'Seed stock, inputs and processing aids are verified non-GMO, with segregation and testing at every step.',
  },
  {
    title: 'Farmer welfare programme',
    text: 'Fair prices agreed before sowing, training, health camps and scholarships for farming families.',
  },
  {
    title: 'Quality-by-design traceability programme',
    text: 'Each batch carries its farm plots, harvest dates and process records, designed in from the seed rather than added later.',
  },
  {
    title: 'Medicinal plant certification scheme',
    text: 'Wild-collected and cultivated medicinal plants are certified for identity, sustainable harvest and good practice.',
  },
  {
    title: 'Carbon footprint programme',
    text: 'We measure the footprint of every ingredient from field to dispatch and cut it with renewable energy and low-energy processing.',
  },
] as const;
