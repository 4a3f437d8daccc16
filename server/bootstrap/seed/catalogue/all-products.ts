// Every catalogue product with data, as the seed upserts them; ingredients and processes ride along by code.
import type { ProductInput } from '../../../../shared/product.ts';
import { CONDITIONS } from './conditions.ts';
import { DEFICIENCIES_B12_D } from './deficiencies-b12-d.ts';
import { DEFICIENCIES_E_A_K } from './deficiencies-e-a-k.ts';
import { DEFICIENCIES_FOLATE_MINERALS } from './deficiencies-folate-minerals.ts';
import { REGENERATIVE } from './regenerative.ts';

export const CATALOGUE_PRODUCTS: ProductInput[] = [
  ...DEFICIENCIES_B12_D,
  ...DEFICIENCIES_E_A_K,
  ...DEFICIENCIES_FOLATE_MINERALS,
  ...CONDITIONS,
  ...REGENERATIVE,
];
