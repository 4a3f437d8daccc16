// Symbols: gears, shields, ticks, hearts, map pins, magnifiers, clipboards, charts, a globe, cycle arrows.
import { C } from './palette.ts';
import { rng } from './random.ts';
import { s, g, tr, circle, rect, pathEl, line, strokeP } from './svg.ts';
import { type Pt, smoothOpen, blobPath, polygon } from './geometry.ts';
import type { Art } from './art.ts';

export function gearPath(
  cx: number,
  cy: number,
  ro: number,
  ri: number,
  teeth: number,
  hole: number,
): string {
  const pts: Pt[] = [];
  for (let i = 0; i < teeth; i++) {
    const a = (i / teeth) * Math.PI * 2;
    const da = (Math.PI * 2) / teeth;
    for (const [f, rr] of [
      [0, ri],
      [0.12, ro],
      [0.38, ro],
      [0.5, ri],
    ] as [number, number][]) {
      pts.push([cx + Math.cos(a + f * da) * rr, cy + Math.sin(a + f * da) * rr]);
    }
  }
  return (
    polygon(pts) +
    s`M${cx + hole} ${cy}A${hole} ${hole} 0 1 0 ${cx - hole} ${cy}A${hole} ${hole} 0 1 0 ${cx + hole} ${cy}Z`
  );
}
export function gear(x: number, y: number, r: number, fill: string, teeth = 10): string {
  return pathEl(gearPath(x, y, r, r * 0.8, teeth, r * 0.35), fill, 'fill-rule="evenodd"');
}
export function shieldPath(x: number, y: number, w: number): string {
  const h = w * 1.2;
  return s`M${x} ${y - h / 2}L${x + w / 2} ${y - h * 0.32}L${x + w / 2} ${y - h * 0.02}C${x + w / 2} ${y + h * 0.25} ${x + w * 0.22} ${y + h * 0.42} ${x} ${y + h / 2}C${x - w * 0.22} ${y + h * 0.42} ${x - w / 2} ${y + h * 0.25} ${x - w / 2} ${y - h * 0.02}L${x - w / 2} ${y - h * 0.32}Z`;
}
export function check(x: number, y: number, s0: number, stroke: string, w: number): string {
  return strokeP(
    s`M${x - s0 * 0.5} ${y}L${x - s0 * 0.12} ${y + s0 * 0.38}L${x + s0 * 0.55} ${y - s0 * 0.42}`,
    stroke,
    w,
  );
}
export function heartPath(x: number, y: number, w: number): string {
  const h = w * 0.9;
  return s`M${x} ${y + h * 0.45}C${x - w * 0.1} ${y + h * 0.35} ${x - w * 0.5} ${y + h * 0.1} ${x - w * 0.5} ${y - h * 0.18}C${x - w * 0.5} ${y - h * 0.42} ${x - w * 0.3} ${y - h * 0.55} ${x - w * 0.15} ${y - h * 0.55}C${x - w * 0.05} ${y - h * 0.55} ${x} ${y - h * 0.45} ${x} ${y - h * 0.35}C${x} ${y - h * 0.45} ${x + w * 0.05} ${y - h * 0.55} ${x + w * 0.15} ${y - h * 0.55}C${x + w * 0.3} ${y - h * 0.55} ${x + w * 0.5} ${y - h * 0.42} ${x + w * 0.5} ${y - h * 0.18}C${x + w * 0.5} ${y + h * 0.1} ${x + w * 0.1} ${y + h * 0.35} ${x} ${y + h * 0.45}Z`;
}
export function pin(x: number, y: number, h: number, fill: string): string {
  const r = h * 0.36;
  return g(
    tr(x, y),
    pathEl(
      s`M0 0C${-r * 0.3} ${-h * 0.3} ${-r} ${-h * 0.45} ${-r} ${-h + r}A${r} ${r} 0 0 1 ${r} ${-h + r}C${r} ${-h * 0.45} ${r * 0.3} ${-h * 0.3} 0 0Z`,
      fill,
    ),
    circle(0, -h + r, r * 0.42, '#fff'),
  );
}
export function magnifier(x: number, y: number, r: number, rot = 40, inner = ''): string {
  return g(
    tr(x, y),
    g(tr(0, 0, rot), rect(-r * 0.14, r * 0.95, r * 0.28, r * 0.9, r * 0.12, C.b600)),
    circle(0, 0, r, C.white, 'opacity="0.92"'),
    inner,
    circle(0, 0, r, 'none', s`stroke="${C.blue}" stroke-width="${r * 0.16}"`),
    pathEl(
      s`M${-r * 0.62} ${-r * 0.2}A${r * 0.65} ${r * 0.65} 0 0 1 ${-r * 0.2} ${-r * 0.62}`,
      'none',
      s`stroke="#fff" stroke-width="${r * 0.1}" stroke-linecap="round" opacity="0.9"`,
    ),
  );
}
export function clipboard(x: number, y: number, h: number, rows: number, ticks = true): string {
  const w = h * 0.76;
  let list = '';
  for (let i = 0; i < rows; i++) {
    const ry = -h * 0.68 + i * h * (0.55 / rows);
    list += ticks
      ? rect(
          -w * 0.34,
          ry - h * 0.035,
          h * 0.07,
          h * 0.07,
          h * 0.015,
          C.g100,
          s`stroke="${C.green}" stroke-width="${h * 0.008}"`,
        ) + check(-w * 0.34 + h * 0.035, ry, h * 0.05, C.dark, h * 0.014)
      : '';
    list += rect(-w * 0.18, ry - h * 0.012, w * (0.5 - (i % 3) * 0.08), h * 0.024, h * 0.012, C.b200);
  }
  return g(
    tr(x, y),
    rect(-w / 2, -h, w, h, h * 0.05, C.blue),
    rect(-w / 2 + h * 0.05, -h * 0.93, w - h * 0.1, h * 0.88, h * 0.03, C.white),
    rect(-w * 0.2, -h * 1.03, w * 0.4, h * 0.1, h * 0.03, C.b600),
    list,
  );
}
export function barChart(
  x: number,
  y: number,
  w: number,
  h: number,
  values: number[],
  colors: string[],
): string {
  const n = values.length;
  const bw = (w / n) * 0.6;
  let out = line(0, 0, w, 0, C.b300, h * 0.02) + line(0, 0, 0, -h, C.b300, h * 0.02);
  values.forEach((v, i) => {
    out += rect((w / n) * i + bw * 0.4, -h * v, bw, h * v, bw * 0.15, colors[i % colors.length] as string);
  });
  const pts: Pt[] = values.map((v, i) => [(w / n) * i + bw * 0.9, -h * v - h * 0.08]);
  out += strokeP(smoothOpen(pts), C.blue, h * 0.025);
  for (const p of pts)
    out += circle(p[0], p[1], h * 0.03, C.white, s`stroke="${C.blue}" stroke-width="${h * 0.02}"`);
  return g(tr(x, y), out);
}
export function globe(a: Art, x: number, y: number, r: number): string {
  const clip = a.clip(s`<circle cx="${x}" cy="${y}" r="${r}"/>`);
  const rr = rng(`globe${x}${y}`);
  const lands = [
    blobPath(rr, x - r * 0.35, y - r * 0.3, r * 0.32, r * 0.26, 7, 0.35),
    blobPath(rr, x + r * 0.35, y - r * 0.05, r * 0.28, r * 0.4, 7, 0.35),
    blobPath(rr, x - r * 0.2, y + r * 0.5, r * 0.25, r * 0.18, 6, 0.3),
    blobPath(rr, x + r * 0.7, y + r * 0.55, r * 0.18, r * 0.12, 6, 0.3),
  ];
  return (
    circle(x, y, r, C.b300) +
    `<g ${clip}>${lands.map((d, i) => pathEl(d, i % 2 ? C.dark : C.green)).join('')}${circle(x + r * 0.35, y + r * 0.35, r, C.b700, 'opacity="0.12"')}</g>` +
    strokeP(s`M${x - r} ${y}Q${x} ${y + r * 0.25} ${x + r} ${y}`, '#fff', r * 0.02, 'opacity="0.5"') +
    strokeP(s`M${x} ${y - r}Q${x - r * 0.3} ${y} ${x} ${y + r}`, '#fff', r * 0.02, 'opacity="0.5"')
  );
}
/** Two curved arrows chasing each other around a circle (a cycle). */
export function cycleArrows(x: number, y: number, r: number, c1: string, c2: string, w: number): string {
  const arc = (a0: number, a1: number, col: string) => {
    const p0: Pt = [x + r * Math.cos(a0), y + r * Math.sin(a0)];
    const p1: Pt = [x + r * Math.cos(a1), y + r * Math.sin(a1)];
    const tip = a1 + 0.001;
    const tx = -Math.sin(tip);
    const ty = Math.cos(tip);
    const head = polygon([
      [p1[0] + tx * w * 1.6, p1[1] + ty * w * 1.6],
      [p1[0] - Math.cos(tip) * w * 1.3, p1[1] - Math.sin(tip) * w * 1.3],
      [p1[0] + Math.cos(tip) * w * 1.3, p1[1] + Math.sin(tip) * w * 1.3],
    ]);
    return (
      strokeP(s`M${p0[0]} ${p0[1]}A${r} ${r} 0 0 1 ${p1[0]} ${p1[1]}`, col, w) +
      pathEl(head, col, 'stroke-linejoin="round"')
    );
  };
  return arc(-Math.PI * 0.95, -Math.PI * 0.18, c1) + arc(Math.PI * 0.05, Math.PI * 0.82, c2);
}
