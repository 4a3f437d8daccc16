// Warms the service worker's caches with the catalogue (docs/architecture.md §5): once it controls the page, the
// public record of every catalogue product and its banner image are fetched in the background, so each
// /product/{code} page opens offline after one online visit. Once per app version; never with a token, since
// the service worker stores only anonymous answers.
import { CATALOGUE_INDEX } from 'virtual:catalogue-index';
import type { PublicProduct } from '../../../shared/product.ts';
import { ApiError } from '../api/client.ts';
import { api } from '../api/endpoints.ts';
import { productBannerImage, type StoredImage } from './stored-image.ts';
import { serviceWorkerContainer, whenControlled, whenIdle } from './service-worker-control.ts';

/** localStorage key holding the app version whose catalogue is already warm. */
export const WARM_STAMP_KEY = 'catalogue-warmed';
/** `document.documentElement.dataset.catalogueWarm`: `done` once warm, `incomplete` if a fetch failed. */
export type WarmState = 'done' | 'incomplete';

const PARALLEL = 3;

interface WarmOptions {
  /** Changes with every build (the entry chunk's hashed URL), so a new version warms again. */
  version: string;
  sw?: ServiceWorkerContainer;
  codes?: readonly string[];
}

function mark(state: WarmState): WarmState {
  document.documentElement.dataset.catalogueWarm = state;
  return state;
}

/** True when the product (and its banner) answered; a product deleted from the server (404) counts as done. */
async function warmProduct(code: string): Promise<boolean> {
  try {
    const product: Partial<PublicProduct> | null = await api.getPublicProduct(code);
    const banner = product?.bannerImage;
    if (typeof banner !== 'string' || !banner.startsWith('/media/')) return true;
    const shown = productBannerImage(banner);
    if (shown.srcSet) return await loadAsThePageWould(shown);
    const image = await fetch(banner, { priority: 'low' });
    // Read to the end, so the image is whole in the cache before the warm-up says it is done.
    await image.blob();
    return image.ok;
  } catch (error) {
    return error instanceof ApiError && error.status === 404;
  }
}

/**
 * Loads a banner with the srcset and sizes of the product page's <img>: the browser picks the width this
 * screen needs, as the page will, and the service worker keeps that one. True once it is loaded and decoded.
 */
function loadAsThePageWould(shown: StoredImage): Promise<boolean> {
  const image = new Image();
  image.fetchPriority = 'low';
  image.sizes = shown.sizes ?? '';
  image.srcset = shown.srcSet ?? '';
  image.src = shown.src;
  return image.decode().then(
    () => true,
    () => false,
  );
}

/** Runs `work` over `items`, a few at a time. */
async function eachLimited<T>(items: readonly T[], work: (item: T) => Promise<boolean>): Promise<boolean> {
  let next = 0;
  let allGood = true;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      if (!(await work(item))) allGood = false;
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, lane));
  return allGood;
}

/**
 * Resolves with the outcome, or undefined where no service worker exists (then nothing is fetched). A failed
 * run leaves no stamp, so the next start tries again.
 */
export async function warmCatalogue(options: WarmOptions): Promise<WarmState | undefined> {
  const sw = options.sw ?? serviceWorkerContainer();
  if (!sw) return undefined;
  if (localStorage.getItem(WARM_STAMP_KEY) === options.version) return mark('done');
  await whenControlled(sw);
  await whenIdle();
  const complete = await eachLimited(options.codes ?? CATALOGUE_INDEX.codes, warmProduct);
  if (complete) localStorage.setItem(WARM_STAMP_KEY, options.version);
  return mark(complete ? 'done' : 'incomplete');
}
