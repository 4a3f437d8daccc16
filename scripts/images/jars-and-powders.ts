// Products on the bench: jars, pouches, powder heaps, scoops, bowls, capsules and a mortar.
import { C, shade } from './palette.ts';
import { type Rand, between } from './random.ts';
import { s, g, tr, circle, ellipse, rect, pathEl, line } from './svg.ts';
import { leaf } from './plants.ts';

/** A jar with lid and label; base centre at (x, y). */
export function jar(
  x: number,
  y: number,
  h: number,
  o: { body?: string; lid?: string; label?: string; mark?: string; fillC?: string } = {},
) {
  const w = h * 0.74;
  const body = o.body ?? C.white;
  const lid = o.lid ?? C.blue;
  const label = o.label ?? C.g100;
  const mark = o.mark ?? C.green;
  return g(
    tr(x, y),
    ellipse(0, 2, w * 0.62, h * 0.05, '#000', 'opacity="0.08"'),
    rect(-w / 2, -h * 0.84, w, h * 0.84, w * 0.16, body, s`stroke="${C.b200}" stroke-width="${h * 0.012}"`),
    rect(-w * 0.42, -h, w * 0.84, h * 0.2, h * 0.04, lid),
    [1, 2, 3, 4, 5]
      .map((i) =>
        line(
          -w * 0.42 + (w * 0.84 * i) / 6,
          -h * 0.97,
          -w * 0.42 + (w * 0.84 * i) / 6,
          -h * 0.83,
          shade(lid, 0.2),
          h * 0.012,
        ),
      )
      .join(''),
    rect(-w / 2, -h * 0.62, w, h * 0.38, 0, label),
    leaf(-w * 0.02, -h * 0.3, -35, h * 0.2, h * 0.08, mark, { veins: 0 }),
    leaf(w * 0.02, -h * 0.3, 30, h * 0.17, h * 0.07, o.fillC ?? C.dark, { veins: 0 }),
    rect(-w * 0.36, -h * 0.77, w * 0.08, h * 0.6, w * 0.04, '#fff', 'opacity="0.55"'),
  );
}
/** A stand-up pouch; base centre at (x, y). */
export function pouch(x: number, y: number, h: number, fill = C.g100, accent = C.green): string {
  const w = h * 0.72;
  const d = s`M${-w / 2} ${-h}L${w / 2} ${-h}L${w / 2 + h * 0.03} ${-h * 0.05}Q${w / 2} 0 ${w / 2 - h * 0.06} 0L${-w / 2 + h * 0.06} 0Q${-w / 2} 0 ${-w / 2 - h * 0.03} ${-h * 0.05}Z`;
  return g(
    tr(x, y),
    pathEl(d, fill, s`stroke="${C.b200}" stroke-width="${h * 0.012}"`),
    line(-w / 2 + h * 0.02, -h * 0.9, w / 2 - h * 0.02, -h * 0.9, shade(fill, 0.15), h * 0.014),
    rect(-w * 0.32, -h * 0.62, w * 0.64, h * 0.42, h * 0.04, '#fff'),
    leaf(0, -h * 0.28, -25, h * 0.24, h * 0.09, accent, { veins: 0 }),
    leaf(0, -h * 0.28, 28, h * 0.2, h * 0.08, C.dark, { veins: 0 }),
    circle(-w * 0.36, -h * 0.95, h * 0.018, '#fff'),
  );
}
/** A heap of powder with a few specks; base centre at (x, y). */
export function powder(x: number, y: number, w: number, fill: string, r: Rand): string {
  const h = w * 0.32;
  let specks = '';
  for (let i = 0; i < 14; i++) {
    const px = between(r, -0.35, 0.35) * w;
    const py = -between(r, 0.08, 0.7) * h * (1 - Math.abs(px / w) * 1.6);
    specks += circle(px, py, between(r, 0.006, 0.014) * w, shade(fill, 0.18), 'opacity="0.6"');
  }
  return g(
    tr(x, y),
    ellipse(0, 0, w * 0.55, w * 0.07, '#000', 'opacity="0.07"'),
    pathEl(
      s`M${-w / 2} 0C${-w * 0.32} ${-h * 0.15} ${-w * 0.2} ${-h} 0 ${-h}C${w * 0.2} ${-h} ${w * 0.32} ${-h * 0.15} ${w / 2} 0Z`,
      fill,
    ),
    pathEl(
      s`M0 ${-h}C${w * 0.2} ${-h} ${w * 0.32} ${-h * 0.15} ${w / 2} 0L${w * 0.1} 0C${w * 0.12} ${-h * 0.4} ${w * 0.08} ${-h * 0.8} 0 ${-h}Z`,
      shade(fill, 0.08),
    ),
    specks,
  );
}
/** A wooden scoop with powder. */
export function scoop(x: number, y: number, len: number, fill: string, rot = -12): string {
  return g(
    tr(x, y, rot),
    rect(0, -len * 0.04, len * 0.62, len * 0.08, len * 0.04, C.tan),
    ellipse(-len * 0.18, 0, len * 0.22, len * 0.13, shade(C.tan, 0.12)),
    ellipse(-len * 0.18, -len * 0.02, len * 0.18, len * 0.09, fill),
  );
}
export function bowl(x: number, y: number, w: number, fill = C.white, rim = C.b200): string {
  return g(
    tr(x, y),
    ellipse(0, w * 0.02, w * 0.5, w * 0.05, '#000', 'opacity="0.07"'),
    pathEl(
      s`M${-w / 2} ${-w * 0.22}A${w / 2} ${w * 0.25} 0 0 0 ${w / 2} ${-w * 0.22}Z`,
      fill,
      s`stroke="${rim}" stroke-width="${w * 0.015}"`,
    ),
    rect(-w * 0.16, -w * 0.03, w * 0.32, w * 0.04, w * 0.02, rim),
  );
}
export function capsule(x: number, y: number, len: number, rot: number, c1: string, c2: string): string {
  const r = len * 0.22;
  return g(
    tr(x, y, rot),
    pathEl(s`M0 ${-r}L${-len / 2 + r} ${-r}A${r} ${r} 0 0 0 ${-len / 2 + r} ${r}L0 ${r}Z`, c1),
    pathEl(s`M0 ${-r}L${len / 2 - r} ${-r}A${r} ${r} 0 0 1 ${len / 2 - r} ${r}L0 ${r}Z`, c2),
    rect(-len / 2 + r * 0.6, -r * 0.55, len * 0.5, r * 0.3, r * 0.15, '#fff', 'opacity="0.5"'),
  );
}
export function mortar(x: number, y: number, w: number, herb = C.green): string {
  return g(
    tr(x, y),
    ellipse(0, 0, w * 0.5, w * 0.06, '#000', 'opacity="0.08"'),
    rect(-w * 0.18, -w * 0.08, w * 0.36, w * 0.08, w * 0.02, C.b600),
    g(
      tr(w * 0.08, -w * 0.42, 28),
      rect(-w * 0.06, -w * 0.5, w * 0.12, w * 0.56, w * 0.06, C.tan),
      ellipse(0, 0.02 * w, w * 0.085, w * 0.06, shade(C.tan, 0.1)),
    ),
    pathEl(
      s`M${-w / 2} ${-w * 0.42}L${w / 2} ${-w * 0.42}C${w / 2} ${-w * 0.12} ${w * 0.25} ${-w * 0.06} 0 ${-w * 0.06}C${-w * 0.25} ${-w * 0.06} ${-w / 2} ${-w * 0.12} ${-w / 2} ${-w * 0.42}Z`,
      C.blue,
    ),
    ellipse(0, -w * 0.42, w / 2, w * 0.07, C.b600),
    ellipse(0, -w * 0.43, w * 0.42, w * 0.05, herb),
    leaf(-w * 0.15, -w * 0.45, -40, w * 0.22, w * 0.08, C.dark, { veins: 0 }),
    leaf(-w * 0.05, -w * 0.45, -10, w * 0.26, w * 0.09, C.green, { veins: 0 }),
  );
}
