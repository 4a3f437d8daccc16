// News & Trends cards (640×960 portrait) and featured-video posters (1280×720).
import { C } from './palette.ts';
import { between } from './random.ts';
import { s, g, tr, op, circle, ellipse, rect, pathEl, line, strokeP } from './svg.ts';
import { type Pt, smoothOpen, blobPath, polygon } from './geometry.ts';
import type { Art, Scene } from './art.ts';
import { leaf, branch, sprout, tree, coneTree, palm } from './plants.ts';
import { sun, sunRays, cloud, hill, landscape } from './sky-and-land.ts';
import { molecule, corrin } from './molecules.ts';
import { jar, powder, mortar } from './jars-and-powders.ts';
import { type PersonOpts, person } from './people-and-buildings.ts';
import { fruit, marigold } from './plant-parts.ts';
import { type Tone, TONES, placeMotif } from './backgrounds.ts';

function portraitBg(a: Art, tone: Tone): string {
  const { w, h, r } = a;
  const [c0, c1, c2] = TONES[tone];
  let out = rect(
    0,
    0,
    w,
    h,
    0,
    a.lin([
      [0, c0],
      [0.6, c1],
      [1, c2],
    ]),
  );
  out += pathEl(blobPath(r, w * 0.5, h * 0.42, w * 0.44, h * 0.3, 8, 0.1), '#fff', 'opacity="0.6"');
  for (let i = 0; i < 10; i++)
    out += circle(
      between(r, 0.05, 0.95) * w,
      between(r, 0.05, 0.6) * h,
      between(r, 3, 7),
      tone === 'blue' ? C.b200 : C.g300,
      'opacity="0.8"',
    );
  return out;
}
export const TREND_SCENES: [string, Scene][] = [
  [
    'ashwagandha-withanolides',
    (a) =>
      portraitBg(a, 'warm') +
      op(0.5, molecule(320, 150, 26, 'withanolide', { bond: C.b200, atoms: [C.orange, C.green] })) +
      hill(0, 640, [760, 730, 750, 720], 960, C.g200) +
      placeMotif('ashwagandha', 320, 470, 520) +
      mortar(470, 800, 170, '#CDAE82') +
      powder(190, 800, 160, '#CDAE82', a.r),
  ],
  [
    'metabolein-glp-1',
    (a) =>
      portraitBg(a, 'green') +
      op(0.55, molecule(170, 150, 24, 'glucose', { bond: C.b200, atoms: [C.blue, C.green] })) +
      op(0.55, molecule(480, 230, 20, 'glucose', { bond: C.b200, atoms: [C.blue, C.green] })) +
      hill(0, 640, [770, 740, 760, 735], 960, C.g200) +
      placeMotif('mulberry', 320, 480, 500) +
      placeMotif('guava', 470, 770, 230, 10) +
      jar(180, 840, 170),
  ],
  [
    'algal-omega-d3',
    (a) => {
      let out = portraitBg(a, 'blue');
      out += sun(500, 130, 50);
      out += op(0.5, molecule(200, 170, 18, 'steroid', { bond: C.b300, atoms: [C.blue, C.green] }));
      out += placeMotif('microalgae', 320, 470, 460);
      for (let i = 0; i < 3; i++) {
        const y = 760 + i * 55;
        const pts: Pt[] = Array.from({ length: 9 }, (_, k) => [
          (k * 640) / 8,
          y + Math.sin(k * 1.4 + i) * 12,
        ]);
        out += pathEl(
          smoothOpen(pts) + 'L640 960L0 960Z',
          [C.b200, C.b300, C.b400][i] as string,
          'opacity="0.85"',
        );
      }
      out += g(
        tr(430, 820, -25),
        ellipse(0, 0, 70, 40, '#E9C85C', 'opacity="0.95"'),
        ellipse(-18, -12, 26, 10, '#fff', 'opacity="0.55"'),
      );
      return out;
    },
  ],
  [
    'b12-corrinoids',
    (a) =>
      portraitBg(a, 'mint') +
      corrin(320, 280, 170) +
      hill(0, 640, [780, 750, 770, 745], 960, C.g200) +
      placeMotif('mung bean', 320, 700, 420) +
      placeMotif('moringa', 560, 640, 200, 12),
  ],
  [
    'ag-liberte',
    (a) => {
      const { w, h } = a;
      let out = rect(
        0,
        0,
        w,
        h,
        0,
        a.lin([
          [0, '#FFF3DC'],
          [0.5, C.g50],
          [1, C.g100],
        ]),
      );
      out += sun(w * 0.5, h * 0.36, 90) + sunRays(w * 0.5, h * 0.36, 110, 300, 18, C.sunSoft, 0.5);
      out += hill(0, w, [h * 0.42, h * 0.36, h * 0.4, h * 0.34, h * 0.44], h, C.b200, 'opacity="0.8"');
      out += hill(0, w, [h * 0.5, h * 0.47, h * 0.49, h * 0.46], h, C.g300);
      for (let i = 0; i < 5; i++)
        out += coneTree(40 + i * 140, h * 0.5, 90 + (i % 2) * 30, i % 2 ? C.dark : C.g600);
      // the tent and bunting
      const ty = h * 0.66;
      out += pathEl(s`M120 ${ty}L320 ${ty - 150}L520 ${ty}Z`, C.green);
      for (let i = 0; i < 4; i++)
        out += pathEl(
          s`M${120 + i * 100} ${ty}L320 ${ty - 150}L${170 + i * 100} ${ty}Z`,
          '#fff',
          'opacity="0.85"',
        );
      out += rect(140, ty, 360, 120, 0, C.g100) + rect(270, ty + 20, 100, 100, 6, C.blue);
      out +=
        line(320, ty - 150, 320, ty - 200, C.b600, 5) +
        pathEl(s`M320 ${ty - 200}L360 ${ty - 188}L320 ${ty - 176}Z`, C.orange);
      const bunting = (y0: number) => {
        let b = strokeP(s`M0 ${y0}Q320 ${y0 + 60} 640 ${y0}`, C.b600, 2.5);
        for (let i = 1; i < 12; i++) {
          const x = (i / 12) * 640;
          const y = y0 + 60 * 2 * (i / 12) * (1 - i / 12) * 1.0;
          b += pathEl(
            polygon([
              [x - 16, y],
              [x + 16, y],
              [x, y + 34],
            ]),
            [C.green, C.blue, C.sun, C.dark, C.orange][i % 5] as string,
          );
        }
        return b;
      };
      out += bunting(120);
      out += hill(0, w, [h * 0.8, h * 0.79, h * 0.81, h * 0.8], h, C.green);
      const cols = [C.blue, C.orange, C.dark, C.berry, C.sun, C.b400];
      for (let i = 0; i < 6; i++)
        out += person(90 + i * 95, h * 0.88 + (i % 2) * 10, 150 + (i % 3) * 12, {
          shirt: cols[i],
          skin: C.skin[i % 4],
          hat: i % 3 === 0 ? 'straw' : null,
          skirt: i % 2 === 1,
          pants: i % 2 ? C.berry : C.b700,
          arms: i === 2 ? 'wave' : 'down',
        });
      return out;
    },
  ],
];
export const VIDEO_SCENES: [string, Scene][] = [
  [
    'livelihoods',
    (a) => {
      const { w, h, r } = a;
      let out = landscape(a, {
        horizon: h * 0.48,
        sunAt: [w * 0.82, h * 0.18],
        sunR: h * 0.07,
        rows: true,
        trees: 6,
        sky: ['#FDF6E3', C.g50],
      });
      out += palm(w * 0.08, h * 0.92, h * 0.6, 6);
      const ppl: [number, number, PersonOpts][] = [
        [0.3, 0.86, { hat: 'straw', basket: C.green, arms: 'hold', skin: C.skin[1], shirt: C.blue }],
        [
          0.45,
          0.8,
          {
            hat: 'scarf',
            skirt: true,
            shirt: C.orange,
            pants: C.berry,
            skin: C.skin[0],
            basket: C.dark,
            arms: 'hold',
          },
        ],
        [0.6, 0.88, { hat: 'straw', shirt: C.dark, skin: C.skin[3], arms: 'reach' }],
        [0.72, 0.78, { hat: 'scarf', skirt: true, shirt: C.pink, pants: C.b600, skin: C.skin[1] }],
      ];
      for (const [px, py, o] of ppl) out += person(px * w, py * h, h * 0.3 * (py / 0.85), o);
      for (let i = 0; i < 10; i++)
        out += sprout(between(r, 0.2, 0.95) * w, between(r, 0.9, 0.98) * h, h * between(r, 0.05, 0.08));
      return out;
    },
  ],
  [
    'witnessing-agroecology',
    (a) => {
      const { w, h, r } = a;
      let out = rect(
        0,
        0,
        w,
        h,
        0,
        a.lin([
          [0, C.b50],
          [1, '#FDF9EE'],
        ]),
      );
      out +=
        sun(w * 0.14, h * 0.17, h * 0.065) +
        cloud(w * 0.42, h * 0.16, w * 0.1, '#fff', 0.9) +
        cloud(w * 0.78, h * 0.1, w * 0.07, '#fff', 0.8);
      out += hill(0, w, [h * 0.4, h * 0.33, h * 0.38, h * 0.31, h * 0.37], h, C.b200, 'opacity="0.75"');
      out += hill(0, w, [h * 0.47, h * 0.45, h * 0.48, h * 0.44, h * 0.46], h, C.g200);
      // a mixed tree line: round trees, slim trees and palms
      for (let i = 0; i < 11; i++) {
        const x = w * (0.02 + i * 0.095) + between(r, -14, 14);
        const y = h * 0.53 + between(r, -6, 6);
        if (i % 4 === 1) out += coneTree(x, y, h * between(r, 0.2, 0.26), C.g600);
        else if (i % 4 === 3) out += palm(x, y, h * between(r, 0.3, 0.36), between(r, -8, 8));
        else out += tree(x, y, h * between(r, 0.22, 0.3), r, i % 2 ? { leaf: C.dark, leaf2: C.g700 } : {});
      }
      // strips of different crops
      out += hill(0, w, [h * 0.56, h * 0.55, h * 0.57, h * 0.555], h, '#C7E09A');
      for (let i = 0; i < 24; i++) {
        const x = 20 + i * 54 + between(r, -4, 4);
        out +=
          strokeP(s`M${x} ${h * 0.63}L${x} ${h * 0.595}`, C.g700, 3) +
          leaf(x, h * 0.62, -50, 22, 8, C.dark, { veins: 0 }) +
          marigold(x, h * 0.59, 12);
      }
      out += hill(0, w, [h * 0.65, h * 0.64, h * 0.66, h * 0.645], h, C.green);
      for (let row = 0; row < 2; row++)
        for (let i = 0; i < 22; i++)
          out += sprout(
            25 + i * 60 + row * 30,
            h * (0.71 + row * 0.05),
            h * 0.055,
            row ? C.g300 : C.green,
            C.dark,
          );
      out += hill(0, w, [h * 0.8, h * 0.79, h * 0.81, h * 0.795], h, C.g700);
      for (let i = 0; i < 9; i++) {
        const x = 60 + i * 150 + between(r, -10, 10);
        out += branch(x, h * 1.02, between(r, -10, 10), h * 0.22, {
          leaves: 5,
          leafLen: h * 0.075,
          leafW: h * 0.03,
          fill: i % 2 ? C.green : '#A6D062',
          stem: C.g800,
        });
        if (i % 3 === 1)
          out += fruit(x + 26, h * 0.9, h * 0.025, C.red) + fruit(x - 20, h * 0.92, h * 0.022, C.orange);
      }
      out += person(w * 0.5, h * 0.79, h * 0.26, {
        hat: 'straw',
        shirt: C.blue,
        skin: C.skin[1],
        arms: 'reach',
      });
      const butterfly = (x: number, y: number, c1: string, c2: string) =>
        g(
          tr(x, y, -12),
          pathEl('M0 0C-20 -24 -40 -4 -24 10C-14 18 -4 8 0 0Z', c1),
          pathEl('M0 0C20 -24 40 -4 24 10C14 18 4 8 0 0Z', c2),
          line(0, -8, 0, 10, C.ink, 3),
        );
      out += butterfly(w * 0.62, h * 0.42, C.orange, C.sun) + butterfly(w * 0.3, h * 0.5, C.b300, C.b400);
      return out;
    },
  ],
];
