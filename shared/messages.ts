/** User-visible strings from the specs that more than one side needs. Copied exactly. */
export const MESSAGES = {
  unexpectedError: 'Unexpected Application Error!',
  internalError: 'An unexpected error occurred.',
  databaseUnavailable: 'The database is unavailable. Please try again shortly.',
  notFound: 'Not found.',
  /** Both specs' product views (public-area.md §8, admin-area.md §8). */
  productLoadFailed: 'Failed to load product details.',
  productNotFound: 'Product not found.',
  /** admin-area.md §8: a staff call refused for the session, before going to /login. */
  sessionExpired: 'Session expired. Please login again.',
} as const;
