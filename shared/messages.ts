/** User-visible strings from the specs that more than one side needs. Copied exactly. */
export const MESSAGES = {
  unexpectedError: 'Unexpected Application Error!',
  internalError: 'An unexpected error occurred.',
  databaseUnavailable: 'The database is unavailable. Please try again shortly.',
  notFound: 'Not found.',
} as const;
