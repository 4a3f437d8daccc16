// Every catalogue product with data, as the seed upserts them: the lines' content built into full records;
// ingredients and processes ride along by code.
import type { ProductInput } from '../../../../shared/product.ts';
import { CONDITIONS } from './content/conditions.ts';
import { DEFICIENCIES } from './content/deficiencies.ts';
import { REGENERATIVE_HEALTH } from './content/regenerative-health.ts';
import { defineProduct } from './product-builder.ts';

export const CATALOGUE_PRODUCTS: ProductInput[] = [
  ...DEFICIENCIES,
  ...CONDITIONS,
  ...REGENERATIVE_HEALTH,
].map(defineProduct);
