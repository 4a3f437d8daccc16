// 4:3 cards (800×600) of the home page: the features tabs and the USP cards.
import { C } from './palette.ts';
import { s, g, tr, circle, ellipse, rect, pathEl, line, strokeP } from './svg.ts';
import type { Scene } from './art.ts';
import { leaf, sprout, grassTuft } from './plants.ts';
import { sun, sunRays, drop, sparkle, landscape } from './sky-and-land.ts';
import { type MolKind, molecule } from './molecules.ts';
import { flask, beaker } from './lab.ts';
import { jar, pouch, powder, bowl } from './jars-and-powders.ts';
import { gear, shieldPath, check, pin, magnifier, clipboard, globe, cycleArrows } from './symbols.ts';
import { person, factory } from './people-and-buildings.ts';
import { fruit } from './plant-parts.ts';
import { softBg, groundShadow, placeMotif, arrow, dashed } from './backgrounds.ts';

export const FEATURE_SCENES: [string, Scene][] = [
  [
    'description',
    (a) =>
      softBg(a, 'green') +
      placeMotif('moringa', 250, 330, 300, -10) +
      bowl(400, 520, 330) +
      fruit(330, 410, 44, '#C9DC78', { segs: 4 }) +
      fruit(420, 395, 52, C.orange, { stalk: true, leafC: C.green }) +
      fruit(480, 440, 40, '#A9CF5A') +
      fruit(375, 455, 36, C.red) +
      leaf(290, 450, -70, 70, 26, C.dark) +
      leaf(520, 450, 70, 64, 24, C.green) +
      jar(610, 525, 190) +
      powder(560, 530, 110, '#86AE4F', a.r) +
      sparkle(640, 190, 16, C.green),
  ],
  [
    'broadspectrum-vitamers',
    (a) => {
      let out = softBg(a, 'blue');
      const cols: [string, string][] = [
        [C.orange, C.sun],
        [C.green, C.dark],
        [C.blue, C.b400],
        [C.red, C.orange],
        [C.dark, C.g300],
      ];
      const kinds: MolKind[] = ['carotenoid', 'tocopherol', 'steroid', 'folate', 'ring'];
      for (let i = 0; i < 5; i++) {
        const ang = Math.PI * (1.1 + (i * 0.8) / 4);
        out += molecule(
          400 + Math.cos(ang) * 255,
          440 + Math.sin(ang) * 255,
          [9, 15, 19, 15, 22][i] as number,
          kinds[i] as MolKind,
          { bond: C.b300, atoms: cols[i] },
        );
      }
      out += strokeP('M130 440A270 270 0 0 1 670 440', C.b200, 6, 'stroke-dasharray="2 14"');
      out += leaf(400, 545, -28, 210, 78, C.green) + leaf(400, 545, 30, 190, 70, C.dark);
      out += groundShadow(400, 545, 120);
      return out;
    },
  ],
  [
    'quality-by-design',
    (a) =>
      softBg(a, 'green') +
      clipboard(300, 520, 340, 5) +
      magnifier(520, 300, 90, 40, leaf(0, 40, 0, 80, 30, C.green)) +
      gear(600, 470, 55, C.blue, 10) +
      gear(670, 410, 34, C.b400, 8) +
      sparkle(180, 180, 16, C.green),
  ],
  [
    'specialized-agriculture',
    (a) => {
      let out = landscape(a, { horizon: 330, sunAt: [640, 120], sunR: 48, rows: true, trees: 3 });
      out += person(250, 520, 150, {
        hat: 'straw',
        basket: C.green,
        arms: 'hold',
        skin: C.skin[1],
        shirt: C.blue,
      });
      out += person(560, 500, 120, {
        hat: 'scarf',
        skirt: true,
        shirt: C.orange,
        pants: C.berry,
        skin: C.skin[0],
      });
      out += grassTuft(100, 560, 50, C.dark) + grassTuft(700, 575, 60, C.dark);
      return out;
    },
  ],
  [
    'minimal-intervention',
    (a) => {
      let out = softBg(a, 'warm');
      out += sun(620, 140, 46) + sunRays(620, 140, 60, 100, 12, C.sun, 0.5);
      out += leaf(190, 420, -10, 190, 70, C.green);
      out += arrow(280, 340, 380, 340, C.b300, 8, 0);
      out +=
        rect(390, 400, 200, 16, 8, C.tan) +
        [0, 1, 2, 3, 4]
          .map((i) => leaf(420 + i * 36, 400, 90, 60, 16, i % 2 ? C.g600 : '#8DB04F', { veins: 0 }))
          .join('');
      out += line(400, 416, 390, 500, C.brown, 8) + line(580, 416, 590, 500, C.brown, 8);
      out += arrow(610, 420, 650, 470, C.b300, 8, 20);
      out += powder(650, 540, 170, '#86AE4F', a.r);
      return out;
    },
  ],
  [
    'compliant-manufacturing',
    (a) =>
      softBg(a, 'blue') +
      factory(370, 500, 360) +
      groundShadow(370, 505, 220) +
      g('', pathEl(shieldPath(640, 250, 130), C.green), check(640, 250, 60, '#fff', 14)) +
      gear(150, 200, 44, C.b300, 9),
  ],
  [
    'green-chemistry',
    (a) =>
      softBg(a, 'mint') +
      flask(a, 350, 520, 300, C.green, 0.42) +
      leaf(350, 440, -25, 110, 42, C.dark) +
      leaf(352, 440, 20, 90, 34, '#fff', { shade: C.g100, vein: C.g300 }) +
      beaker(a, 560, 520, 170, C.g300, 0.45) +
      drop(560, 250, 30, C.b300) +
      molecule(180, 240, 20, 'ring', { bond: C.b300, atoms: [C.green, C.dark] }) +
      groundShadow(440, 525, 240),
  ],
  [
    'comprehensive-range',
    (a) => {
      let out = softBg(a, 'green');
      out += rect(110, 300, 580, 14, 6, C.tan) + rect(110, 500, 580, 14, 6, C.tan);
      const lids = [C.blue, C.dark, C.orange, C.green, C.berry];
      const labels = [C.g100, C.b100, '#FCE9D2', C.g200, '#F2DCE5'];
      for (let i = 0; i < 5; i++)
        out += jar(170 + i * 115, 300, 130, { lid: lids[i], label: labels[i], mark: C.green });
      for (let i = 0; i < 4; i++)
        out += pouch(
          190 + i * 140,
          500,
          150,
          [C.g100, C.b100, '#FCE9D2', C.g200][i],
          [C.green, C.blue, C.orange, C.dark][i],
        );
      return out;
    },
  ],
];
export const USP_SCENES: [string, Scene][] = [
  [
    'product-identity',
    (a) =>
      softBg(a, 'green') +
      jar(330, 520, 300) +
      magnifier(540, 290, 120, 40, molecule(0, 0, 40, 'ring', { bond: C.b300, atoms: [C.green, C.blue] })) +
      g(
        tr(200, 220, -12),
        rect(-50, -30, 100, 60, 10, C.blue),
        circle(-30, 0, 8, '#fff'),
        rect(-10, -12, 45, 8, 4, C.b200),
        rect(-10, 4, 35, 8, 4, C.b200),
      ),
  ],
  [
    'sustainability',
    (a) =>
      softBg(a, 'mint') +
      cycleArrows(400, 300, 200, C.green, C.blue, 16) +
      globe(a, 400, 300, 140) +
      sprout(400, 175, 90) +
      leaf(220, 470, -30, 90, 34, C.dark) +
      leaf(590, 470, 40, 80, 30, C.green),
  ],
  [
    'traceability',
    (a) => {
      let out = softBg(a, 'blue');
      out += dashed('M140 470C240 300 340 520 420 380S600 240 670 330', C.b400, 7);
      out += g(
        tr(140, 520),
        rect(-100, -50, 200, 70, 14, C.g200),
        [0, 1, 2, 3].map((i) => sprout(-66 + i * 44, -8, 62)).join(''),
      );
      out += factory(410, 460, 210);
      out += jar(670, 480, 170);
      out += pin(140, 400, 96, C.green) + pin(410, 290, 96, C.blue) + pin(670, 270, 96, C.dark);
      return out;
    },
  ],
  [
    'bio-availability',
    (a) => {
      let out = softBg(a, 'green');
      out += circle(430, 320, 200, C.g100, s`stroke="${C.green}" stroke-width="14" stroke-dasharray="40 8"`);
      out += circle(470, 330, 70, C.g200) + circle(480, 320, 34, C.dark);
      out +=
        ellipse(340, 400, 40, 18, C.g300, 'transform="rotate(-20 340 400)"') +
        ellipse(390, 220, 30, 14, C.b200, 'transform="rotate(30 390 220)"');
      for (const [x, y, c] of [
        [150, 200, C.blue],
        [110, 330, C.green],
        [170, 450, C.dark],
        [250, 320, C.green],
        [300, 260, C.blue],
      ] as [number, number, string][])
        out += circle(x, y, 16, c) + circle(x - 5, y - 5, 5, '#fff', 'opacity="0.6"');
      out += arrow(90, 260, 220, 300, C.b300, 7, 30) + arrow(100, 420, 230, 360, C.b300, 7, -30);
      return out;
    },
  ],
];
