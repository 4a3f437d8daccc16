// What a prerendered page's loader (server/http/page-start.ts), the app and the end-to-end tests agree on.

/** The JSON element beside the loader: what it starts. */
export const PAGE_START_ELEMENT_ID = 'page-start';

/**
 * What the loader starts: the entry module, the chunks to preload with it, the whole stylesheet when the
 * page holds only the part of it that it uses, and the web app manifest it links once the page has painted.
 */
export interface PageStart {
  entry: string;
  preload: readonly string[];
  stylesheet?: string;
  manifest?: string;
}

/**
 * Set where the brand typeface is to be used (global.css): on a prerendered page by its loader, once the
 * typeface and the whole stylesheet are here, on each of BRAND_TYPE_PARTS and then on <html>; on the app
 * shell by the app's entry, on <html>.
 */
export const BRAND_TYPE_ATTRIBUTE = 'data-brand-type';

/**
 * The parts of a prerendered page its loader switches to the brand typeface one animation frame after
 * another, in this order, before <html> (what the app draws outside them: the chat, dialogs): the public
 * frame's header, each part of the page's content and the footer (pwa/src/app/public-layout.tsx, and
 * site-header.tsx and site-footer.tsx in pwa/src/components).
 */
export const BRAND_TYPE_PARTS = '.frame-header, .public-main > * > *, .frame-footer';

/**
 * A prerendered page's largest image (the one a visitor waits for): fetched first, and named for the
 * browser's element timing, whose report that the image has been shown starts the page's loader
 * (server/http/page-start.ts). Spread on that one `<img>` of a page.
 */
export const LARGEST_IMAGE = { fetchpriority: 'high', elementtiming: 'largest-image' } as const;

/** The brand typeface's family, as fonts.css declares it and global.css uses it. */
export const BRAND_TYPEFACE = 'Nunito Sans Variable';

/**
 * Set on <html> at the app's first commit (pwa/src/app/ready-mark.tsx): the page answers input from then on.
 * The end-to-end tests wait for it before they act (tests/e2e/fixtures.ts).
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
