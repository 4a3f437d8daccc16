// Between the API's camelCase product and its snake_case columns, derived from the shared field lists.
import type { Ingredient } from '../../../shared/ingredient.ts';
import type { Process } from '../../../shared/process.ts';
import {
  PRODUCT_ROW_LISTS,
  PRODUCT_TEXT_FIELDS,
  type Product,
  type ProductData,
} from '../../../shared/product.ts';
import { KEY_FEATURE_FLAGS, QUALITY_FLAGS } from '../../../shared/spec-constants.ts';

export const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const FLAG_FIELDS = [...QUALITY_FLAGS, ...KEY_FEATURE_FLAGS];

export type ProductRow = Record<string, unknown> & { id: string | number; version: number };

/** Columns of `products` for a validated product (links and banner are written separately). */
export function toProductColumns(data: ProductData): Record<string, unknown> {
  const columns: Record<string, unknown> = { product_code: data.productCode, product_name: data.productName };
  for (const f of PRODUCT_TEXT_FIELDS) columns[snake(f)] = data[f];
  for (const f of FLAG_FIELDS) columns[snake(f)] = data[f];
  for (const f of PRODUCT_ROW_LISTS) columns[snake(f)] = JSON.stringify(data[f]);
  return columns;
}

export function fromProductRow(row: ProductRow, ingredients: Ingredient[], processes: Process[]): Product {
  const product: Record<string, unknown> = {
    productCode: row.product_code,
    productName: row.product_name,
  };
  for (const f of PRODUCT_TEXT_FIELDS) product[f] = row[snake(f)];
  for (const f of FLAG_FIELDS) product[f] = row[snake(f)];
  for (const f of PRODUCT_ROW_LISTS) product[f] = row[snake(f)];
  Object.assign(product, {
    ingredients,
    processes,
    bannerImage: row.banner_image ?? null,
    version: row.version,
    createdAt: new Date(row.created_at as string).toISOString(),
    updatedAt: new Date(row.updated_at as string).toISOString(),
  });
  return product as Product;
}
