// 4:3 cards (800×600) of the other pages: sustainability initiatives, About body and services.
import { C } from './palette.ts';
import { rng, between } from './random.ts';
import { s, g, tr, circle, ellipse, rect, pathEl, line, strokeP } from './svg.ts';
import { blobPath } from './geometry.ts';
import { text } from './text.ts';
import type { Scene } from './art.ts';
import { leaf, sprout, tree } from './plants.ts';
import { sun, cloud, sparkle, landscape } from './sky-and-land.ts';
import { molecule, corrin, dna } from './molecules.ts';
import { flask, beaker, testTubes, microscope } from './lab.ts';
import { jar, pouch, capsule } from './jars-and-powders.ts';
import { gear, heartPath, pin, magnifier, clipboard, barChart, globe } from './symbols.ts';
import { person, factory, greenhouse } from './people-and-buildings.ts';
import { softBg, groundShadow, placeMotif, arrow, dashed } from './backgrounds.ts';
import { seal } from './certificates.ts';

export const SUSTAINABILITY_SCENES: [string, Scene][] = [
  [
    'sustainability-programme',
    (a) => {
      let out = softBg(a, 'green');
      for (let i = 0; i < 14; i++) {
        const ang = (i / 14) * 360;
        out += g(tr(400, 300, ang), leaf(0, -150, 30, 90, 32, i % 2 ? C.green : C.dark, { veins: 2 }));
      }
      out += globe(a, 400, 300, 120);
      return out;
    },
  ],
  [
    'agroecology-centre',
    (a) =>
      softBg(a, 'mint') +
      greenhouse(a, 320, 500, 380) +
      tree(610, 500, 260, a.r) +
      sprout(90, 510, 80) +
      groundShadow(400, 505, 330) +
      sun(640, 120, 40),
  ],
  [
    'three-model-supply-chain',
    (a) => {
      let out = softBg(a, 'blue');
      const nodes: [number, number, string][] = [
        [170, 330, C.green],
        [400, 220, C.blue],
        [630, 330, C.dark],
      ];
      out +=
        arrow(250, 300, 320, 250, C.b300, 8, 0) +
        arrow(480, 250, 550, 300, C.b300, 8, 0) +
        dashed('M200 430Q400 540 600 430', C.b300, 6);
      for (const [x, y, c] of nodes)
        out += circle(x, y, 90, '#fff') + circle(x, y, 90, 'none', s`stroke="${c}" stroke-width="10"`);
      out += g(tr(170, 370), [0, 1, 2].map((i) => sprout(-40 + i * 40, 0, 70)).join(''));
      out += factory(400, 265, 110);
      out += jar(630, 385, 110);
      return out;
    },
  ],
  [
    'non-gmo-programme',
    (a) =>
      softBg(a, 'green') +
      dna(400, 250, 300, 60, 2, C.b300, C.g300, -20) +
      circle(400, 250, 190, 'none', s`stroke="${C.red}" stroke-width="18" opacity="0.85"`) +
      line(270, 120, 530, 380, C.red, 18, 'opacity="0.85"') +
      g(
        tr(400, 540),
        rect(-220, -40, 440, 50, 20, C.tan),
        [0, 1, 2, 3, 4].map((i) => sprout(-170 + i * 85, -30, 90)).join(''),
      ),
  ],
  [
    'farmer-welfare',
    (a) =>
      landscape(a, { horizon: 360, sunAt: [120, 120], sunR: 40, rows: true }) +
      person(330, 540, 220, { hat: 'straw', shirt: C.blue, skin: C.skin[1], arms: 'hold', basket: C.green }) +
      person(470, 545, 200, { hat: 'scarf', shirt: C.orange, pants: C.berry, skirt: true, skin: C.skin[0] }) +
      person(405, 550, 110, { shirt: C.sun, pants: C.blue, skin: C.skin[3], arms: 'wave' }) +
      pathEl(heartPath(620, 170, 90), C.red) +
      pathEl(heartPath(600, 150, 30), '#fff', 'opacity="0.35"'),
  ],
  [
    'traceability-programme',
    (a) =>
      softBg(a, 'blue') +
      dashed('M120 480C220 380 300 520 400 400S560 260 680 300', C.b400, 6) +
      pin(120, 470, 70, C.green) +
      pin(400, 390, 70, C.blue) +
      pin(680, 290, 70, C.dark) +
      magnifier(380, 240, 120, 40, leaf(0, 60, 0, 120, 46, C.green)) +
      clipboard(640, 560, 180, 3),
  ],
  [
    'medicinal-plant-certification',
    (a) =>
      softBg(a, 'mint') +
      placeMotif('holy basil', 320, 330, 360) +
      seal(580, 330, 110, C.green, C.dark) +
      groundShadow(320, 510, 140),
  ],
  [
    'carbon-footprint',
    (a) => {
      let out = softBg(a, 'green');
      out +=
        cloud(600, 200, 260, C.b100) +
        text('CO', 588, 182, { font: 'sansBold', size: 56, fill: C.b400, anchor: 'middle' }) +
        text('2', 636, 196, { font: 'sansBold', size: 32, fill: C.b400, anchor: 'middle' });
      out += pathEl(
        'M330 540C250 540 230 450 240 380C250 300 290 250 340 260C390 270 400 340 390 410C380 480 400 540 330 540Z',
        C.green,
      );
      out += pathEl(
        'M330 540C300 500 300 420 320 360L390 410C380 480 400 540 330 540Z',
        C.dark,
        'opacity="0.5"',
      );
      for (const [x, y, r0] of [
        [250, 215, 26],
        [300, 195, 22],
        [345, 192, 19],
        [385, 202, 16],
        [418, 222, 13],
      ] as [number, number, number][])
        out += ellipse(x, y, r0 * 0.85, r0, C.green);
      out += leaf(330, 470, -10, 150, 50, '#fff', { shade: C.g100, vein: C.g300 });
      out += arrow(520, 430, 640, 360, C.b300, 8, -20);
      return out;
    },
  ],
];
export const ABOUT_BODY_SCENES: [string, Scene][] = [
  [
    'farm',
    (a) =>
      landscape(a, { horizon: 330, sunAt: [650, 110], sunR: 44, rows: true, trees: 5 }) +
      tree(110, 460, 220, a.r) +
      person(560, 520, 130, { hat: 'straw', basket: C.green, arms: 'hold' }),
  ],
  [
    'lab',
    (a) =>
      softBg(a, 'blue') +
      rect(60, 470, 680, 20, 6, C.b300) +
      microscope(200, 470, 210) +
      flask(a, 350, 470, 170, C.green) +
      testTubes(490, 470, 150, [C.green, C.sun, C.b300]) +
      person(650, 470, 260, { coat: true, arms: 'hold', skin: C.skin[0], shirt: C.blue }),
  ],
  [
    'vitamin-foods',
    (a) =>
      softBg(a, 'warm') +
      placeMotif('carrot', 250, 330, 240, -20) +
      placeMotif('pomegranate', 440, 400, 220) +
      placeMotif('amla', 600, 380, 220) +
      placeMotif('mushroom', 330, 470, 160) +
      placeMotif('sunflower', 600, 180, 140),
  ],
  [
    'plant-cells',
    (a) => {
      let out = rect(0, 0, a.w, a.h, 0, C.g100);
      const size = 150;
      for (let j = -1; j < 6; j++) {
        for (let i = -1; i < 7; i++) {
          const x = i * size + (j % 2 ? size / 2 : 0);
          const y = j * size * 0.85;
          const rr = rng(`cell${i}${j}`);
          out += pathEl(
            blobPath(rr, x, y, size * 0.47, size * 0.4, 6, 0.08),
            C.g300,
            s`stroke="${C.dark}" stroke-width="8"`,
          );
          out +=
            circle(x + size * 0.12, y - size * 0.05, size * 0.12, C.b300) +
            circle(x + size * 0.14, y - size * 0.07, size * 0.05, C.blue);
          for (let k = 0; k < 4; k++)
            out += ellipse(
              x + between(rr, -0.3, 0.1) * size,
              y + between(rr, -0.2, 0.25) * size,
              size * 0.07,
              size * 0.035,
              C.dark,
              s`transform="rotate(${between(rr, 0, 180)} ${x} ${y})"`,
            );
        }
      }
      return (
        out +
        magnifier(
          560,
          260,
          130,
          40,
          circle(0, 0, 100, C.g200) +
            circle(20, -10, 30, C.b300) +
            circle(25, -12, 12, C.blue) +
            ellipse(-40, 30, 22, 10, C.dark) +
            ellipse(-30, -40, 18, 9, C.dark),
        )
      );
    },
  ],
  [
    'team',
    (a) =>
      softBg(a, 'green') +
      person(230, 520, 250, { shirt: C.blue, skin: C.skin[1], arms: 'down' }) +
      person(330, 525, 235, {
        coat: true,
        shirt: C.green,
        skin: C.skin[2],
        skirt: true,
        pants: C.b600,
        arms: 'hold',
      }) +
      person(440, 520, 255, { shirt: C.dark, skin: C.skin[0], arms: 'wave' }) +
      person(545, 525, 232, { shirt: C.orange, skin: C.skin[3], skirt: true, pants: C.berry, hat: 'scarf' }) +
      groundShadow(390, 525, 260),
  ],
  [
    'molecules',
    (a) =>
      softBg(a, 'blue') +
      molecule(250, 200, 44, 'steroid') +
      molecule(470, 440, 30, 'tocopherol') +
      molecule(170, 450, 34, 'glucose', { atoms: [C.green, C.blue] }) +
      corrin(590, 200, 130),
  ],
];
export const SERVICE_SCENES: [string, Scene][] = [
  [
    'white-label',
    (a) =>
      softBg(a, 'green') +
      jar(300, 500, 260, { label: '#fff', mark: C.g200, fillC: C.g200 }) +
      pouch(520, 500, 260, '#fff', C.g200) +
      g(
        tr(660, 220, 12),
        rect(-70, -45, 140, 90, 12, C.blue),
        rect(-50, -20, 100, 12, 6, '#fff'),
        rect(-50, 4, 70, 10, 5, C.b300),
      ) +
      strokeP('M600 290Q560 360 590 380', C.b400, 5, 'stroke-dasharray="4 8"'),
  ],
  [
    'custom-development',
    (a) =>
      softBg(a, 'blue') +
      flask(a, 330, 500, 260, C.green, 0.4) +
      gear(560, 300, 80, C.blue, 12) +
      gear(650, 420, 50, C.b400, 9) +
      placeMotif('moringa', 180, 380, 200, -15) +
      molecule(540, 130, 16, 'ring', { bond: C.b300 }),
  ],
  [
    'clinical-studies',
    (a) =>
      softBg(a, 'green') +
      clipboard(280, 520, 340, 0, false) +
      barChart(195, 430, 170, 150, [0.35, 0.55, 0.7, 0.9], [C.g300, C.green, C.dark, C.blue]) +
      capsule(560, 420, 110, -30, C.green, '#fff') +
      capsule(640, 480, 90, 20, C.blue, '#fff') +
      beaker(a, 580, 300, 120, C.g300) +
      sparkle(660, 170, 18, C.green),
  ],
];
