/** The list's search: by product name, case-insensitive, ignoring surrounding spaces. */
export function filterProducts<T extends { productName: string; nameKey?: string }>(
  products: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...products];
  return products.filter((p) => (p.nameKey ?? p.productName.toLowerCase()).includes(needle));
}
