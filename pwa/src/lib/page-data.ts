// The data a prerendered page was rendered with (shared/page-data.ts): on the server, what the renderer
// was given for this render; in the browser, what the page carries in its JSON <script>. Read once, so the
// first render in the browser hydrates what the server sent; later renders ask the network as before.
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../../../shared/page-data.ts';

let serverData: PageData | undefined;
let browserData: PageData | undefined;

/** For the prerender entry: the data of the render about to run (renderToString is synchronous). */
export function setServerPageData(data: PageData | undefined): void {
  serverData = data;
}

export function pageData(): PageData {
  if (serverData) return serverData;
  if (browserData) return browserData;
  browserData = {};
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (element?.textContent) {
    try {
      browserData = JSON.parse(element.textContent) as PageData;
    } catch (error) {
      console.error('The page data could not be read', error);
    }
  }
  return browserData;
}

/** The public record this page was prerendered with, when it is the one asked for. */
export function prerenderedProduct<T>(productCode: string): T | undefined {
  const product = pageData().product;
  return product?.productCode === productCode ? (product as T) : undefined;
}

let prerendered = false;

/** Said once by the entry when the page came with the server's markup (it then hydrates it). */
export function markPrerendered(): void {
  prerendered = true;
}

/** Whether this page load began with a prerendered page, whose <head> (its title above all) is its own. */
export const isPrerendered = () => prerendered;
