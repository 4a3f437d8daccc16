// The Life cycle line of the static catalogue (public-area.md §3.1, §3.6): content only. shared/catalogue.ts
// builds the tree from it; the types are in shared/catalogue-schema.ts.
import type { CatalogueLineContent } from '../catalogue-schema.ts';

export const LIFE_CYCLE_LINE: CatalogueLineContent = {
  name: 'Life cycle line',
  subcategories: [
    { name: 'Kids' },
    { name: 'Men' },
    { name: 'Women' },
    { name: 'Pregnant Women' },
    { name: 'Menopause' },
    { name: 'Lactating' },
  ],
};
