// The bytes of a page's largest image as a screen of a given size downloads it, against a reference of the
// same run: a product page's banner offers the stored image's renditions (decision 017), so a phone fetches
// the width it shows rather than the upload (the reference: the <img>'s own src); Home's hero on a portrait
// screen is the poster's centre square (decision 018; the reference: the 16:9 frame a phone took before).
// The page is opened without the service worker, so every image response is the network's.
import type { Browser } from 'playwright-core';
import { newContext } from './browser.ts';

/** The image element's fields read in the page (bench/ compiles without the DOM library). */
interface PageImage {
  complete: boolean;
  naturalWidth: number;
  src: string;
  currentSrc: string;
}

export interface ImageBytes {
  /** Bytes of every response under `prefix` the page received. */
  fetched: number;
  /** Bytes of the reference: `reference`, else the <img>'s src (a product banner's upload). */
  reference: number;
  /** What the browser chose (the file's name; a stored image's hash left out). */
  chosen: string;
}

export async function largestImageBytes(
  browser: Browser,
  url: string,
  screen: { width: number; height: number; deviceScaleFactor: number },
  image: { selector: string; prefix: string; reference?: string },
): Promise<ImageBytes> {
  const context = await newContext(browser, {
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    const bodies: Promise<number>[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith(image.prefix))
        bodies.push(response.body().then((b) => b.length));
    });
    await page.goto(url, { waitUntil: 'load' });
    const element = page.locator(image.selector);
    await element.waitFor();
    await page.waitForFunction(
      (img) => (img as PageImage).complete && (img as PageImage).naturalWidth > 0,
      await element.elementHandle(),
    );
    const { src, current } = await element.evaluate((img) => ({
      src: (img as unknown as PageImage).src,
      current: (img as unknown as PageImage).currentSrc,
    }));
    const reference = (await (await context.request.get(new URL(image.reference ?? src, url).href)).body())
      .length;
    const fetched = (await Promise.all(bodies)).reduce((sum, n) => sum + n, 0);
    const chosen = new URL(current).pathname.split('/').pop() ?? '';
    return { fetched, reference, chosen: chosen.replace(/^[a-f0-9]{64}/, '') };
  } finally {
    await context.close();
  }
}
