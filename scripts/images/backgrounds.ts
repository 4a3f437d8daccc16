// Backgrounds shared by the scenes: tinted grounds, corner leaves, shadows, placed motifs and arrows.
import { C } from './palette.ts';
import { rng } from './random.ts';
import { s, g, tr, circle, ellipse, rect, pathEl, strokeP } from './svg.ts';
import { type Pt, blobPath, polygon } from './geometry.ts';
import type { Art } from './art.ts';
import { leaf } from './plants.ts';
import { sparkle } from './sky-and-land.ts';
import { motifFor } from './motifs.ts';

export type Tone = 'green' | 'blue' | 'warm' | 'mint';
export const TONES: Record<Tone, [string, string, string]> = {
  green: [C.g50, C.g100, C.g200],
  blue: [C.b50, C.b100, C.b200],
  warm: ['#FFFBF1', '#FBF1D9', '#F4E3B8'],
  mint: ['#F4FAF5', '#E3F2E6', '#C9E6CF'],
};
/** A soft tinted background with an organic blob, dotted grid and a few sparkles. */
export function softBg(a: Art, tone: Tone, o: { blob?: Pt; blobR?: Pt; dots?: boolean } = {}): string {
  const [c0, c1, c2] = TONES[tone];
  const { w, h, r } = a;
  let out = rect(
    0,
    0,
    w,
    h,
    0,
    a.lin(
      [
        [0, c0],
        [1, c1],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  const bc = o.blob ?? [w * 0.5, h * 0.5];
  const br = o.blobR ?? [Math.min(w, h * 1.4) * 0.38, h * 0.38];
  out += pathEl(
    blobPath(r, bc[0], bc[1], br[0], br[1], 8, 0.12),
    a.rad(
      [
        [0, C.white, 0.9],
        [0.55, c2, 0.45],
        [1, c2, 0.6],
      ],
      0.5,
      0.5,
      0.6,
    ),
  );
  if (o.dots !== false) {
    const dx = w * 0.06;
    const dy = h * 0.1;
    let dots = '';
    for (let i = 0; i < 5; i++)
      for (let j = 0; j < 4; j++)
        dots += circle(dx + i * h * 0.035, dy + j * h * 0.035, h * 0.006, tone === 'blue' ? C.b300 : C.g300);
    out += dots;
    let dots2 = '';
    for (let i = 0; i < 4; i++)
      for (let j = 0; j < 3; j++)
        dots2 += circle(
          w - dx - i * h * 0.035,
          h - dy - j * h * 0.035,
          h * 0.006,
          tone === 'blue' ? C.b300 : C.g300,
        );
    out += dots2;
  }
  out +=
    sparkle(w * 0.86, h * 0.16, h * 0.025, tone === 'blue' ? C.b300 : C.green) +
    sparkle(w * 0.12, h * 0.78, h * 0.018, C.b300);
  return out;
}
/** Corner foliage: leaves reaching in from the bottom corners. */
export function cornerLeaves(a: Art, side: 'left' | 'right' | 'both', k = 1): string {
  const { w, h } = a;
  const L = h * 0.34 * k;
  let out = '';
  if (side !== 'right')
    out +=
      leaf(-L * 0.05, h + L * 0.1, 38, L, L * 0.38, C.dark) +
      leaf(L * 0.12, h + L * 0.15, 62, L * 0.85, L * 0.32, C.green) +
      leaf(-L * 0.1, h * 0.7, 95, L * 0.6, L * 0.22, C.g300);
  if (side !== 'left')
    out +=
      leaf(w + L * 0.05, h + L * 0.1, -38, L, L * 0.38, C.green) +
      leaf(w - L * 0.12, h + L * 0.15, -64, L * 0.8, L * 0.3, C.dark);
  return out;
}
export function groundShadow(x: number, y: number, rx: number, o = 0.08): string {
  return ellipse(x, y, rx, rx * 0.08, C.b700, s`opacity="${o}"`);
}
/** Place a 200-unit motif so it fills `size` px around (x, y). */
export function placeMotif(name: string, x: number, y: number, size: number, rot = 0): string {
  return g(tr(x, y, rot, size / 200), motifFor(name)(rng(name + x + y)));
}
export function arrow(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  col: string,
  w: number,
  bend = 0,
): string {
  const mx = (x1 + x2) / 2 + bend;
  const my = (y1 + y2) / 2 - Math.abs(bend) * 0.5;
  const ang = Math.atan2(y2 - my, x2 - mx);
  const hx = x2 - Math.cos(ang) * w * 2.2;
  const hy = y2 - Math.sin(ang) * w * 2.2;
  const px = -Math.sin(ang) * w * 1.6;
  const py = Math.cos(ang) * w * 1.6;
  return (
    strokeP(s`M${x1} ${y1}Q${mx} ${my} ${hx} ${hy}`, col, w) +
    pathEl(
      polygon([
        [x2, y2],
        [hx + px, hy + py],
        [hx - px, hy - py],
      ]),
      col,
      'stroke-linejoin="round"',
    )
  );
}
export function dashed(d: string, col: string, w: number): string {
  return strokeP(d, col, w, s`stroke-dasharray="${w * 2} ${w * 2.2}"`);
}
