// Nature primitives: leaves (leaves.ts), branches, compound leaves, sprouts, trees, palms and grass.
// Local conventions: a leaf, stem or plant grows from its base at (0, 0) upwards (-y).
import { C, shade, tint } from './palette.ts';
import { type Rand, between } from './random.ts';
import { s, g, tr, circle, ellipse, rect, pathEl, line, strokeP } from './svg.ts';
import type { Pt } from './geometry.ts';
import { leaf, ovalLeaf } from './leaves.ts';

export { leaf, ovalLeaf };

/** Point and tangent angle (degrees, 0 = up) on a quadratic curve. */
function quadAt(p0: Pt, c: Pt, p1: Pt, t: number): { x: number; y: number; ang: number } {
  const x = (1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * c[0] + t * t * p1[0];
  const y = (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * c[1] + t * t * p1[1];
  const dx = 2 * (1 - t) * (c[0] - p0[0]) + 2 * t * (p1[0] - c[0]);
  const dy = 2 * (1 - t) * (c[1] - p0[1]) + 2 * t * (p1[1] - c[1]);
  return { x, y, ang: (Math.atan2(dx, -dy) * 180) / Math.PI };
}
interface BranchOpts {
  leaves: number;
  leafLen: number;
  leafW: number;
  fill: string;
  fills?: string[];
  stem?: string;
  stemW?: number;
  spread?: number;
  bend?: number;
  kind?: 'pointed' | 'oval';
  start?: number;
  opposite?: boolean;
  tip?: boolean;
}
/** A leafy stem from (x, y) towards `ang`, leaves alternating (or opposite) along it. */
export function branch(x: number, y: number, ang: number, len: number, o: BranchOpts): string {
  const p0: Pt = [0, 0];
  const c: Pt = [len * (o.bend ?? 0.15), -len * 0.5];
  const p1: Pt = [0, -len];
  const stemC = o.stem ?? shade(o.fill, 0.25);
  const sw = o.stemW ?? Math.max(1.5, o.leafLen * 0.07);
  let out = strokeP(s`M0 0Q${c[0]} ${c[1]} 0 ${-len}`, stemC, sw);
  const spread = o.spread ?? 50;
  const draw = o.kind === 'oval' ? ovalLeaf : leaf;
  const start = o.start ?? 0.22;
  for (let i = 0; i < o.leaves; i++) {
    const t = start + ((0.96 - start) * i) / Math.max(1, o.leaves - 1);
    const q = quadAt(p0, c, p1, t);
    const k = 1 - 0.35 * t;
    const fill = o.fills ? (o.fills[i % o.fills.length] as string) : o.fill;
    const sides = o.opposite ? [1, -1] : [i % 2 ? 1 : -1];
    for (const side of sides)
      out += draw(q.x, q.y, q.ang + side * spread, o.leafLen * k, o.leafW * k, fill, {
        stem: o.leafLen * 0.04,
      });
  }
  if (o.tip !== false) {
    const q = quadAt(p0, c, p1, 1);
    out += draw(q.x, q.y, q.ang, o.leafLen * 0.72, o.leafW * 0.72, o.fill);
  }
  return g(tr(x, y, ang), out);
}
/** A pinnate compound leaf (moringa, curry leaf, sesbania): leaflets in pairs along a rachis. */
export function pinnate(
  x: number,
  y: number,
  ang: number,
  len: number,
  o: {
    pairs: number;
    ll: number;
    lw: number;
    fill: string;
    pointed?: boolean;
    stem?: string;
    spread?: number;
    bend?: number;
  },
): string {
  const c: Pt = [len * (o.bend ?? 0.12), -len * 0.5];
  const stemC = o.stem ?? shade(o.fill, 0.3);
  let out = strokeP(s`M0 0Q${c[0]} ${c[1]} 0 ${-len}`, stemC, Math.max(1.2, o.ll * 0.12));
  const spread = o.spread ?? 62;
  for (let i = 0; i < o.pairs; i++) {
    const t = 0.18 + (0.8 * i) / Math.max(1, o.pairs - 1);
    const q = quadAt([0, 0], c, [0, -len], t);
    const k = 1 - 0.2 * t;
    for (const side of [1, -1]) {
      const a = q.ang + side * spread;
      out += o.pointed
        ? leaf(q.x, q.y, a, o.ll * k, o.lw * k, o.fill, { veins: 0 })
        : g(
            tr(q.x, q.y, a),
            ellipse(0, (-o.ll * k) / 2, o.lw * k * 0.6, (o.ll * k) / 2, o.fill),
            ellipse(o.lw * k * 0.16, (-o.ll * k) / 2, o.lw * k * 0.3, (o.ll * k) / 2.3, shade(o.fill, 0.1)),
          );
    }
  }
  const q = quadAt([0, 0], c, [0, -len], 1);
  out += o.pointed
    ? leaf(q.x, q.y, q.ang, o.ll, o.lw, o.fill, { veins: 0 })
    : g(tr(q.x, q.y, q.ang), ellipse(0, -o.ll / 2, o.lw * 0.6, o.ll / 2, o.fill));
  return g(tr(x, y, ang), out);
}
/** A sprout: a short stem with two leaves. */
export function sprout(x: number, y: number, h: number, fill = C.green, fill2 = C.dark): string {
  return g(
    tr(x, y),
    strokeP(s`M0 0C0 ${-h * 0.4} ${h * 0.05} ${-h * 0.7} 0 ${-h}`, C.g700, Math.max(1.5, h * 0.06)),
    leaf(0, -h * 0.78, -58, h * 0.62, h * 0.28, fill, { veins: 2 }),
    leaf(0, -h * 0.92, 52, h * 0.55, h * 0.25, fill2, { veins: 2 }),
  );
}
/** A round-canopy tree with trunk, base at (x, y). */
export function tree(
  x: number,
  y: number,
  h: number,
  r: Rand,
  o: { leaf?: string; leaf2?: string; trunk?: string } = {},
) {
  const lf = o.leaf ?? C.green;
  const lf2 = o.leaf2 ?? C.dark;
  const trunk = o.trunk ?? C.brown;
  const cr = h * 0.3;
  const cy = -h + cr * 1.05;
  let crown = '';
  const blobs: [number, number, number][] = [
    [0, cy, cr],
    [-cr * 0.62, cy + cr * 0.35, cr * 0.72],
    [cr * 0.62, cy + cr * 0.3, cr * 0.74],
    [0, cy + cr * 0.45, cr * 0.8],
  ];
  for (const [bx, by, br] of blobs) crown += circle(bx + between(r, -2, 2), by, br, lf2);
  for (const [bx, by, br] of blobs) crown += circle(bx - br * 0.12, by - br * 0.12, br * 0.86, lf);
  crown += circle(-cr * 0.3, cy - cr * 0.3, cr * 0.25, tint(lf, 0.35), 'opacity="0.8"');
  return g(
    tr(x, y),
    pathEl(s`M${-h * 0.035} 0L${-h * 0.02} ${cy + cr}L${h * 0.02} ${cy + cr}L${h * 0.035} 0Z`, trunk),
    strokeP(s`M0 ${cy + cr * 1.3}L${cr * 0.4} ${cy + cr * 0.7}`, trunk, h * 0.02),
    crown,
  );
}
/** A slim conical tree (cypress-like) for distant rows. */
export function coneTree(x: number, y: number, h: number, fill: string): string {
  return g(
    tr(x, y),
    rect(-h * 0.025, -h * 0.18, h * 0.05, h * 0.18, 1, C.brown),
    pathEl(
      s`M0 ${-h}C${h * 0.2} ${-h * 0.7} ${h * 0.2} ${-h * 0.3} ${h * 0.16} ${-h * 0.16}L${-h * 0.16} ${-h * 0.16}C${-h * 0.2} ${-h * 0.3} ${-h * 0.2} ${-h * 0.7} 0 ${-h}Z`,
      fill,
    ),
    pathEl(
      s`M0 ${-h}C${h * 0.2} ${-h * 0.7} ${h * 0.2} ${-h * 0.3} ${h * 0.16} ${-h * 0.16}L0 ${-h * 0.16}Z`,
      shade(fill, 0.12),
    ),
  );
}
/** A coconut palm. */
export function palm(x: number, y: number, h: number, lean = 8): string {
  const top: Pt = [h * Math.sin((lean * Math.PI) / 180), -h];
  let out = strokeP(s`M0 0Q${top[0] * 0.2} ${-h * 0.5} ${top[0]} ${top[1]}`, C.tan, h * 0.055);
  for (let i = 1; i < 9; i++) {
    const q = quadAt([0, 0], [top[0] * 0.2, -h * 0.5], top, i / 9);
    out += line(q.x - h * 0.026, q.y, q.x + h * 0.026, q.y - 2, shade(C.tan, 0.25), h * 0.008);
  }
  const fronds = [-150, -115, -75, -35, 0, 35, 75, 115, 150];
  fronds.forEach((a, i) => {
    const len = h * (0.42 + (i % 2) * 0.08);
    out += g(
      tr(top[0], top[1], a * 0.62 + (a > 0 ? 12 : -12)),
      pathEl(
        s`M0 0Q${len * 0.35} ${-len * 0.55} ${len * 0.95} ${-len * 0.35}Q${len * 0.4} ${-len * 0.35} 0 0Z`,
        i % 2 ? C.dark : C.green,
      ),
    );
  });
  out +=
    circle(top[0] - h * 0.03, top[1] + h * 0.04, h * 0.035, C.brown) +
    circle(top[0] + h * 0.03, top[1] + h * 0.05, h * 0.035, shade(C.brown, 0.15));
  return g(tr(x, y), out);
}
export function grassTuft(x: number, y: number, h: number, fill: string): string {
  return g(
    tr(x, y),
    pathEl(
      s`M${-h * 0.3} 0Q${-h * 0.35} ${-h * 0.6} ${-h * 0.55} ${-h * 0.9}Q${-h * 0.15} ${-h * 0.55} ${-h * 0.05} 0Z`,
      fill,
    ),
    pathEl(
      s`M${-h * 0.12} 0Q${-h * 0.05} ${-h * 0.7} 0 ${-h}Q${h * 0.08} ${-h * 0.6} ${h * 0.12} 0Z`,
      shade(fill, 0.1),
    ),
    pathEl(
      s`M${h * 0.05} 0Q${h * 0.3} ${-h * 0.55} ${h * 0.6} ${-h * 0.75}Q${h * 0.3} ${-h * 0.35} ${h * 0.3} 0Z`,
      fill,
    ),
  );
}
