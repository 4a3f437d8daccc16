// Plant motifs, second in key order: roots, herbs, flowers and a few fruit.
import { C, shade, tint } from './palette.ts';
import { pick } from './random.ts';
import { s, g, tr, circle, ellipse, rect, pathEl, line, strokeP } from './svg.ts';
import type { Pt } from './geometry.ts';
import { leaf, ovalLeaf, branch } from './plants.ts';
import { bowl } from './jars-and-powders.ts';
import { type Motif, scallop, fruit, seeds, rhizome, marigold, smallFlower } from './plant-parts.ts';

export const ROOT_HERB_FLOWER_MOTIFS: Record<string, Motif> = {
  carrot: () =>
    [-35, 0, 35]
      .map((px, i) =>
        g(
          tr(px, -20, (i - 1) * 16),
          [-12, 0, 12]
            .map((a) => leaf(0, -20, a * 2, 60, 10, i % 2 ? C.dark : C.green, { veins: 0 }))
            .join(''),
          pathEl('M-20 -20Q-22 40 0 110Q22 40 20 -20Q0 -28 -20 -20Z', C.orange),
          pathEl('M0 -24Q20 -28 20 -20Q22 40 0 110Z', shade(C.orange, 0.08)),
          [10, 34, 58].map((py) => line(-12, py, -4, py + 2, shade(C.orange, 0.25), 2)).join(''),
        ),
      )
      .join(''),
  marigold: () =>
    branch(-30, 100, -15, 130, { leaves: 4, leafLen: 40, leafW: 11, fill: C.dark, tip: false }) +
    branch(30, 100, 15, 110, { leaves: 3, leafLen: 36, leafW: 10, fill: C.g600, tip: false }) +
    marigold(-50, -35, 42) +
    marigold(48, -10, 36) +
    marigold(0, 35, 30),
  amaranth: () =>
    strokeP('M0 100Q4 20 0 -40', C.berry, 7) +
    [70, 40, 10]
      .map((py, i) =>
        ovalLeaf(0, py, i % 2 ? 55 : -55, 60 - i * 6, 28 - i * 3, i % 2 ? '#7FA24A' : C.g600, {
          vein: '#C06B8A',
        }),
      )
      .join('') +
    pathEl('M0 -30C-24 -60 -14 -100 0 -110C14 -100 24 -60 0 -30Z', '#B84A76') +
    pathEl('M0 -40C-34 -50 -50 -80 -52 -95C-30 -82 -14 -66 0 -40Z', '#C9628A') +
    pathEl('M0 -40C34 -50 50 -80 52 -95C30 -82 14 -66 0 -40Z', '#A83E69'),
  garlic: () => {
    const bulb = (x: number, y: number, k: number) =>
      g(
        tr(x, y, 0, k),
        [-14, -6, 0, 6, 14].map((px) => line(px * 0.4, 55, px, 68, '#D9CBB0', 2)).join(''),
        pathEl(
          'M0 -70C4 -50 45 -30 48 10C50 45 25 58 0 58C-25 58 -50 45 -48 10C-45 -30 -4 -50 0 -70Z',
          '#F5EFE3',
        ),
        strokeP('M0 -60C-8 -30 -20 20 -8 56', '#DCCFBA', 2.5),
        strokeP('M0 -60C8 -30 20 20 8 56', '#DCCFBA', 2.5),
        strokeP('M0 -55C-28 -20 -38 25 -28 50', '#E6DCCB', 2),
        strokeP('M0 -55C28 -20 38 25 28 50', '#E6DCCB', 2),
        pathEl('M-8 -70L8 -70L4 -92L-4 -92Z', '#E9E0CD'),
      );
    return (
      bulb(-30, 10, 1) +
      bulb(45, 35, 0.7) +
      g(tr(-70, 80, -30), pathEl('M0 -20C14 -10 16 10 0 20C-6 8 -6 -8 0 -20Z', '#F2EADA'))
    );
  },
  bacopa: () => {
    let out = '';
    for (const [sx, sy, rot, n] of [
      [-80, 60, 60, 6],
      [-60, 90, 35, 7],
      [20, 95, -20, 6],
    ] as [number, number, number, number][]) {
      out += branch(sx, sy, rot, 130, {
        leaves: n,
        leafLen: 18,
        leafW: 10,
        fill: C.green,
        fills: [C.green, C.g600],
        kind: 'oval',
        opposite: true,
        spread: 70,
        stem: C.g700,
        bend: 0.25,
      });
    }
    return out + smallFlower(-10, -40, 10) + smallFlower(40, -55, 9) + smallFlower(-40, 0, 8);
  },
  'gotu kola': () => {
    const kidney = (x: number, y: number, rad: number, col: string) =>
      pathEl(scallop(x, y, rad, 14, 0.06), col) +
      circle(x, y + rad * 0.3, rad * 0.16, tint(col, 0.5)) +
      [0, 1, 2, 3, 4]
        .map((i) =>
          line(
            x,
            y + rad * 0.2,
            x + Math.cos(-Math.PI * (0.1 + i * 0.2)) * rad * 0.8,
            y + Math.sin(-Math.PI * (0.1 + i * 0.2)) * rad * 0.8,
            tint(col, 0.35),
            2,
          ),
        )
        .join('');
    return (
      strokeP('M0 95Q-30 40 -50 -20', C.g700, 4) +
      strokeP('M0 95Q10 30 30 -50', C.g700, 4) +
      strokeP('M0 95Q40 60 65 10', C.g700, 4) +
      kidney(-50, -30, 40, C.green) +
      kidney(30, -60, 36, C.dark) +
      kidney(66, 5, 30, C.g600)
    );
  },
  shatavari: () => {
    let out = '';
    for (let i = 0; i < 7; i++) {
      const a = -50 + i * 16;
      out += g(tr(0, 10, a), pathEl('M-8 0Q-14 50 0 85Q14 50 8 0Z', i % 2 ? C.tan : '#D8B48A'));
    }
    for (let i = 0; i < 5; i++) {
      const a = -40 + i * 20;
      out += g(
        tr(0, 5, a),
        strokeP('M0 0Q4 -50 0 -95', C.g700, 3),
        [20, 40, 60, 80]
          .map((py) => line(0, -py, -12, -py - 10, C.green, 2) + line(0, -py, 12, -py - 10, C.dark, 2))
          .join(''),
      );
    }
    return out;
  },
  ginger: (r) =>
    rhizome(r, -10, 10, 1.2, '#D7B27A', '#F3DD9C') +
    leaf(-60, -40, -30, 80, 18, C.green) +
    leaf(-50, -40, 10, 70, 16, C.dark),
  turmeric: (r) =>
    rhizome(r, -10, 20, 1.2, '#C98A43', '#F2A13A') +
    leaf(-40, -30, -25, 110, 32, C.green) +
    leaf(-30, -30, 25, 95, 28, C.dark),
  cissus: () => {
    let out = '';
    let x0 = -70;
    let y0 = 90;
    for (let i = 0; i < 6; i++) {
      const x1 = x0 + 22 + (i % 2) * 6;
      const y1 = y0 - 32;
      const ang = (Math.atan2(x1 - x0, -(y1 - y0)) * 180) / Math.PI;
      out += g(
        tr(x0, y0, ang),
        rect(-8, -38, 16, 38, 5, i % 2 ? C.green : C.g600),
        line(0, -36, 0, -3, tint(C.green, 0.4), 2),
      );
      if (i % 2)
        out +=
          ovalLeaf(x1, y1, 60, 34, 18, C.dark) +
          strokeP(s`M${x1} ${y1}q-22 -8 -24 -26q0 -10 8 -8`, C.g700, 2);
      x0 = x1;
      y0 = y1;
    }
    return out;
  },
  gymnema: () =>
    branch(-50, 95, 10, 190, {
      leaves: 5,
      leafLen: 44,
      leafW: 22,
      fill: C.dark,
      kind: 'oval',
      opposite: true,
      spread: 65,
      stem: C.g700,
      bend: 0.3,
    }) +
    branch(40, 95, -8, 150, {
      leaves: 4,
      leafLen: 40,
      leafW: 20,
      fill: C.green,
      kind: 'oval',
      opposite: true,
      spread: 65,
      stem: C.g700,
      bend: -0.3,
    }),
  fenugreek: (r) =>
    seeds(r, 25, 66, 96, 40, 5.5, 4, ['#D9A441', '#C8912F', '#E2B457']) +
    bowl(25, 90, 110) +
    [
      [-55, 40, -20],
      [-70, 70, 10],
    ]
      .map(([px, py, a]) =>
        g(
          tr(px as number, py as number, a as number),
          strokeP('M0 0L0 -90', C.g700, 3),
          [-90, -60, -30]
            .map((py2) =>
              g(
                tr(0, py2),
                ovalLeaf(0, 0, -50, 22, 10, C.green, { veins: 0 }),
                ovalLeaf(0, 0, 0, 24, 11, C.dark, { veins: 0 }),
                ovalLeaf(0, 0, 50, 22, 10, C.green, { veins: 0 }),
              ),
            )
            .join(''),
        ),
      )
      .join(''),
  pomegranate: (r) => {
    let arils = '';
    for (let i = 0; i < 26; i++) {
      const a = r() * Math.PI * 2;
      const d = Math.sqrt(r()) * 27;
      arils +=
        circle(40 + Math.cos(a) * d, 45 + Math.sin(a) * d, 5, pick(r, ['#C0392B', '#D64541', '#E35D5B'])) +
        circle(39 + Math.cos(a) * d, 44 + Math.sin(a) * d, 1.5, '#fff', 'opacity="0.6"');
    }
    return (
      leaf(-70, -40, -50, 60, 18, C.dark) +
      fruit(-25, 0, 58, '#C8453A', { crown: true }) +
      g('', circle(40, 45, 40, '#B83A30'), circle(40, 45, 35, '#F4E0C8'), arils)
    );
  },
  'holy basil': () => {
    let out = strokeP('M0 100L0 -40', C.g700, 6);
    out += [60, 25, -10]
      .map(
        (py, i) =>
          ovalLeaf(0, py, -60, 46 - i * 6, 24 - i * 3, C.green) +
          ovalLeaf(0, py, 60, 46 - i * 6, 24 - i * 3, C.dark),
      )
      .join('');
    for (const [px, py, rot] of [
      [0, -40, 0],
      [-30, -10, -25],
      [30, -10, 25],
    ] as [number, number, number][]) {
      out += g(
        tr(px, py, rot),
        strokeP('M0 0L0 -70', C.purple, 4),
        [-20, -35, -50, -65]
          .map((q) => ellipse(-5, q, 5, 3.5, tint(C.purple, 0.2)) + ellipse(5, q + 6, 5, 3.5, C.purple))
          .join(''),
      );
    }
    return out;
  },
  ashwagandha: () => {
    let roots = '';
    for (let i = 0; i < 5; i++)
      roots += g(tr(0, 35, -30 + i * 15), pathEl('M-7 0Q-10 40 0 65Q10 40 7 0Z', i % 2 ? '#D6B98C' : C.tan));
    let berries = '';
    for (const [bx, by] of [
      [-45, -45],
      [-15, -60],
      [30, -50],
      [55, -20],
    ] as Pt[]) {
      berries +=
        pathEl(
          s`M${bx} ${by - 18}C${bx + 16} ${by - 10} ${bx + 14} ${by + 14} ${bx} ${by + 16}C${bx - 14} ${by + 14} ${bx - 16} ${by - 10} ${bx} ${by - 18}Z`,
          '#E9D7A8',
        ) +
        circle(bx, by + 2, 9, '#E0562E') +
        circle(bx - 3, by - 1, 2.5, '#fff', 'opacity="0.6"');
    }
    return (
      roots +
      strokeP('M0 40Q-4 -10 0 -70', C.g700, 5) +
      ovalLeaf(0, 10, -65, 55, 24, C.green) +
      ovalLeaf(0, -10, 60, 50, 22, C.dark) +
      ovalLeaf(0, -50, -20, 40, 18, C.g600) +
      berries
    );
  },
};
