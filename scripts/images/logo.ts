// Logo: a "V" of two leaves under a drop, beside the wordmark and a small tagline (3:1, transparent).
import { BRAND_NAME } from '../../shared/brand.ts';
import { C, shade, tint } from './palette.ts';
import { circle } from './svg.ts';
import { text, textWidth } from './text.ts';
import { Art } from './art.ts';
import { leaf } from './plants.ts';
import { drop } from './sky-and-land.ts';

export function logoArt(): Art & { body: string } {
  const a = new Art(360, 120, 'logo');
  const leafMark = (ang: number, len: number, wid: number, fill: string) =>
    leaf(56, 106, ang, len, wid, fill, { veins: 0, shade: shade(fill, 0.1), vein: tint(fill, 0.45) });
  const mark =
    leafMark(-25, 88, 24, C.green) +
    leafMark(27, 82, 22, C.dark) +
    drop(56, 34, 10, C.blue, false) +
    circle(53, 32, 3, '#fff', 'opacity="0.8"');
  const [w1, w2] = [BRAND_NAME.split(' ')[0] ?? BRAND_NAME, BRAND_NAME.split(' ').slice(1).join(' ')];
  const x0 = 106;
  const avail = 360 - x0 - 4;
  const unit = textWidth(`${w1} ${w2}`, { font: 'sansBold', size: 1, tracking: -0.01 });
  const size = Math.min(50, avail / unit);
  const wFirst = textWidth(`${w1} `, { font: 'sansBold', size, tracking: -0.01 });
  let words = text(w1, x0, 70, { font: 'sansBold', size, fill: C.blue, tracking: -0.01 });
  words += text(w2, x0 + wFirst, 70, { font: 'sansBold', size, fill: C.dark, tracking: -0.01 });
  const tag = 'WHOLE-FOOD VITAMINS';
  const tagUnit = textWidth(tag, { font: 'sansBold', size: 1, tracking: 0.16 });
  const tagSize = Math.min(16, (avail - 4) / tagUnit);
  words += text(tag, x0 + 2, 98, { font: 'sansBold', size: tagSize, fill: C.b400, tracking: 0.16 });
  return Object.assign(a, { body: mark + words });
}
