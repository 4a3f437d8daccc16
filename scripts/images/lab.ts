// The laboratory: flasks, beakers, test tubes, a microscope and petri dishes.
import { C, tint } from './palette.ts';
import { s, g, tr, circle, ellipse, rect, pathEl, line, strokeP } from './svg.ts';
import type { Art } from './art.ts';

/** An Erlenmeyer flask with liquid, base centre at (x, y). */
export function flask(
  a: Art,
  x: number,
  y: number,
  h: number,
  liquid = C.green,
  level = 0.45,
  glass = C.b100,
): string {
  const w = h * 0.8;
  const nw = h * 0.13;
  const d = s`M${-nw} ${-h}L${-nw} ${-h * 0.62}L${-w / 2} ${-h * 0.08}Q${-w / 2 - 4} 0 ${-w / 2 + h * 0.08} 0L${w / 2 - h * 0.08} 0Q${w / 2 + 4} 0 ${w / 2} ${-h * 0.08}L${nw} ${-h * 0.62}L${nw} ${-h}Z`;
  const clip = a.clip(`<path d="${d}"/>`);
  const ly = -h * level;
  return g(
    tr(x, y),
    pathEl(d, glass, 'opacity="0.85"'),
    `<g ${clip}>${rect(-w, ly, w * 2, h, 0, liquid)}${ellipse(0, ly, w, h * 0.025, tint(liquid, 0.3))}${circle(-w * 0.12, -h * 0.18, h * 0.03, tint(liquid, 0.45))}${circle(w * 0.1, -h * 0.28, h * 0.02, tint(liquid, 0.45))}${circle(w * 0.02, -h * 0.12, h * 0.018, tint(liquid, 0.45))}</g>`,
    pathEl(d, 'none', s`stroke="${C.b300}" stroke-width="${h * 0.025}" stroke-linejoin="round"`),
    rect(-nw * 1.35, -h - h * 0.04, nw * 2.7, h * 0.06, h * 0.02, C.b300),
    strokeP(s`M${-w * 0.3} ${-h * 0.12}L${-nw * 0.5} ${-h * 0.58}`, '#fff', h * 0.025, 'opacity="0.7"'),
  );
}
/** A beaker with graduation marks. */
export function beaker(a: Art, x: number, y: number, h: number, liquid = C.b300, level = 0.55): string {
  const w = h * 0.72;
  const d = s`M${-w / 2} ${-h}L${-w / 2} ${-h * 0.06}Q${-w / 2} 0 ${-w / 2 + h * 0.06} 0L${w / 2 - h * 0.06} 0Q${w / 2} 0 ${w / 2} ${-h * 0.06}L${w / 2} ${-h}Z`;
  const clip = a.clip(`<path d="${d}"/>`);
  let marks = '';
  for (let i = 1; i <= 4; i++)
    marks += line(
      -w / 2 + h * 0.06,
      -h * 0.18 * i,
      -w / 2 + h * (i % 2 ? 0.18 : 0.12),
      -h * 0.18 * i,
      C.b300,
      h * 0.018,
    );
  return g(
    tr(x, y),
    pathEl(d, C.b50, 'opacity="0.9"'),
    `<g ${clip}>${rect(-w, -h * level, w * 2, h, 0, liquid)}${ellipse(0, -h * level, w, h * 0.02, tint(liquid, 0.3))}</g>`,
    marks,
    pathEl(d, 'none', s`stroke="${C.b300}" stroke-width="${h * 0.025}" stroke-linejoin="round"`),
    strokeP(s`M${-w / 2 - h * 0.04} ${-h}L${-w / 2 + h * 0.02} ${-h * 0.95}`, C.b300, h * 0.025),
  );
}
/** Test tubes standing in a rack. */
export function testTubes(x: number, y: number, h: number, fills: string[]): string {
  const gap = h * 0.3;
  const n = fills.length;
  let out = '';
  fills.forEach((f, i) => {
    const tx = (i - (n - 1) / 2) * gap;
    const level = 0.35 + ((i * 37) % 30) / 100;
    out += rect(
      tx - h * 0.08,
      -h,
      h * 0.16,
      h,
      h * 0.08,
      C.b50,
      s`stroke="${C.b300}" stroke-width="${h * 0.02}"`,
    );
    out += pathEl(
      s`M${tx - h * 0.065} ${-h * level}L${tx + h * 0.065} ${-h * level}L${tx + h * 0.065} ${-h * 0.08}A${h * 0.065} ${h * 0.065} 0 0 1 ${tx - h * 0.065} ${-h * 0.08}Z`,
      f,
    );
  });
  out += rect(-gap * n * 0.55, -h * 0.42, gap * n * 1.1, h * 0.08, h * 0.02, C.b400);
  out += rect(-gap * n * 0.55, -h * 0.06, gap * n * 1.1, h * 0.08, h * 0.02, C.blue);
  out +=
    rect(-gap * n * 0.55, -h * 0.42, h * 0.05, h * 0.4, 0, C.b600) +
    rect(gap * n * 0.55 - h * 0.05, -h * 0.42, h * 0.05, h * 0.4, 0, C.b600);
  return g(tr(x, y), out);
}
/** A microscope, base centre at (x, y). */
export function microscope(x: number, y: number, h: number): string {
  const k = h / 100;
  return g(
    tr(x, y, 0, k),
    rect(-34, -8, 68, 10, 4, C.blue),
    pathEl('M8 -8C30 -30 30 -60 6 -78L-2 -70C16 -56 16 -34 -2 -12Z', C.b600),
    rect(-26, -36, 40, 6, 2, C.b400),
    g(
      'translate(-6 -80) rotate(-28)',
      rect(-7, -24, 14, 40, 3, C.b300),
      rect(-9, -30, 18, 8, 2, C.blue),
      rect(-4, 16, 8, 8, 1, C.b600),
    ),
    circle(14, -46, 6, C.b400),
  );
}
export function petri(x: number, y: number, r: number, fill = C.g200): string {
  return g(
    tr(x, y),
    ellipse(0, 0, r, r * 0.38, C.b100, s`stroke="${C.b300}" stroke-width="${r * 0.05}"`),
    ellipse(0, -r * 0.02, r * 0.82, r * 0.28, fill),
    circle(-r * 0.3, -r * 0.05, r * 0.08, C.dark),
    circle(r * 0.2, r * 0.02, r * 0.06, C.dark),
    circle(r * 0.05, -r * 0.12, r * 0.05, C.green),
  );
}
