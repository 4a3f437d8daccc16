// Science: ball-and-stick molecules, the corrin ring of B12 and the DNA helix.
import { C, tint } from './palette.ts';
import { s, g, tr, circle, pathEl, line, strokeP } from './svg.ts';
import { type Pt, smoothOpen, polygon } from './geometry.ts';

export type MolKind =
  'steroid' | 'chain' | 'carotenoid' | 'tocopherol' | 'folate' | 'glucose' | 'ring' | 'withanolide';
/** A ball-and-stick molecule made of fused hexagons and zig-zag chains, centred at (x, y). */
export function molecule(
  x: number,
  y: number,
  r: number,
  kind: MolKind,
  o: { bond?: string; atoms?: string[]; rot?: number } = {},
) {
  const rings: [number, number][] = {
    steroid: [
      [0, 0],
      [1, 0],
      [1, -1],
    ] as [number, number][],
    withanolide: [
      [0, 0],
      [1, 0],
      [1, -1],
      [2, -1],
    ] as [number, number][],
    chain: [[0, 0]] as [number, number][],
    carotenoid: [[0, 0]] as [number, number][],
    tocopherol: [
      [0, 0],
      [1, 0],
    ] as [number, number][],
    folate: [
      [0, 0],
      [1, 0],
      [3, -1],
    ] as [number, number][],
    glucose: [[0, 0]] as [number, number][],
    ring: [[0, 0]] as [number, number][],
  }[kind];
  const sq3 = Math.sqrt(3);
  const verts = new Map<string, Pt>();
  const edges = new Map<string, [Pt, Pt]>();
  const key = (p: Pt) => `${Math.round(p[0] * 10)},${Math.round(p[1] * 10)}`;
  const addEdge = (p: Pt, q: Pt) => {
    verts.set(key(p), p);
    verts.set(key(q), q);
    const k = [key(p), key(q)].sort().join('|');
    edges.set(k, [p, q]);
  };
  const centres: Pt[] = [];
  for (const [q, rr] of rings) {
    const cx = r * sq3 * (q + rr / 2);
    const cy = r * 1.5 * rr;
    centres.push([cx, cy]);
    const vs: Pt[] = Array.from({ length: 6 }, (_, i) => {
      const a = ((30 + 60 * i) * Math.PI) / 180;
      return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
    });
    vs.forEach((v, i) => addEdge(v, vs[(i + 1) % 6] as Pt));
  }
  const chain = (from: Pt, n: number, dir: number) => {
    let p = from;
    for (let i = 0; i < n; i++) {
      const q: Pt = [p[0] + dir * r * (sq3 / 2), p[1] + (i % 2 ? r * 0.5 : -r * 0.5)];
      addEdge(p, q);
      p = q;
    }
    return p;
  };
  const cMax = centres.reduce((m, c) => (c[0] > m[0] ? c : m), centres[0] as Pt);
  const cMin = centres.reduce((m, c) => (c[0] < m[0] ? c : m), centres[0] as Pt);
  const right: Pt = [cMax[0] + r * Math.cos(Math.PI / 6), cMax[1] - r * Math.sin(Math.PI / 6)];
  const left: Pt = [cMin[0] - r * Math.cos(Math.PI / 6), cMin[1] + r * Math.sin(Math.PI / 6)];
  if (kind === 'chain') chain(right, 6, 1);
  if (kind === 'tocopherol') chain(right, 7, 1);
  if (kind === 'steroid') chain(right, 3, 1);
  if (kind === 'withanolide') chain(left, 2, -1);
  if (kind === 'folate') chain(left, 2, -1);
  if (kind === 'carotenoid') {
    const end = chain(right, 9, 1);
    const c2: Pt = [end[0] + r * sq3 * 0.5, end[1] + r * 0.5];
    const vs: Pt[] = Array.from({ length: 6 }, (_, i) => {
      const a = ((30 + 60 * i) * Math.PI) / 180;
      return [c2[0] + r * Math.cos(a), c2[1] + r * Math.sin(a)];
    });
    vs.forEach((v, i) => addEdge(v, vs[(i + 1) % 6] as Pt));
    centres.push(c2);
  }
  if (kind === 'glucose') {
    for (let i = 0; i < 5; i++) {
      const a = ((30 + 60 * i) * Math.PI) / 180;
      const v: Pt = [r * Math.cos(a), r * Math.sin(a)];
      addEdge(v, [v[0] * 1.6, v[1] * 1.6]);
    }
  }
  // centre the drawing
  const vs = [...verts.values()];
  const mx = (Math.min(...vs.map((v) => v[0])) + Math.max(...vs.map((v) => v[0]))) / 2;
  const my = (Math.min(...vs.map((v) => v[1])) + Math.max(...vs.map((v) => v[1]))) / 2;
  const bond = o.bond ?? C.b300;
  const atoms = o.atoms ?? [C.blue, C.green, C.dark];
  let out = '';
  for (const [p, q] of edges.values())
    out += line(p[0] - mx, p[1] - my, q[0] - mx, q[1] - my, bond, r * 0.16);
  for (const c of centres)
    out += circle(c[0] - mx, c[1] - my, r * 0.5, 'none', s`stroke="${bond}" stroke-width="${r * 0.09}"`);
  let i = 0;
  for (const v of vs) {
    const big = i % 5 === 2;
    out += circle(v[0] - mx, v[1] - my, r * (big ? 0.3 : 0.22), atoms[i % atoms.length] as string);
    i++;
  }
  return g(tr(x, y, o.rot ?? 0), out);
}
/** The corrin macrocycle of B12, stylised: four five-membered rings around cobalt, three bridged, one direct. */
export function corrin(x: number, y: number, r: number, o: { bond?: string } = {}): string {
  const bond = o.bond ?? C.b300;
  const rings: Pt[][] = [];
  for (let k = 0; k < 4; k++) {
    const th = ((k * 90 - 45) * Math.PI) / 180;
    const cx = Math.cos(th) * r * 0.6;
    const cy = Math.sin(th) * r * 0.6;
    rings.push(
      Array.from({ length: 5 }, (_, i) => {
        const a = th + Math.PI + (i * 2 * Math.PI) / 5;
        return [cx + Math.cos(a) * r * 0.3, cy + Math.sin(a) * r * 0.3] as Pt;
      }),
    );
  }
  let bonds = '';
  let atoms = '';
  rings.forEach((pts) => {
    bonds += pathEl(
      polygon(pts),
      'none',
      s`stroke="${bond}" stroke-width="${r * 0.075}" stroke-linejoin="round"`,
    );
    bonds += line(
      0,
      0,
      (pts[0] as Pt)[0],
      (pts[0] as Pt)[1],
      C.b200,
      r * 0.05,
      s`stroke-dasharray="${r * 0.08} ${r * 0.07}"`,
    );
  });
  for (let k = 0; k < 4; k++) {
    const a = rings[k] as Pt[];
    const b = rings[(k + 1) % 4] as Pt[];
    const p = a[4] as Pt;
    const q = b[1] as Pt;
    if (k === 3) {
      bonds += line(p[0], p[1], q[0], q[1], bond, r * 0.075);
    } else {
      const th = (k * 90 * Math.PI) / 180;
      const m: Pt = [Math.cos(th) * r * 0.95, Math.sin(th) * r * 0.95];
      bonds += strokeP(s`M${p[0]} ${p[1]}L${m[0]} ${m[1]}L${q[0]} ${q[1]}`, bond, r * 0.075);
      bonds += line(m[0], m[1], m[0] * 1.22, m[1] * 1.22, bond, r * 0.06);
      atoms += circle(m[0], m[1], r * 0.065, C.dark) + circle(m[0] * 1.22, m[1] * 1.22, r * 0.07, C.green);
    }
    (rings[k] as Pt[]).forEach((v, i) => {
      atoms += circle(v[0], v[1], r * (i === 0 ? 0.085 : 0.06), i === 0 ? C.blue : C.green);
      if (i === 2 || i === 3) {
        bonds += line(v[0], v[1], v[0] * 1.28, v[1] * 1.28, bond, r * 0.05);
        atoms += circle(v[0] * 1.28, v[1] * 1.28, r * 0.055, C.dark);
      }
    });
  }
  const co = circle(0, 0, r * 0.2, C.purple) + circle(-r * 0.06, -r * 0.06, r * 0.07, tint(C.purple, 0.5));
  return g(tr(x, y), bonds, atoms, co);
}
/** A DNA double helix along the x axis. */
export function dna(
  x: number,
  y: number,
  len: number,
  amp: number,
  turns: number,
  c1 = C.blue,
  c2 = C.green,
  rot = 0,
): string {
  const n = Math.round(turns * 12);
  const pA: Pt[] = [];
  const pB: Pt[] = [];
  let rungs = '';
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const ph = t * turns * Math.PI * 2;
    const px = t * len - len / 2;
    pA.push([px, Math.sin(ph) * amp]);
    pB.push([px, -Math.sin(ph) * amp]);
    if (i % 2 === 1)
      rungs += line(
        px,
        Math.sin(ph) * amp * 0.8,
        px,
        -Math.sin(ph) * amp * 0.8,
        i % 4 === 1 ? C.g300 : C.b200,
        amp * 0.09,
      );
  }
  return g(
    tr(x, y, rot),
    rungs,
    strokeP(smoothOpen(pA), c1, amp * 0.16),
    strokeP(smoothOpen(pB), c2, amp * 0.16),
  );
}
