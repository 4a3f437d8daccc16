import { MESSAGES } from '../../../../shared/messages.ts';

/** The detail view's strings; error and not found are the spec's (admin-area.md §8). */
export const DETAIL_MESSAGES = {
  loading: 'Loading product details...',
  error: MESSAGES.productLoadFailed,
  notFound: MESSAGES.productNotFound,
  waiting: 'Waiting to sync: this device sends it to the server as soon as it can.',
  applied: 'Saved on the server: shown here as it was sent until this device syncs again.',
} as const;
