// Geometry: smooth closed and open paths through points, organic blobs, polygons and stars.
import type { Rand } from './random.ts';
import { s } from './svg.ts';

export type Pt = [number, number];
/** A smooth closed path through the points (Catmull-Rom turned into cubic Béziers). */
export function smoothClosed(pts: Pt[], k = 1): string {
  const n = pts.length;
  const at = (i: number) => pts[((i % n) + n) % n] as Pt;
  let d = s`M${at(0)[0]} ${at(0)[1]}`;
  for (let i = 0; i < n; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1: Pt = [p1[0] + ((p2[0] - p0[0]) / 6) * k, p1[1] + ((p2[1] - p0[1]) / 6) * k];
    const c2: Pt = [p2[0] - ((p3[0] - p1[0]) / 6) * k, p2[1] - ((p3[1] - p1[1]) / 6) * k];
    d += s`C${c1[0]} ${c1[1]} ${c2[0]} ${c2[1]} ${p2[0]} ${p2[1]}`;
  }
  return d + 'Z';
}
/** A smooth open path through the points. */
export function smoothOpen(pts: Pt[]): string {
  const n = pts.length;
  const at = (i: number) => pts[Math.max(0, Math.min(n - 1, i))] as Pt;
  let d = s`M${at(0)[0]} ${at(0)[1]}`;
  for (let i = 0; i < n - 1; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    d += s`C${p1[0] + (p2[0] - p0[0]) / 6} ${p1[1] + (p2[1] - p0[1]) / 6} ${p2[0] - (p3[0] - p1[0]) / 6} ${p2[1] - (p3[1] - p1[1]) / 6} ${p2[0]} ${p2[1]}`;
  }
  return d;
}
/** An organic blob around (cx, cy). */
export function blobPath(
  r: Rand,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  n = 7,
  wobble = 0.16,
): string {
  const pts: Pt[] = [];
  const phase = r() * Math.PI * 2;
  for (let i = 0; i < n; i++) {
    const a = phase + (i / n) * Math.PI * 2;
    const k = 1 + (r() * 2 - 1) * wobble;
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return smoothClosed(pts);
}
export function polygon(pts: Pt[]): string {
  return pts.map((p, i) => s`${i ? 'L' : 'M'}${p[0]} ${p[1]}`).join('') + 'Z';
}
export function star(cx: number, cy: number, r1: number, r2: number, n: number, rot = 0): string {
  const pts: Pt[] = [];
  for (let i = 0; i < n * 2; i++) {
    const a = rot + (i * Math.PI) / n - Math.PI / 2;
    const r = i % 2 ? r2 : r1;
    pts.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  return polygon(pts);
}
