// Addresses inside the admin area that more than one screen links to.
export const PRODUCTS_PATH = '/AdminDashboard/products';

/** The conflict screen of one draft. */
export function conflictPath(draftId: string): string {
  return `/AdminDashboard/products/drafts/${encodeURIComponent(draftId)}/conflict`;
}
