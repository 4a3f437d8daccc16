// Every catalogue product with data, as the seed upserts them: the lines' content built into full records;
// ingredients and processes ride along by code.
import type { ProductInput } from '../../../../shared/product.ts';
import { PRODUCT_SPECS } from './content.ts';
import { defineProduct } from './product-builder.ts';

export const CATALOGUE_PRODUCTS: ProductInput[] = PRODUCT_SPECS.map(defineProduct);
