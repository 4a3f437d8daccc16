// Compliance icons (the home grid) and certificate logos: a round badge around one of those pictograms.
import { C, tint } from './palette.ts';
import { s, g, tr, circle, ellipse, rect, pathEl, line, strokeP } from './svg.ts';
import { type Pt, smoothOpen, star } from './geometry.ts';
import { text, circleText } from './text.ts';
import { gearPath, shieldPath, check, cycleArrows } from './symbols.ts';

/** The compliance icons, in the order the home grid shows them (public-area.md §2.7 lists no order). */
export const COMPLIANCE: [string, string, (col: string) => string][] = [
  ['organic', 'Organic', (col) => outlineLeaf(96, 150, 18, 100, 40, col) + strokeP('M96 150L96 166', col, 9)],
  [
    'vegan',
    'Vegan',
    (col) => strokeP('M58 66L94 144L132 60', col, 10) + outlineLeaf(132, 62, 38, 50, 20, C.green),
  ],
  ['non-gmo', 'Non-GMO', (col) => helixIcon(col) + slash(col)],
  ['gluten-free', 'Gluten Free', (col) => wheatIcon(col) + slash(col)],
  [
    'kosher',
    'Kosher',
    (col) =>
      text('K', 96, 128, { font: 'sansBold', size: 92, fill: col, anchor: 'middle' }) +
      circle(96, 96, 58, 'none', s`stroke="${col}" stroke-width="4" stroke-dasharray="3 7"`),
  ],
  [
    'halal',
    'Halal',
    (col) =>
      pathEl(
        'M108 46A52 52 0 1 0 108 146A42 42 0 1 1 108 46Z',
        tint(col, 0.8),
        s`stroke="${col}" stroke-width="8" stroke-linejoin="round"`,
      ) + pathEl(star(126, 92, 20, 8.5, 5), col),
  ],
  [
    'gmp',
    'GMP',
    (col) =>
      pathEl(
        gearPath(96, 96, 56, 45, 10, 0),
        tint(col, 0.82),
        s`stroke="${col}" stroke-width="7" stroke-linejoin="round"`,
      ) + check(96, 98, 48, col, 10),
  ],
  [
    'iso-9001',
    'ISO 9001',
    (col) =>
      text('ISO', 96, 100, { font: 'sansBold', size: 50, fill: col, anchor: 'middle' }) +
      line(58, 114, 134, 114, C.green, 5) +
      text('9001', 96, 146, { font: 'sansBold', size: 28, fill: col, anchor: 'middle', tracking: 0.1 }),
  ],
  [
    'fssai',
    'FSSAI',
    (col) =>
      pathEl(
        shieldPath(96, 98, 100),
        tint(col, 0.8),
        s`stroke="${col}" stroke-width="8" stroke-linejoin="round"`,
      ) +
      strokeP('M80 66L80 90M72 66L72 84Q72 92 80 92Q88 92 88 84L88 66M80 92L80 134', col, 6) +
      pathEl(
        'M112 64C124 66 126 86 114 94L114 134',
        'none',
        s`stroke="${col}" stroke-width="6" stroke-linecap="round"`,
      ) +
      ellipse(114, 78, 8, 15, col),
  ],
  [
    'allergen-free',
    'Allergen Free',
    (col) =>
      pathEl(
        'M96 48C122 48 126 72 118 90C112 102 122 112 120 126C118 146 100 152 90 150C70 148 62 130 72 112C78 100 66 92 68 76C70 58 80 48 96 48Z',
        tint(col, 0.8),
        s`stroke="${col}" stroke-width="8" transform="rotate(-30 96 100)"`,
      ) +
      [
        [86, 76],
        [104, 84],
        [90, 112],
        [108, 120],
      ]
        .map(([x, y]) => circle(x as number, y as number, 4, col))
        .join('') +
      slash(col),
  ],
  ['no-artificial-colours', 'No Artificial Colours', (col) => colourDropIcon(col) + slash(col)],
  [
    'soy-free',
    'Soy Free',
    (col) =>
      g(
        'rotate(-40 96 96)',
        pathEl(
          'M40 96C40 80 52 76 62 80C70 70 84 70 92 80C100 70 114 70 122 80C132 76 150 82 148 96C150 110 132 116 122 112C114 122 100 122 92 112C84 122 70 122 62 112C52 116 40 112 40 96Z',
          tint(col, 0.8),
          s`stroke="${col}" stroke-width="8" stroke-linejoin="round"`,
        ),
        strokeP('M148 96L162 90', col, 7),
        circle(64, 96, 10, col),
        circle(92, 96, 10, col),
        circle(120, 96, 10, col),
      ) + slash(col),
  ],
  [
    'dairy-free',
    'Dairy Free',
    (col) =>
      pathEl(
        'M82 44L110 44L110 62L124 82L124 146Q124 152 118 152L74 152Q68 152 68 146L68 82L82 62Z',
        tint(col, 0.85),
        s`stroke="${col}" stroke-width="8" stroke-linejoin="round"`,
      ) +
      line(78, 54, 114, 54, col, 8) +
      rect(76, 100, 40, 30, 6, col) +
      slash(col),
  ],
  [
    'sustainably-sourced',
    'Sustainably Sourced',
    (col) => cycleArrows(96, 96, 56, col, C.green, 8) + outlineLeaf(96, 126, 22, 62, 26, C.green),
  ],
];
function outlineLeaf(x: number, y: number, ang: number, len: number, wid: number, col: string): string {
  const l = len;
  const w = wid;
  return g(
    tr(x, y, ang),
    pathEl(
      s`M0 0C${w} ${-l * 0.18} ${w * 1.1} ${-l * 0.62} 0 ${-l}C${-w * 1.1} ${-l * 0.62} ${-w} ${-l * 0.18} 0 0Z`,
      tint(col, 0.8),
      s`stroke="${col}" stroke-width="8" stroke-linejoin="round"`,
    ),
    strokeP(s`M0 ${-l * 0.08}L0 ${-l * 0.78}`, col, 6),
    strokeP(s`M0 ${-l * 0.36}L${w * 0.42} ${-l * 0.52}M0 ${-l * 0.56}L${-w * 0.42} ${-l * 0.72}`, col, 5),
  );
}
function slash(col: string): string {
  return line(46, 46, 146, 146, '#fff', 20) + line(46, 46, 146, 146, col, 9);
}
function helixIcon(col: string): string {
  const a: Pt[] = [];
  const b: Pt[] = [];
  let rungs = '';
  for (let i = 0; i <= 16; i++) {
    const t = i / 16;
    const y = 46 + t * 100;
    const x = Math.sin(t * Math.PI * 2.5) * 24;
    a.push([96 + x, y]);
    b.push([96 - x, y]);
    if (i % 2 === 1 && i < 16) rungs += line(96 + x * 0.8, y, 96 - x * 0.8, y, tint(col, 0.4), 5);
  }
  return rungs + strokeP(smoothOpen(a), col, 8) + strokeP(smoothOpen(b), C.green, 8);
}
function wheatIcon(col: string): string {
  let out = strokeP('M96 152L96 52', col, 7);
  for (let i = 0; i < 4; i++) {
    const y = 124 - i * 20;
    out += outlineGrain(96, y, -34, col) + outlineGrain(96, y, 34, col);
  }
  return out + outlineGrain(96, 48, 0, col);
}
function outlineGrain(x: number, y: number, ang: number, col: string): string {
  return g(
    tr(x, y, ang),
    pathEl(
      'M0 0C9 -6 9 -22 0 -30C-9 -22 -9 -6 0 0Z',
      tint(col, 0.8),
      s`stroke="${col}" stroke-width="5" stroke-linejoin="round"`,
    ),
  );
}
function colourDropIcon(col: string): string {
  const d = 'M96 40C106 62 132 86 132 112A36 36 0 0 1 60 112C60 86 86 62 96 40Z';
  return (
    `<clipPath id="cd"><path d="${d}"/></clipPath>` +
    `<g clip-path="url(#cd)">${rect(50, 30, 100, 62, 0, tint(C.orange, 0.3))}${rect(50, 92, 100, 24, 0, tint(C.green, 0.2))}${rect(50, 116, 100, 40, 0, tint(C.blue, 0.35))}</g>` +
    pathEl(d, 'none', s`stroke="${col}" stroke-width="8" stroke-linejoin="round"`)
  );
}
const ICON_COLOURS = [C.dark, C.green, C.blue];
export function complianceIcon(i: number): string {
  const entry = COMPLIANCE[i];
  if (!entry) throw new Error(`no compliance icon ${i}`);
  const col = ICON_COLOURS[i % 3] as string;
  return (
    circle(96, 96, 86, '#fff') +
    circle(96, 96, 84, 'none', s`stroke="${col}" stroke-width="8"`) +
    entry[2](col === C.green ? C.dark : col)
  );
}
/** Certificate logos (shown 50 px high): a round badge with the name around a pictogram. */
export const CERT_LOGOS: [string, string, number][] = [
  ['Organic', 'ORGANIC', 0],
  ['Vegan', 'VEGAN', 1],
  ['Non-GMO', 'NON-GMO', 2],
  ['Kosher', 'KOSHER', 4],
  ['Halal', 'HALAL', 5],
  ['GMP', 'GMP', 6],
  ['ISO 9001', 'ISO 9001', 7],
  ['FSSAI', 'FSSAI', 8],
];
export function certLogo(label: string, iconIndex: number): string {
  const col = iconIndex % 2 ? C.blue : C.dark;
  const entry = COMPLIANCE[iconIndex];
  const inner = entry ? g('translate(54 54) scale(0.48)', entry[2](col)) : '';
  return (
    circle(100, 100, 96, col) +
    circle(100, 100, 90, 'none', 'stroke="#fff" stroke-width="2"') +
    circle(100, 100, 58, '#fff') +
    circleText(label, 100, 100, 66, { font: 'sansBold', size: 19, fill: '#fff', tracking: 0.06 }) +
    circleText('CERTIFIED', 100, 100, 80, {
      font: 'sansBold',
      size: 14,
      fill: '#fff',
      tracking: 0.18,
      bottom: true,
    }) +
    pathEl(star(28, 100, 6, 2.6, 5), '#fff') +
    pathEl(star(172, 100, 6, 2.6, 5), '#fff') +
    inner
  );
}
