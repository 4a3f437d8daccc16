// The bytes of a page's largest image as a screen of a given size downloads it, against the image as it was
// uploaded: a product page's banner offers the stored image's renditions (decision 017), so a phone fetches
// the width it shows rather than the upload. The page is opened without the service worker, so every image
// response is the network's.
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
  /** Bytes of every /media/ response the page received. */
  fetched: number;
  /** Bytes of the <img>'s src, the upload itself. */
  upload: number;
  /** What the browser chose (the path after /media/<sha256>). */
  chosen: string;
}

export async function bannerBytes(
  browser: Browser,
  url: string,
  screen: { width: number; height: number; deviceScaleFactor: number },
  selector: string,
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
      if (new URL(response.url()).pathname.startsWith('/media/'))
        bodies.push(response.body().then((b) => b.length));
    });
    await page.goto(url, { waitUntil: 'load' });
    const image = page.locator(selector);
    await image.waitFor();
    await page.waitForFunction(
      (img) => (img as PageImage).complete && (img as PageImage).naturalWidth > 0,
      await image.elementHandle(),
    );
    const { src, current } = await image.evaluate((img) => ({
      src: (img as unknown as PageImage).src,
      current: (img as unknown as PageImage).currentSrc,
    }));
    const upload = (await (await context.request.get(src)).body()).length;
    const fetched = (await Promise.all(bodies)).reduce((sum, n) => sum + n, 0);
    return { fetched, upload, chosen: new URL(current).pathname.replace(/^\/media\/[a-f0-9]{64}/, '') };
  } finally {
    await context.close();
  }
}
