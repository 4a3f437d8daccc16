/** The product list's strings from admin-area.md §2 and §8, copied exactly (and ours, marked). */
export const PRODUCT_LIST_MESSAGES = {
  loading: 'Loading products...',
  empty: 'No products found',
  searchPlaceholder: 'Search products...',
  deleteForbidden: 'You don’t have permission to delete this product.',
  confirmDelete: (code: string) => `Are you sure you want to delete ${code}?`,
  // Ours: deleting is not queued offline (a delete that lands hours later surprises everyone).
  deleteOffline:
    'You are offline. Deleting a product needs a connection: try again when you are back online.',
  waiting: 'Waiting to sync',
  applied: 'Saved on the server',
} as const;
