// What a prerendered page carries besides its HTML (issue #14): the data its first render used, so the
// browser's first render (hydration) is the same. The server writes it as JSON in a <script> element with
// this id; the PWA reads it once. Also the contract of the PWA's prerender entry (pwa/src/prerender.tsx),
// which the server loads from the build (server/http/page-renderer.ts).
import type { PublicProduct } from './product.ts';

export const PAGE_DATA_ELEMENT_ID = 'page-data';

export interface PageData {
  /** The public record a `/product/{code}` page shows, as the server had it when it rendered the page. */
  product?: PublicProduct;
}

export interface RenderedPage {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /**
   * The source modules (relative to `pwa/`, as in Vite's manifest) of the lazy route chunks this page
   * rendered: the browser needs them before it hydrates, so the server names them in modulepreload links.
   */
  modules: string[];
}

export type RenderPage = (url: string, data: PageData) => Promise<RenderedPage>;
