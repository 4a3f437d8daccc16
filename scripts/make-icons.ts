// Draws the app icons in code (brand colours) and rasterises them with sharp into pwa/public/icons.
// Run with `npm run make:icons`; the output is committed so a build needs no image tooling.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { BRAND_COLORS } from '../shared/brand.ts';

const OUT = path.resolve(import.meta.dirname, '..', 'pwa', 'public');

/** A leaf over a sprout on a green field; `inset` shrinks the art into the maskable safe zone. */
function iconSvg(size: number, { rounded, inset }: { rounded: boolean; inset: number }): string {
  const s = size;
  const r = rounded ? s * 0.22 : 0;
  const k = 1 - inset * 2;
  const t = `translate(${s * inset} ${s * inset}) scale(${k})`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">
  <rect width="${s}" height="${s}" rx="${r}" fill="${BRAND_COLORS.green}"/>
  <g transform="${t}">
    <circle cx="${s * 0.5}" cy="${s * 0.5}" r="${s * 0.36}" fill="#ffffff" opacity="0.18"/>
    <path d="M${s * 0.5} ${s * 0.8} C ${s * 0.5} ${s * 0.62}, ${s * 0.46} ${s * 0.5}, ${s * 0.36} ${s * 0.42}"
      stroke="${BRAND_COLORS.blue}" stroke-width="${s * 0.035}" fill="none" stroke-linecap="round"/>
    <path d="M${s * 0.5} ${s * 0.72} C ${s * 0.2} ${s * 0.7}, ${s * 0.18} ${s * 0.36}, ${s * 0.3} ${s * 0.22}
      C ${s * 0.52} ${s * 0.26}, ${s * 0.66} ${s * 0.44}, ${s * 0.5} ${s * 0.72} Z" fill="#ffffff"/>
    <path d="M${s * 0.52} ${s * 0.74} C ${s * 0.56} ${s * 0.5}, ${s * 0.7} ${s * 0.36}, ${s * 0.8} ${s * 0.32}
      C ${s * 0.84} ${s * 0.52}, ${s * 0.74} ${s * 0.7}, ${s * 0.52} ${s * 0.74} Z" fill="${BRAND_COLORS.darkGreen}"/>
  </g>
</svg>`;
}

async function png(svg: string, file: string): Promise<void> {
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(path.join(OUT, file));
}

await mkdir(path.join(OUT, 'icons'), { recursive: true });
// The tab's icon as a PNG, not an SVG: Chromium draws an SVG favicon by building a whole SVG document on the
// page's main thread (10 to 25 ms on this machine, once per page load), a PNG it decodes in a moment.
// 48 px: a multiple of 48, as search engines ask, and sharp at 16 and 32 px on screens of any density.
await png(iconSvg(48, { rounded: true, inset: 0 }), 'icons/favicon-48.png');
await png(iconSvg(192, { rounded: true, inset: 0 }), 'icons/icon-192.png');
await png(iconSvg(512, { rounded: true, inset: 0 }), 'icons/icon-512.png');
await png(iconSvg(512, { rounded: false, inset: 0.12 }), 'icons/icon-maskable-512.png');
await png(iconSvg(180, { rounded: false, inset: 0.06 }), 'icons/apple-touch-icon-180.png');
console.log('icons written to pwa/public');
