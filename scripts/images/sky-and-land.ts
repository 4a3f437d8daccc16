// Sky and land: sun, rays, clouds, drops, sparkles, hills, crop rows and a whole rolling landscape.
import { C, tint } from './palette.ts';
import { between, pick } from './random.ts';
import { s, circle, rect, pathEl, strokeP } from './svg.ts';
import { type Pt, smoothOpen } from './geometry.ts';
import type { Art } from './art.ts';
import { coneTree } from './plants.ts';

export function sun(x: number, y: number, r: number, halo = true): string {
  return (
    (halo
      ? circle(x, y, r * 2.1, C.sunSoft, 'opacity="0.35"') +
        circle(x, y, r * 1.5, C.sunSoft, 'opacity="0.55"')
      : '') +
    circle(x, y, r, C.sun) +
    circle(x - r * 0.25, y - r * 0.25, r * 0.55, tint(C.sun, 0.35), 'opacity="0.6"')
  );
}
export function sunRays(
  x: number,
  y: number,
  r1: number,
  r2: number,
  n: number,
  fill: string,
  o = 0.35,
): string {
  let d = '';
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const da = (Math.PI / n) * 0.45;
    d += s`M${x + Math.cos(a - da * 0.3) * r1} ${y + Math.sin(a - da * 0.3) * r1}L${x + Math.cos(a - da) * r2} ${y + Math.sin(a - da) * r2}L${x + Math.cos(a + da) * r2} ${y + Math.sin(a + da) * r2}L${x + Math.cos(a + da * 0.3) * r1} ${y + Math.sin(a + da * 0.3) * r1}Z`;
  }
  return pathEl(d, fill, s`opacity="${o}"`);
}
export function cloud(x: number, y: number, w: number, fill = C.white, o = 1): string {
  const h = w * 0.32;
  return pathEl(
    s`M${x - w / 2 + h / 2} ${y}H${x + w / 2 - h / 2}A${h / 2} ${h / 2} 0 0 0 ${x + w / 2 - h / 2} ${y - h}A${w * 0.2} ${w * 0.2} 0 0 0 ${x + w * 0.05} ${y - h * 1.55}A${w * 0.17} ${w * 0.17} 0 0 0 ${x - w * 0.28} ${y - h * 0.95}A${h / 2} ${h / 2} 0 0 0 ${x - w / 2 + h / 2} ${y}Z`,
    fill,
    s`opacity="${o}"`,
  );
}
/** A water drop, tip up, centred on its round part. */
export function drop(x: number, y: number, r: number, fill: string, hi = true): string {
  const d = s`M${x} ${y - r * 2.1}C${x + r * 0.35} ${y - r * 1.35} ${x + r} ${y - r * 0.85} ${x + r} ${y}A${r} ${r} 0 0 1 ${x - r} ${y}C${x - r} ${y - r * 0.85} ${x - r * 0.35} ${y - r * 1.35} ${x} ${y - r * 2.1}Z`;
  return (
    pathEl(d, fill) +
    (hi
      ? pathEl(
          s`M${x - r * 0.55} ${y - r * 0.1}A${r * 0.55} ${r * 0.55} 0 0 0 ${x - r * 0.1} ${y + r * 0.5}`,
          'none',
          s`stroke="#fff" stroke-opacity="0.7" stroke-width="${r * 0.16}" stroke-linecap="round"`,
        )
      : '')
  );
}
/** A sparkle (four-point star). */
export function sparkle(x: number, y: number, r: number, fill: string): string {
  return pathEl(
    s`M${x} ${y - r}Q${x + r * 0.12} ${y - r * 0.12} ${x + r} ${y}Q${x + r * 0.12} ${y + r * 0.12} ${x} ${y + r}Q${x - r * 0.12} ${y + r * 0.12} ${x - r} ${y}Q${x - r * 0.12} ${y - r * 0.12} ${x} ${y - r}Z`,
    fill,
  );
}
/** A hill: smooth top through the given heights across [x0, x1], closed down to `bottom`. */
export function hill(
  x0: number,
  x1: number,
  heights: number[],
  bottom: number,
  fill: string,
  extra = '',
): string {
  const pts: Pt[] = heights.map((hy, i) => [x0 + ((x1 - x0) * i) / (heights.length - 1), hy]);
  return pathEl(smoothOpen(pts) + s`L${x1} ${bottom}L${x0} ${bottom}Z`, fill, extra);
}
/** Crop rows on a field: curved furrows fanning from a vanishing point, clipped to the field shape. */
export function fieldRows(
  a: Art,
  fieldD: string,
  vx: number,
  vy: number,
  y0: number,
  y1: number,
  x0: number,
  x1: number,
  n: number,
  stroke: string,
  w: number,
): string {
  let rows = '';
  for (let i = 0; i <= n; i++) {
    const bx = x0 + ((x1 - x0) * i) / n;
    rows += strokeP(
      s`M${vx + (bx - vx) * 0.02} ${vy}Q${vx + (bx - vx) * 0.45} ${y0 + (y1 - y0) * 0.2} ${bx} ${y1}`,
      stroke,
      w,
    );
  }
  return `<g ${a.clip(`<path d="${fieldD}"/>`)}>${rows}</g>`;
}
/** A rolling landscape: sky gradient, far and near hills, optional field rows and trees. */
export function landscape(
  a: Art,
  o: {
    horizon: number;
    sky?: [string, string];
    sunAt?: Pt | null;
    sunR?: number;
    rows?: boolean;
    trees?: number;
    farHue?: string;
  },
): string {
  const { w, h, r } = a;
  const sky = a.lin([
    [0, o.sky?.[0] ?? C.b50],
    [1, o.sky?.[1] ?? C.g50],
  ]);
  const hz = o.horizon;
  let out = rect(0, 0, w, h, 0, sky);
  if (o.sunAt) out += sun(o.sunAt[0], o.sunAt[1], o.sunR ?? h * 0.09);
  out += cloud(w * 0.2, hz * 0.42, w * 0.12, C.white, 0.9) + cloud(w * 0.7, hz * 0.3, w * 0.09, C.white, 0.8);
  const far = Array.from({ length: 7 }, () => hz - between(r, 0.02, 0.1) * h);
  out += hill(0, w, far, h, o.farHue ?? C.b200, 'opacity="0.75"');
  for (let i = 0; i < (o.trees ?? 0); i++) {
    const tx = between(r, 0.05, 0.95) * w;
    out += coneTree(tx, hz + h * 0.02, h * between(r, 0.08, 0.13), pick(r, [C.g600, C.dark]));
  }
  const mid = Array.from({ length: 6 }, () => hz + between(r, -0.03, 0.04) * h);
  const midD = smoothOpen(mid.map((y, i) => [(w * i) / 5, y] as Pt)) + s`L${w} ${h}L0 ${h}Z`;
  out += pathEl(midD, C.g300);
  if (o.rows)
    out += fieldRows(
      a,
      midD,
      w * 0.5,
      hz - h * 0.02,
      hz,
      h * 1.05,
      -w * 0.6,
      w * 1.6,
      26,
      tint(C.green, 0.1),
      h * 0.012,
    );
  const near = Array.from({ length: 5 }, () => hz + between(r, 0.14, 0.24) * h);
  out += hill(0, w, near, h, C.green);
  return out;
}
