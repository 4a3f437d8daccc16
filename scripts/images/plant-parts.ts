// Parts of the plant sources: fruit, seeds, rhizomes, flower heads and berry clusters that the motifs share.
// A motif is a plant drawn in a 200×200 box centred at the origin, then placed.
import { C, shade, tint } from './palette.ts';
import { type Rand, between, pick } from './random.ts';
import { s, g, tr, circle, ellipse, pathEl, strokeP } from './svg.ts';
import { type Pt, smoothClosed, star } from './geometry.ts';
import { leaf } from './plants.ts';

export type Motif = (r: Rand) => string;
export function scallop(cx: number, cy: number, rad: number, n: number, depth = 0.12): string {
  const pts: Pt[] = [];
  for (let i = 0; i < n * 2; i++) {
    const a = (i / (n * 2)) * Math.PI * 2;
    const rr = rad * (i % 2 ? 1 - depth : 1);
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return smoothClosed(pts);
}
export function fruit(
  x: number,
  y: number,
  r: number,
  fill: string,
  o: { leafC?: string; stalk?: boolean; segs?: number; crown?: boolean } = {},
): string {
  let out = circle(x, y, r, shade(fill, 0.12)) + circle(x - r * 0.07, y - r * 0.07, r * 0.92, fill);
  for (let i = 0; i < (o.segs ?? 0); i++) {
    const k = (i + 1) / ((o.segs ?? 0) + 1);
    const dx = (k - 0.5) * 2 * r * 0.85;
    out += strokeP(
      s`M${x + dx * 0.2} ${y - r * 0.92}Q${x + dx * 1.05} ${y} ${x + dx * 0.2} ${y + r * 0.92}`,
      shade(fill, 0.08),
      r * 0.035,
    );
  }
  out += ellipse(
    x - r * 0.38,
    y - r * 0.38,
    r * 0.2,
    r * 0.13,
    '#fff',
    s`opacity="0.55" transform="rotate(-40 ${x - r * 0.38} ${y - r * 0.38})"`,
  );
  if (o.crown) out += pathEl(star(x, y - r * 0.98, r * 0.28, r * 0.12, 5), shade(fill, 0.2));
  if (o.stalk)
    out += strokeP(
      s`M${x} ${y - r * 0.9}Q${x + r * 0.05} ${y - r * 1.2} ${x + r * 0.18} ${y - r * 1.3}`,
      C.brown,
      r * 0.08,
    );
  if (o.leafC) out += leaf(x + r * 0.12, y - r * 1.15, 60, r * 0.8, r * 0.3, o.leafC, { veins: 2 });
  return out;
}
export function seeds(
  r: Rand,
  x: number,
  y: number,
  w: number,
  n: number,
  rx: number,
  ry: number,
  fills: string[],
): string {
  const pts: [number, number, number, string][] = [];
  const hh = w * 0.42;
  for (let i = 0; i < n; i++) {
    const u = r() * 2 - 1;
    const px = x + u * (w / 2);
    const top = hh * (1 - u * u);
    const py = y - Math.sqrt(r()) * top * 0.9;
    pts.push([px, py, between(r, -40, 40), pick(r, fills)]);
  }
  pts.sort((p, q) => p[1] - q[1]);
  let out = '';
  for (const [px, py, rot, f] of pts) {
    out += ellipse(px, py, rx, ry, f, s`transform="rotate(${rot} ${px} ${py})"`);
    out += ellipse(px - rx * 0.3, py - ry * 0.35, rx * 0.3, ry * 0.22, '#fff', 'opacity="0.4"');
  }
  return out;
}
export function rhizome(r: Rand, x: number, y: number, s0: number, skin: string, flesh: string): string {
  let out = '';
  const knobs: [number, number, number, number][] = [
    [0, 0, 60, 0],
    [-48, -14, 34, -35],
    [44, -18, 32, 40],
    [-10, -34, 30, -10],
    [22, 16, 26, 60],
  ];
  for (const [kx, ky, len, rot] of knobs) {
    out += ellipse(
      x + kx * s0,
      y + ky * s0,
      len * s0 * 0.75,
      17 * s0,
      skin,
      s`transform="rotate(${rot} ${x + kx * s0} ${y + ky * s0})"`,
    );
  }
  for (const [kx, ky, len, rot] of knobs) {
    for (let i = -1; i <= 1; i++) {
      const rad = (rot * Math.PI) / 180;
      const cx = x + kx * s0 + Math.cos(rad) * i * len * s0 * 0.35;
      const cy = y + ky * s0 + Math.sin(rad) * i * len * s0 * 0.35;
      out += ellipse(
        cx,
        cy,
        2.2 * s0,
        13 * s0,
        'none',
        s`stroke="${shade(skin, 0.2)}" stroke-width="${1.6 * s0}" transform="rotate(${rot} ${cx} ${cy})" opacity="0.7"`,
      );
    }
  }
  out +=
    circle(x + 70 * s0, y + 30 * s0, 22 * s0, shade(skin, 0.1)) +
    circle(x + 70 * s0, y + 30 * s0, 18 * s0, flesh);
  out += circle(x + 70 * s0, y + 30 * s0, 8 * s0, tint(flesh, 0.3), 'opacity="0.7"');
  void r;
  return out;
}
export function flowerHead(x: number, y: number, r: number, petal: string, centre: string, n = 12): string {
  let out = '';
  for (let i = 0; i < n; i++)
    out += g(
      tr(x, y, (360 / n) * i),
      ellipse(0, -r * 0.62, r * 0.2, r * 0.42, i % 2 ? petal : shade(petal, 0.06)),
    );
  return (
    out + circle(x, y, r * 0.34, centre) + circle(x - r * 0.08, y - r * 0.08, r * 0.12, tint(centre, 0.3))
  );
}
export function marigold(x: number, y: number, r: number): string {
  let out = '';
  for (const [k, col] of [
    [1, C.orange],
    [0.75, '#F3A53F'],
    [0.5, C.sun],
  ] as [number, string][]) {
    out += pathEl(scallop(x, y, r * k, 12, 0.14), col);
  }
  return out + circle(x, y, r * 0.18, shade(C.orange, 0.1));
}
export function smallFlower(x: number, y: number, r: number, petal = '#fff', centre: string = C.sun): string {
  let out = '';
  for (let i = 0; i < 5; i++) out += g(tr(x, y, i * 72), ellipse(0, -r * 0.55, r * 0.38, r * 0.55, petal));
  return out + circle(x, y, r * 0.3, centre);
}
export function berryCluster(x: number, y: number, r: number, fill: string): string {
  let out = '';
  const pts: Pt[] = [
    [0, -2.4],
    [-0.55, -1.6],
    [0.55, -1.6],
    [0, -0.8],
    [-0.55, 0],
    [0.55, 0],
    [0, 0.8],
    [-0.5, 1.6],
    [0.5, 1.6],
    [0, 2.4],
  ];
  for (const [px, py] of pts)
    out += circle(
      x + px * r * 0.9,
      y + py * r * 0.75,
      r * 0.62,
      shade(fill, (Math.abs(px) + py) * 0.04 + 0.05),
    );
  for (const [px, py] of pts)
    out += circle(
      x + px * r * 0.9 - r * 0.15,
      y + py * r * 0.75 - r * 0.15,
      r * 0.16,
      '#fff',
      'opacity="0.35"',
    );
  return out + strokeP(s`M${x} ${y - r * 2}L${x + r * 0.4} ${y - r * 3.2}`, C.g700, r * 0.25);
}
