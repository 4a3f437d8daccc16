// People and buildings (faceless flat figures): people, a factory, a greenhouse, an office.
import { C, shade } from './palette.ts';
import { num, s, g, tr, circle, ellipse, rect, pathEl, line, strokeP } from './svg.ts';
import type { Art } from './art.ts';
import { leaf, sprout } from './plants.ts';

export interface PersonOpts {
  skin?: string;
  shirt?: string;
  pants?: string;
  hair?: string;
  hat?: 'straw' | 'cap' | 'scarf' | null;
  arms?: 'down' | 'hold' | 'wave' | 'reach';
  coat?: boolean;
  skirt?: boolean;
  basket?: string | null;
  flip?: boolean;
}
/** A standing figure, feet at (x, y), `h` tall. */
export function person(x: number, y: number, h: number, o: PersonOpts = {}): string {
  const skin = o.skin ?? (C.skin[0] as string);
  const shirt = o.shirt ?? C.blue;
  const pants = o.pants ?? C.b700;
  const hair = o.hair ?? '#3A2A20';
  let out = '';
  // legs or skirt
  if (o.skirt) {
    out += pathEl('M-12 -46L12 -46L17 -10L-17 -10Z', pants);
    out += rect(-8, -12, 5, 12, 2.5, skin) + rect(3, -12, 5, 12, 2.5, skin);
  } else {
    out += rect(-10, -47, 8.5, 46, 4, pants) + rect(1.5, -47, 8.5, 46, 4, shade(pants, 0.1));
  }
  out += ellipse(-6, -1, 6, 2.6, C.ink) + ellipse(6, -1, 6, 2.6, C.ink);
  // arms behind torso for 'hold'
  const arm = (x1: number, y1: number, x2: number, y2: number, x3: number, y3: number) =>
    strokeP(s`M${x1} ${y1}Q${x2} ${y2} ${x3} ${y3}`, o.coat ? '#F4F6FA' : shade(shirt, 0.06), 6.5) +
    circle(x3, y3, 3.4, skin);
  // torso
  const torso = o.coat
    ? 'M-13 -79Q-15 -81 -9 -82L9 -82Q15 -81 13 -79L15 -30L-15 -30Z'
    : 'M-13 -79Q-15 -81 -9 -82L9 -82Q15 -81 13 -79L12 -44L-12 -44Z';
  out += rect(-3, -88, 6, 8, 2, shade(skin, 0.08));
  if (o.coat) out += pathEl('M-9 -82L0 -70L9 -82Z', shirt);
  out += pathEl(torso, o.coat ? '#F4F6FA' : shirt, o.coat ? s`stroke="${C.b200}" stroke-width="1"` : '');
  if (o.coat)
    out +=
      line(0, -70, 0, -32, C.b200, 1) +
      pathEl('M-9 -82L0 -70L-4 -64L-11 -76Z', '#E4E8F0') +
      pathEl('M9 -82L0 -70L4 -64L11 -76Z', '#E4E8F0');
  const arms = o.arms ?? 'down';
  if (arms === 'down') out += arm(-12, -77, -17, -62, -16, -47) + arm(12, -77, 17, -62, 16, -47);
  if (arms === 'hold') out += arm(-12, -77, -17, -60, -5, -55) + arm(12, -77, 17, -60, 5, -55);
  if (arms === 'wave') out += arm(-12, -77, -17, -62, -16, -47) + arm(12, -77, 22, -86, 20, -101);
  if (arms === 'reach') out += arm(-12, -77, -17, -62, -16, -47) + arm(12, -77, 24, -70, 30, -60);
  if (o.basket) {
    out += pathEl('M-13 -60L13 -60L10 -45L-10 -45Z', C.tan) + line(-12, -55, 12, -55, shade(C.tan, 0.2), 1.2);
    out +=
      circle(-6, -62, 4, o.basket) +
      circle(1, -63, 4.5, shade(o.basket, 0.1)) +
      circle(7, -61.5, 3.5, o.basket);
  }
  // head
  out += circle(0, -93, 8.5, skin);
  if (o.hat === 'straw') {
    out +=
      pathEl('M-8 -98Q0 -110 8 -98Z', C.sand) +
      ellipse(0, -98, 16, 3.4, shade(C.sand, 0.06)) +
      rect(-7.5, -101, 15, 2, 1, C.red);
  } else if (o.hat === 'cap') {
    out += pathEl('M-9 -95Q-8 -104 0 -104Q8 -104 9 -95Z', C.green) + rect(2, -97, 12, 3, 1.5, C.dark);
  } else if (o.hat === 'scarf') {
    out += pathEl(
      'M-10 -92Q-11 -104 0 -104Q11 -104 10 -92Q9 -86 11 -80L6 -82Q8 -96 0 -97Q-8 -96 -6 -82L-11 -80Q-9 -86 -10 -92Z',
      o.basket ? C.orange : C.berry,
    );
  } else {
    out += pathEl('M-8.8 -93Q-9 -103 0 -103Q9 -103 8.8 -93Q6 -98 0 -98.5Q-6 -98 -8.8 -93Z', hair);
  }
  return g(tr(x, y) + s` scale(${(h / 104) * (o.flip ? -1 : 1)} ${h / 104})`, out);
}
export function factory(x: number, y: number, w: number): string {
  const h = w * 0.42;
  let out = rect(-w / 2, -h, w, h, 4, C.b100) + rect(-w / 2, -h * 0.12, w, h * 0.12, 0, C.b200);
  const n = 4;
  let roof = s`M${-w / 2} ${-h}`;
  for (let i = 0; i < n; i++) {
    const x0 = -w / 2 + (w / n) * i;
    roof += s`L${x0 + (w / n) * 0.75} ${-h - h * 0.32}L${x0 + w / n} ${-h}`;
  }
  out += pathEl(roof + 'Z', C.blue);
  for (let i = 0; i < n; i++) {
    const wx = -w / 2 + (w / n) * i + (w / n) * 0.18;
    out += rect(wx, -h * 0.72, (w / n) * 0.64, h * 0.32, 3, C.b300);
    out += line(wx + (w / n) * 0.32, -h * 0.72, wx + (w / n) * 0.32, -h * 0.4, C.b100, 2);
  }
  out += rect(w * 0.05, -h * 0.34, w * 0.16, h * 0.34, 2, C.b600);
  out += rect(-w * 0.42, -h * 1.75, w * 0.09, h * 0.8, 2, C.b400);
  out +=
    leaf(-w * 0.375, -h * 1.78, -28, h * 0.4, h * 0.15, C.green, { veins: 0 }) +
    leaf(-w * 0.375, -h * 1.78, 30, h * 0.34, h * 0.13, C.dark, { veins: 0 });
  return g(tr(x, y), out);
}
export function greenhouse(a: Art, x: number, y: number, w: number): string {
  const h = w * 0.55;
  const d = s`M${-w / 2} 0L${-w / 2} ${-h * 0.55}Q${-w / 2} ${-h} 0 ${-h}Q${w / 2} ${-h} ${w / 2} ${-h * 0.55}L${w / 2} 0Z`;
  let ribs = '';
  for (let i = 1; i < 6; i++)
    ribs += line(-w / 2 + (w * i) / 6, 0, -w / 2 + (w * i) / 6, -h, C.b300, w * 0.008);
  ribs += line(-w / 2, -h * 0.55, w / 2, -h * 0.55, C.b300, w * 0.008);
  let plants = '';
  for (let i = 0; i < 7; i++)
    plants += sprout(-w * 0.42 + (w * 0.84 * i) / 6, -w * 0.02, w * 0.12, i % 2 ? C.green : C.g300, C.dark);
  return g(
    tr(x, y),
    pathEl(d, C.b100, 'opacity="0.9"'),
    `<g ${a.clip(`<path d="${d}" transform="translate(${num(x)} ${num(y)})"/>`)} transform="translate(${num(-x)} ${num(-y)})">${g(tr(x, y), plants)}</g>`,
    ribs,
    pathEl(d, 'none', s`stroke="${C.b400}" stroke-width="${w * 0.014}"`),
    rect(-w * 0.07, -h * 0.36, w * 0.14, h * 0.36, 2, C.b400),
  );
}
export function office(x: number, y: number, w: number, h: number, accent = C.green): string {
  let out = rect(-w / 2, -h, w, h, 4, C.b100) + rect(-w / 2 - 4, -h - 8, w + 8, 10, 3, C.blue);
  const cols = 4;
  const rows = Math.max(2, Math.floor(h / (w * 0.28)));
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      out += rect(
        -w / 2 + (w / cols) * i + w * 0.05,
        -h + h * 0.08 + ((h * 0.62) / rows) * j,
        w / cols - w * 0.1,
        (h * 0.62) / rows - h * 0.05,
        2,
        j % 2 ? C.b300 : C.b200,
      );
    }
  }
  out += rect(-w * 0.12, -h * 0.22, w * 0.24, h * 0.22, 2, C.b600);
  out +=
    leaf(0, -h - 10, -30, w * 0.2, w * 0.07, accent, { veins: 0 }) +
    leaf(0, -h - 10, 28, w * 0.16, w * 0.06, C.dark, { veins: 0 });
  return g(tr(x, y), out);
}
