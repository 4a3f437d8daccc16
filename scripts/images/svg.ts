// SVG text: the `s` template tag (numbers rounded to 2 decimals) and one-line element helpers.

export function num(v: number): string {
  const x = Math.round(v * 100) / 100;
  return Object.is(x, -0) ? '0' : String(x);
}
/** Template tag for SVG: numbers are rounded to 2 decimals, arrays joined, null/undefined/false dropped. */
export function s(strings: TemplateStringsArray, ...vals: unknown[]): string {
  let out = strings[0] ?? '';
  vals.forEach((v, i) => {
    out += fmt(v) + (strings[i + 1] ?? '');
  });
  return out;
}
function fmt(v: unknown): string {
  if (typeof v === 'number') return num(v);
  if (Array.isArray(v)) return v.map(fmt).join('');
  if (v === null || v === undefined || v === false) return '';
  return String(v);
}

export const g = (transform: string, ...children: string[]) =>
  `<g transform="${transform}">${children.join('')}</g>`;
export const tr = (x: number, y: number, rot = 0, sc = 1) =>
  s`translate(${x} ${y})` + (rot ? s` rotate(${rot})` : '') + (sc !== 1 ? s` scale(${sc})` : '');
export const op = (o: number, ...children: string[]) => s`<g opacity="${o}">${children.join('')}</g>`;
export const circle = (x: number, y: number, r: number, fill: string, extra = '') =>
  s`<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
export const ellipse = (x: number, y: number, rx: number, ry: number, fill: string, extra = '') =>
  s`<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
export const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') =>
  s`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
export const pathEl = (d: string, fill: string, extra = '') =>
  `<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, w: number, extra = '') =>
  s`<path d="M${x1} ${y1}L${x2} ${y2}" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round" fill="none"${extra ? ' ' + extra : ''}/>`;
export const strokeP = (d: string, stroke: string, w: number, extra = '') =>
  s`<path d="${d}" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round" fill="none"${extra ? ' ' + extra : ''}/>`;
