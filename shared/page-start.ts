// What a prerendered page, the app and the end-to-end tests agree on about the moment a page comes alive.
// A prerendered page is painted before its script has run. From its first paint, an inline recorder in its
// <head> (server/http/early-input.ts) holds every tap and submit made on the app's controls; once React has
// hydrated the page, the app replays them in order (pwa/src/lib/early-input.ts). So no input is lost.

/**
 * A prerendered page's largest image (the one a visitor waits for): fetched first. Spread on that one `<img>`
 * of a page; the server preloads it (server/http/page-renderer.ts).
 */
export const LARGEST_IMAGE = { fetchPriority: 'high' } as const;

/**
 * Set on <html> once the app answers input itself (pwa/src/lib/early-input.ts, at React's first commit and
 * after the early input has been replayed). Until then the recorder holds input. Tests about hydration and
 * the front-end benchmark read it; other tests act as a person does, without waiting for it.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** The window property under which the recorder keeps what it held, in order, for the app to replay. */
export const EARLY_INPUT_QUEUE = '__earlyInput';

/**
 * The controls whose taps the recorder holds until the app runs: what the app handles with script. A link
 * is not among them: it works without script (a prerendered page at its address).
 */
export const EARLY_CONTROLS =
  'button, [role="button"], [role="tab"], [role="switch"], [role="menuitem"], summary, ' +
  'input[type="checkbox"], input[type="radio"], a:not([href])';

/** The brand typeface's family, as fonts.css declares it and global.css uses it. */
export const BRAND_TYPEFACE = 'Nunito Sans Variable';
