// Takes the web app manifest's screenshots (the richer install dialog shows them): the home page wide and the
// portfolio narrow, from a running production build, in headless Chromium. Run `npm run build`, `npm start`,
// then `npm run make:screenshots [base-url]` (default http://localhost:8080); the WebP files are committed.
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

export const SCREENSHOTS = [
  { file: 'home-wide.webp', route: '/', viewport: { width: 1280, height: 720 }, scale: 1 },
  // 375x667 CSS pixels at 2x: 750x1334, a phone screen.
  { file: 'portfolio-narrow.webp', route: '/Portfolio', viewport: { width: 375, height: 667 }, scale: 2 },
] as const;

const OUT = path.resolve(import.meta.dirname, '..', 'pwa', 'public', 'screenshots');
const BASE_URL = process.argv[2] ?? process.env.SCREENSHOT_BASE_URL ?? 'http://localhost:8080';
const MAX_BYTES = 150 * 1024;

/** Runs in the page (this file is typed for Node, hence the hand-written shape of the DOM it reads). */
function imagesInViewLoaded(): boolean {
  interface Img {
    complete: boolean;
    getBoundingClientRect(): { top: number; bottom: number; left: number; right: number };
  }
  const { document, innerHeight, innerWidth } = globalThis as unknown as {
    document: { images: ArrayLike<Img> };
    innerHeight: number;
    innerWidth: number;
  };
  return Array.from(document.images)
    .filter((img) => {
      const box = img.getBoundingClientRect();
      return box.right > 0 && box.left < innerWidth && box.bottom > 0 && box.top < innerHeight;
    })
    .every((img) => img.complete);
}

const healthy = await fetch(new URL('/api/health', BASE_URL)).then(
  (r) => r.ok,
  () => false,
);
if (!healthy) {
  console.error(`No server answers at ${BASE_URL}: run \`npm run build\` and \`npm start\` first.`);
  process.exit(1);
}

await mkdir(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const shot of SCREENSHOTS) {
    const context = await browser.newContext({
      baseURL: BASE_URL,
      viewport: shot.viewport,
      deviceScaleFactor: shot.scale,
      // No service worker prompt in the picture, and the hero shows its still poster rather than a frame.
      serviceWorkers: 'block',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto(shot.route);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForFunction(imagesInViewLoaded);
    const png = await page.screenshot({ type: 'png' });
    const file = path.join(OUT, shot.file);
    await sharp(png).webp({ quality: 72, effort: 6 }).toFile(file);
    const { size } = await stat(file);
    console.log(
      `${shot.file}: ${shot.viewport.width * shot.scale}x${shot.viewport.height * shot.scale}, ${size} bytes`,
    );
    if (size > MAX_BYTES) console.warn(`  larger than ${MAX_BYTES} bytes: lower the quality`);
    await context.close();
  }
} finally {
  await browser.close();
}
