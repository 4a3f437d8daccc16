// Text drawn as glyph outlines of the system's Liberation fonts: on a baseline, measured, or on a circle.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { s, g, tr } from './svg.ts';
import { Font } from './truetype.ts';

const FONT_DIRS = ['/usr/share/fonts/truetype/liberation', '/usr/share/fonts/truetype/liberation2'];
function loadFont(file: string): Font | null {
  for (const dir of FONT_DIRS) {
    const p = path.join(dir, file);
    if (existsSync(p)) return new Font(readFileSync(p));
  }
  return null;
}
export const FONTS = {
  sansBold: loadFont('LiberationSans-Bold.ttf'),
  sans: loadFont('LiberationSans-Regular.ttf'),
  serifBold: loadFont('LiberationSerif-Bold.ttf'),
  serif: loadFont('LiberationSerif-Regular.ttf'),
  serifItalic: loadFont('LiberationSerif-Italic.ttf'),
};
type FontKey = keyof typeof FONTS;
const FONT_FAMILY: Record<FontKey, string> = {
  sansBold: `font-family="Liberation Sans, Arial, Helvetica, sans-serif" font-weight="700"`,
  sans: `font-family="Liberation Sans, Arial, Helvetica, sans-serif"`,
  serifBold: `font-family="Liberation Serif, Times New Roman, serif" font-weight="700"`,
  serif: `font-family="Liberation Serif, Times New Roman, serif"`,
  serifItalic: `font-family="Liberation Serif, Times New Roman, serif" font-style="italic"`,
};

interface TextOpts {
  font?: FontKey;
  size: number;
  fill: string;
  anchor?: 'start' | 'middle' | 'end';
  tracking?: number;
  extra?: string;
}
/** Text at baseline (x, y) drawn as outlines; falls back to <text> if the font file is missing. */
export function text(str: string, x: number, y: number, o: TextOpts): string {
  const key = o.font ?? 'sans';
  const font = FONTS[key];
  const anchor = o.anchor ?? 'start';
  const tracking = o.tracking ?? 0;
  if (!font) {
    return s`<text x="${x}" y="${y}" font-size="${o.size}" ${FONT_FAMILY[key]} text-anchor="${anchor}" letter-spacing="${tracking * o.size}" fill="${o.fill}"${o.extra ? ' ' + o.extra : ''}>${escapeXml(str)}</text>`;
  }
  const k = o.size / font.unitsPerEm;
  const { gids, xs, width } = font.layout(str, tracking);
  const x0 = anchor === 'start' ? x : anchor === 'middle' ? x - (width * k) / 2 : x - width * k;
  const d = gids.map((gi, i) => font.glyphPath(gi, x0 + (xs[i] ?? 0) * k, y, k)).join('');
  return `<path d="${d}" fill="${o.fill}"${o.extra ? ' ' + o.extra : ''}/>`;
}
export function textWidth(str: string, o: { font?: FontKey; size: number; tracking?: number }): number {
  const font = FONTS[o.font ?? 'sans'];
  if (!font) return str.length * o.size * 0.55;
  return (font.layout(str, o.tracking ?? 0).width * o.size) / font.unitsPerEm;
}
/** Text on a circle: along the top reading clockwise (glyphs outward), or along the bottom (glyphs inward). */
export function circleText(
  str: string,
  cx: number,
  cy: number,
  r: number,
  o: TextOpts & { bottom?: boolean; centre?: number },
): string {
  const font = FONTS[o.font ?? 'sans'];
  const centre = o.centre ?? (o.bottom ? 180 : 0);
  if (!font) {
    return text(str, cx, o.bottom ? cy + r : cy - r, { ...o, anchor: 'middle' });
  }
  const k = o.size / font.unitsPerEm;
  const { gids, xs, width } = font.layout(str, o.tracking ?? 0);
  const total = (width * k) / r; // radians
  const dir = o.bottom ? -1 : 1;
  const a0 = (centre * Math.PI) / 180 - (dir * total) / 2;
  const parts = gids.map((gi, i) => {
    const mid = ((xs[i] ?? 0) + font.advance(gi) / 2) * k;
    const a = a0 + (dir * mid) / r;
    const px = cx + r * Math.sin(a);
    const py = cy - r * Math.cos(a);
    const rot = (a * 180) / Math.PI + (o.bottom ? 180 : 0);
    return g(tr(px, py, rot), `<path d="${font.glyphPath(gi, (-font.advance(gi) / 2) * k, 0, k)}"/>`);
  });
  return `<g fill="${o.fill}"${o.extra ? ' ' + o.extra : ''}>${parts.join('')}</g>`;
}
function escapeXml(v: string): string {
  return v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
