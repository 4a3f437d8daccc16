import type { Product } from '../../../../shared/product.ts';

/** The list's search: by product name, case-insensitive, ignoring surrounding spaces. */
export function filterProducts<T extends Pick<Product, 'productName'>>(
  products: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...products];
  return products.filter((p) => p.productName.toLowerCase().includes(needle));
}
