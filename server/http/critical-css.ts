// The part of the stylesheet a prerendered page uses (issue #14 §2): only the rules whose selectors match
// an element of the page (beasties matches them against the markup; media queries and the keyframes those
// rules animate with are kept). The typeface's @font-face rules are not in the stylesheet but in the page's
// <head> already (index.html). Inlined, it keeps a page's HTML within the first round trips of a slow link;
// the whole stylesheet is linked after the page's content (page-renderer.ts), for what the app draws later.
import * as beastiesModule from 'beasties';
import type { Options } from 'beasties';

interface Pruner {
  process(html: string): Promise<string>;
}
type PrunerClass = new (options: Options) => Pruner;

/**
 * The package's class. Its types are written as CommonJS, so under NodeNext (the server's build) its default
 * export reads as the module object; Node loads its ES module, whose default export is the class.
 */
const exported = (beastiesModule as unknown as { default: PrunerClass | { default: PrunerClass } }).default;
const Beasties: PrunerClass = 'default' in exported ? exported.default : exported;

const beasties = new Beasties({
  // The stylesheet is handed over inline: nothing is read from disk, no link is rewritten.
  external: false,
  reduceInlineStyles: true,
  pruneSource: false,
  // @font-face rules of the families the kept rules name would stay (the stylesheet has none: index.html
  // holds the typeface's); no font is preloaded: the largest image comes first.
  inlineFonts: true,
  preloadFonts: false,
  keyframes: 'critical',
  logLevel: 'silent',
});

const STYLE = /<style>([\s\S]*)<\/style>/;

/** The rules of `css` that the page whose #root holds `body` uses (the whole `css` if it cannot tell). */
export async function criticalCss(css: string, body: string): Promise<string> {
  const html = `<!doctype html><html><head><style>${css}</style></head><body><div id="root">${body}</div></body></html>`;
  try {
    return STYLE.exec(await beasties.process(html))?.[1] ?? css;
  } catch {
    // The page is still sent, styled by the whole stylesheet.
    return css;
  }
}
