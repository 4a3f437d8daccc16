// What a prerendered page's loader (server/http/page-start.ts), the app and the end-to-end tests agree on.

/** The JSON element beside the loader: what it starts. */
export const PAGE_START_ELEMENT_ID = 'page-start';

/**
 * What the loader starts: the entry module, the chunks to preload with it, and the whole stylesheet when
 * the page holds only the part of it that it uses.
 */
export interface PageStart {
  entry: string;
  preload: readonly string[];
  stylesheet?: string;
}

/** Set on <html> when the brand typeface is to be used (global.css): by the loader, or by the app's entry. */
export const BRAND_TYPE_ATTRIBUTE = 'data-brand-type';

/**
 * Set on <html> at the app's first commit (pwa/src/app/ready-mark.tsx): the page answers input from then on.
 * The end-to-end tests wait for it before they act (tests/e2e/fixtures.ts).
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
