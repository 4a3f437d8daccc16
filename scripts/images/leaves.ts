// Leaves: a pointed and an oval kind, each an outline of two cubics with a darker half, a midrib and veins.
// Local conventions: a leaf grows from its base at (0, 0) upwards (-y).
import { shade, tint } from './palette.ts';
import { s, g, tr, pathEl, strokeP } from './svg.ts';
import type { Pt } from './geometry.ts';

/** Half-width (in units of the leaf's `wid`) at a height fraction, for a leaf outline made of two cubics. */
function profileOf(c1: Pt, c2: Pt): (f: number) => number {
  const pts: Pt[] = [];
  for (let i = 0; i <= 80; i++) {
    const u = i / 80;
    pts.push([
      3 * (1 - u) ** 2 * u * c1[1] + 3 * (1 - u) * u * u * c2[1] + u ** 3,
      3 * (1 - u) ** 2 * u * c1[0] + 3 * (1 - u) * u * u * c2[0],
    ]);
  }
  return (f) => {
    for (let i = 1; i < pts.length; i++) {
      const [y0, x0] = pts[i - 1] as Pt;
      const [y1, x1] = pts[i] as Pt;
      if (f <= y1) return x0 + (x1 - x0) * ((f - y0) / (y1 - y0 || 1));
    }
    return 0;
  };
}
const LEAF_PROFILE = profileOf([1, 0.18], [1.1, 0.62]);
const OVAL_PROFILE = profileOf([1.25, 0.05], [1.05, 0.82]);
function sideVeins(
  l: number,
  w: number,
  n: number,
  from: number,
  to: number,
  profile: (f: number) => number,
  col: string,
  sw: number,
): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const t = from + ((to - from) * i) / Math.max(1, n - 1);
    const t2 = t + 0.12;
    const reach = 0.68 * profile(t2) * w;
    out += strokeP(s`M0 ${-l * t}Q${reach * 0.5} ${-l * (t + 0.035)} ${reach} ${-l * t2}`, col, sw);
    out += strokeP(s`M0 ${-l * t}Q${-reach * 0.5} ${-l * (t + 0.035)} ${-reach} ${-l * t2}`, col, sw);
  }
  return out;
}
interface LeafOpts {
  shade?: string | null;
  vein?: string | null;
  veins?: number;
  stem?: number;
  stemColor?: string;
}
/** How a kind of leaf is drawn: its outline, its darker half and its veins. */
interface LeafKind {
  /** The outline's two cubics' control points, in units of the leaf's width and length. */
  c1: Pt;
  c2: Pt;
  profile: (f: number) => number;
  /** How much darker the half and how much lighter the veins are than the leaf, unless `o` says. */
  shadeBy: number;
  veinBy: number;
  /** The midrib's path for a leaf of length `l` and width `w`. */
  midrib: (l: number, w: number) => string;
  /** Side veins: how many unless `o` says, from and to which height fraction. */
  veins: number;
  from: number;
  to: number;
}
function drawLeaf(
  k: LeafKind,
  x: number,
  y: number,
  ang: number,
  l: number,
  w: number,
  fill: string,
  o: LeafOpts,
) {
  const [a, b] = [k.c1, k.c2];
  const body = s`M0 0C${w * a[0]} ${-l * a[1]} ${w * b[0]} ${-l * b[1]} 0 ${-l}C${-w * b[0]} ${-l * b[1]} ${-w * a[0]} ${-l * a[1]} 0 0Z`;
  const half = s`M0 0C${w * a[0]} ${-l * a[1]} ${w * b[0]} ${-l * b[1]} 0 ${-l}Z`;
  const sh = o.shade === undefined ? shade(fill, k.shadeBy) : o.shade;
  const vein = o.vein === undefined ? tint(fill, k.veinBy) : o.vein;
  const sw = Math.max(0.8, l * 0.022);
  let veins = '';
  if (vein) {
    veins += strokeP(k.midrib(l, w), vein, sw);
    veins += sideVeins(l, w, o.veins ?? k.veins, k.from, k.to, k.profile, vein, sw * 0.7);
  }
  const stem = o.stem ? strokeP(s`M0 0L0 ${o.stem}`, o.stemColor ?? shade(fill, 0.2), sw * 1.4) : '';
  return g(tr(x, y, ang), stem, pathEl(body, fill), sh ? pathEl(half, sh) : '', veins);
}
const POINTED: LeafKind = {
  c1: [1, 0.18],
  c2: [1.1, 0.62],
  profile: LEAF_PROFILE,
  shadeBy: 0.14,
  veinBy: 0.38,
  midrib: (l, w) => s`M0 ${-l * 0.04}Q${w * 0.08} ${-l * 0.5} 0 ${-l * 0.9}`,
  veins: 3,
  from: 0.2,
  to: 0.62,
};
const OVAL: LeafKind = {
  c1: [1.25, 0.05],
  c2: [1.05, 0.82],
  profile: OVAL_PROFILE,
  shadeBy: 0.12,
  veinBy: 0.35,
  midrib: (l) => s`M0 ${-l * 0.02}L0 ${-l * 0.9}`,
  veins: 4,
  from: 0.14,
  to: 0.66,
};
/** A leaf of kind `k` with its base at (x, y) and its tip towards `ang` degrees (0 = up). */
const leafOf =
  (k: LeafKind) =>
  (x: number, y: number, ang: number, len: number, wid: number, fill: string, o: LeafOpts = {}) =>
    drawLeaf(k, x, y, ang, len, wid, fill, o);
/** A pointed leaf with a darker half and a midrib, base at (x, y), tip towards `ang` degrees (0 = up). */
export const leaf = leafOf(POINTED);
/** A rounded (ovate) leaf, e.g. guava, basil, gymnema. */
export const ovalLeaf = leafOf(OVAL);
