/** The detail view's strings; error and not found are the spec's (admin-area.md §8), copied exactly. */
export const DETAIL_MESSAGES = {
  loading: 'Loading product details...',
  error: 'Failed to load product details.',
  notFound: 'Product not found.',
} as const;
