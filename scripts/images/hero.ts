// Hero: one scene as a function of time; the poster is t = 0, the clip loops seamlessly over HERO_SECONDS.
import { C, tint } from './palette.ts';
import { rng, between, pick } from './random.ts';
import { s, g, circle, rect, pathEl } from './svg.ts';
import { smoothOpen } from './geometry.ts';
import { Art } from './art.ts';
import { leaf, pinnate, tree, coneTree, grassTuft } from './plants.ts';
import { sun, sunRays, cloud, hill, fieldRows } from './sky-and-land.ts';

export const HERO_SECONDS = 8;
export const HERO_FPS = 30;
export const HERO_VIDEO = { w: 1280, h: 720 };
export function heroSvg(t: number): string {
  const a = new Art(1920, 1080, 'hero');
  const { w, h } = a;
  const p = (t / HERO_SECONDS) * Math.PI * 2; // one full cycle per loop
  const r = rng('hero-static');
  let out = rect(
    0,
    0,
    w,
    h,
    0,
    a.lin([
      [0, '#EEF3FB'],
      [0.55, '#F7FAEF'],
      [1, C.g100],
    ]),
  );
  // sun, slowly turning rays and a breathing glow
  const sx = w * 0.74;
  const sy = h * 0.3;
  out += circle(
    sx,
    sy,
    260,
    a.rad([
      [0, C.sunSoft, 0.85],
      [1, C.sunSoft, 0],
    ]),
    s`opacity="${0.75 + 0.2 * Math.sin(p)}"`,
  );
  out += g(
    s`rotate(${(t / HERO_SECONDS) * 22.5} ${sx} ${sy})`,
    sunRays(sx, sy, 120, 620, 16, '#FFFFFF', 0.32 + 0.08 * Math.sin(p * 2)),
  );
  out += sun(sx, sy, 84, false);
  out +=
    cloud(w * 0.2 + 30 * Math.sin(p), h * 0.22, 300, '#fff', 0.95) +
    cloud(w * 0.46 - 24 * Math.sin(p), h * 0.14, 200, '#fff', 0.8) +
    cloud(w * 0.9 + 20 * Math.sin(p + 1), h * 0.5, 220, '#fff', 0.7);
  // landscape
  out += hill(0, w, [h * 0.6, h * 0.55, h * 0.58, h * 0.52, h * 0.57, h * 0.54], h, C.b200, 'opacity="0.7"');
  for (let i = 0; i < 14; i++)
    out += coneTree(
      between(r, 0.02, 0.98) * w,
      h * 0.62 + between(r, -10, 10),
      between(r, 70, 120),
      pick(r, [C.g600, C.dark]),
    );
  const midD =
    smoothOpen([
      [0, h * 0.64],
      [w * 0.25, h * 0.61],
      [w * 0.5, h * 0.66],
      [w * 0.75, h * 0.62],
      [w, h * 0.65],
    ]) + s`L${w} ${h}L0 ${h}Z`;
  out += pathEl(midD, C.g300);
  out += fieldRows(
    a,
    midD,
    w * 0.5,
    h * 0.6,
    h * 0.64,
    h * 1.1,
    -w * 0.8,
    w * 1.8,
    34,
    tint(C.green, 0.05),
    10,
  );
  for (let i = 0; i < 6; i++)
    out += tree(
      w * (0.08 + i * 0.17) + between(r, -30, 30),
      h * 0.68 + between(r, -8, 8),
      between(r, 150, 210),
      r,
      i % 2 ? { leaf: C.dark, leaf2: C.g700 } : {},
    );
  out += hill(0, w, [h * 0.84, h * 0.8, h * 0.83, h * 0.79, h * 0.82], h, C.green);
  out += hill(0, w, [h * 0.95, h * 0.92, h * 0.94, h * 0.91], h, C.dark);
  // floating specks of light
  const pr = rng('hero-specks');
  for (let i = 0; i < 22; i++) {
    const bx = between(pr, 0.05, 0.95) * w;
    const by = between(pr, 0.1, 0.85) * h;
    const ph = pr() * Math.PI * 2;
    const rad = between(pr, 4, 11);
    const x = bx + Math.sin(p + ph) * 36;
    const y = by + Math.sin(p * 2 + ph) * 22;
    out += circle(
      x,
      y,
      rad,
      pick(pr, ['#fff', C.sunSoft, C.g200]),
      s`opacity="${0.45 + 0.35 * Math.sin(p + ph * 2)}"`,
    );
  }
  // foreground foliage, each leaf swaying about its base
  const sway = (base: number, amp: number, k: number, ph: number) => base + amp * Math.sin(p * k + ph);
  const left: [number, number, number, number, number, string][] = [
    [40, 1090, 24, 420, 150, C.dark],
    [120, 1100, 48, 360, 130, C.green],
    [-20, 1040, 70, 300, 110, C.g600],
    [190, 1110, 14, 300, 110, C.g300],
    [70, 1100, -4, 470, 160, C.green],
  ];
  left.forEach(([x, y, ang, len, wid, col], i) => {
    out += leaf(x, y, sway(ang, 3.2, 1, i * 1.3), len, wid, col);
  });
  const right: [number, number, number, number, number, string][] = [
    [1890, 1100, -22, 430, 150, C.green],
    [1800, 1110, -46, 360, 130, C.dark],
    [1950, 1040, -70, 320, 115, C.g600],
    [1720, 1110, -10, 280, 100, C.g300],
  ];
  right.forEach(([x, y, ang, len, wid, col], i) => {
    out += leaf(x, y, sway(ang, 3, 1, i * 1.7 + 2), len, wid, col);
  });
  out += pinnate(w - 40, -20, sway(200, 2.5, 1, 0.5), 520, { pairs: 9, ll: 44, lw: 26, fill: C.green });
  out += pinnate(w * 0.88, -30, sway(172, 3, 1, 2.1), 400, { pairs: 7, ll: 40, lw: 24, fill: C.dark });
  for (let i = 0; i < 9; i++)
    out += g(
      s`rotate(${sway(0, 4, 2, i)} ${260 + i * 170} ${h})`,
      grassTuft(260 + i * 170 + (i % 2) * 40, h + 4, 70 + (i % 3) * 20, i % 2 ? C.g700 : C.dark),
    );
  return a.doc(out);
}
