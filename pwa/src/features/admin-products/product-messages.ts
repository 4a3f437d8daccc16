/** The product list's strings from admin-area.md §2 and §8, copied exactly. */
export const PRODUCT_LIST_MESSAGES = {
  loading: 'Loading products...',
  empty: 'No products found',
  searchPlaceholder: 'Search products...',
  sessionExpired: 'Session expired. Please login again.',
  deleteForbidden: 'You don’t have permission to delete this product.',
  confirmDelete: (code: string) => `Are you sure you want to delete ${code}?`,
} as const;
