// Wide banners (1600×600): the four catalogue lines, sustainability and the About tabs.
import { C, shade } from './palette.ts';
import { type Rand, rng, between, pick } from './random.ts';
import { s, g, tr, op, circle, ellipse, rect, pathEl, line } from './svg.ts';
import { blobPath } from './geometry.ts';
import type { Art } from './art.ts';
import { leaf, branch, sprout, tree, palm } from './plants.ts';
import { sun, sunRays, cloud, drop, sparkle, hill, landscape } from './sky-and-land.ts';
import { molecule, dna } from './molecules.ts';
import { flask, beaker, testTubes, microscope, petri } from './lab.ts';
import { jar, pouch, powder, scoop, bowl, capsule, mortar } from './jars-and-powders.ts';
import { person, factory, greenhouse, office } from './people-and-buildings.ts';
import { fruit } from './plant-parts.ts';
import { softBg, cornerLeaves, placeMotif } from './backgrounds.ts';

export function bannerDeficiencies(a: Art): string {
  const { w, h, r } = a;
  let out = softBg(a, 'green', { blob: [w * 0.68, h * 0.55], blobR: [w * 0.3, h * 0.45] });
  out += sun(w * 0.9, h * 0.2, h * 0.07);
  out += op(0.35, molecule(w * 0.52, h * 0.24, 26, 'tocopherol', { bond: C.b200, atoms: [C.b300, C.g300] }));
  out += op(0.35, molecule(w * 0.86, h * 0.55, 22, 'folate', { bond: C.b200, atoms: [C.b300, C.g300] }));
  out += placeMotif('moringa', w * 0.56, h * 0.6, h * 0.62, -8);
  out += placeMotif('carrot', w * 0.8, h * 0.7, h * 0.44, 18);
  out += bowl(w * 0.68, h * 0.95, h * 0.62, C.white);
  out +=
    fruit(w * 0.62, h * 0.7, h * 0.07, '#C9DC78', { segs: 4 }) +
    fruit(w * 0.7, h * 0.66, h * 0.08, C.orange) +
    fruit(w * 0.665, h * 0.76, h * 0.065, '#A9CF5A') +
    fruit(w * 0.735, h * 0.76, h * 0.06, C.red);
  out +=
    leaf(w * 0.6, h * 0.76, -60, h * 0.16, h * 0.06, C.dark) +
    leaf(w * 0.76, h * 0.74, 55, h * 0.15, h * 0.055, C.green);
  out +=
    capsule(w * 0.9, h * 0.82, h * 0.1, -30, C.green, C.white) +
    capsule(w * 0.94, h * 0.9, h * 0.09, 20, C.blue, C.white);
  out += drop(w * 0.47, h * 0.82, h * 0.03, C.b300) + drop(w * 0.5, h * 0.66, h * 0.02, C.green);
  out += cornerLeaves(a, 'left', 1.1);
  for (let i = 0; i < 5; i++)
    out += circle(between(r, 0.4, 0.95) * w, between(r, 0.08, 0.4) * h, h * between(r, 0.008, 0.016), C.g300);
  return out;
}
export function bannerConditions(a: Art): string {
  const { w, h } = a;
  let out = softBg(a, 'blue', { blob: [w * 0.7, h * 0.55], blobR: [w * 0.3, h * 0.45] });
  out += op(0.4, molecule(w * 0.9, h * 0.22, 24, 'steroid', { bond: C.b200, atoms: [C.b300, C.g300] }));
  out += placeMotif('gotu kola', w * 0.5, h * 0.62, h * 0.56, -10);
  out += placeMotif('bacopa', w * 0.88, h * 0.68, h * 0.5, 8);
  out += mortar(w * 0.68, h * 0.93, h * 0.52);
  out += placeMotif('turmeric', w * 0.56, h * 0.83, h * 0.3, 0);
  out += placeMotif('ginger', w * 0.8, h * 0.86, h * 0.26, 0);
  out += cornerLeaves(a, 'left', 1);
  out += sparkle(w * 0.6, h * 0.18, h * 0.03, C.green) + sparkle(w * 0.76, h * 0.28, h * 0.02, C.b400);
  return out;
}
export function bannerRegenerative(a: Art): string {
  const { w, h, r } = a;
  let out = rect(
    0,
    0,
    w,
    h,
    0,
    a.lin(
      [
        [0, '#FFF7E6'],
        [0.5, C.g50],
        [1, C.b50],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  out += sun(w * 0.78, h * 0.62, h * 0.2);
  out += sunRays(w * 0.78, h * 0.62, h * 0.26, h * 0.6, 16, C.sunSoft, 0.45);
  out += hill(0, w, [h * 0.82, h * 0.78, h * 0.84, h * 0.8, h * 0.86], h, C.g200);
  out += hill(0, w, [h * 0.92, h * 0.88, h * 0.9, h * 0.86, h * 0.9], h, C.g300);
  out += dna(w * 0.66, h * 0.46, w * 0.5, h * 0.14, 3.2, C.blue, C.dark, -14);
  for (let i = 0; i < 7; i++) {
    const t = i / 6;
    const x = w * 0.43 + t * w * 0.46;
    const y = h * 0.66 - t * h * 0.4 + Math.sin(t * Math.PI * 6.4) * h * 0.1;
    out += leaf(x, y, i % 2 ? 40 : -40, h * 0.1, h * 0.04, i % 2 ? C.green : C.dark, { veins: 0 });
  }
  const cells: [number, number, number][] = [
    [0.33, 0.3, 0.1],
    [0.42, 0.74, 0.065],
    [0.95, 0.22, 0.06],
    [0.52, 0.15, 0.05],
  ];
  for (const [cx, cy, cr] of cells) out += cell(cx * w, cy * h, cr * h, rng(`cell${cx}`));
  out += sprout(w * 0.2, h * 0.9, h * 0.28) + sprout(w * 0.12, h * 0.95, h * 0.18, C.g300, C.green);
  for (let i = 0; i < 12; i++)
    out += circle(
      between(r, 0.35, 0.98) * w,
      between(r, 0.05, 0.8) * h,
      h * between(r, 0.005, 0.012),
      pick(r, [C.g300, C.b200, C.sunSoft]),
    );
  return out;
}
/** A cell: soft membrane, an off-centre nucleus and a few organelles. */
function cell(x: number, y: number, rad: number, r: Rand): string {
  let out = pathEl(
    blobPath(r, x, y, rad, rad * 0.86, 7, 0.08),
    C.g100,
    s`stroke="${C.g300}" stroke-width="${rad * 0.08}"`,
  );
  out +=
    pathEl(blobPath(r, x - rad * 0.25, y - rad * 0.12, rad * 0.34, rad * 0.3, 6, 0.08), C.b200) +
    circle(x - rad * 0.3, y - rad * 0.16, rad * 0.1, C.b400);
  out += ellipse(
    x + rad * 0.38,
    y + rad * 0.22,
    rad * 0.2,
    rad * 0.09,
    C.g300,
    s`transform="rotate(-30 ${x + rad * 0.38} ${y + rad * 0.22})"`,
  );
  out += ellipse(
    x + rad * 0.1,
    y + rad * 0.5,
    rad * 0.16,
    rad * 0.07,
    C.green,
    s`transform="rotate(15 ${x + rad * 0.1} ${y + rad * 0.5})"`,
  );
  out +=
    circle(x + rad * 0.42, y - rad * 0.3, rad * 0.06, C.dark) +
    circle(x - rad * 0.45, y + rad * 0.35, rad * 0.05, C.dark);
  return out;
}
export function bannerLifeCycle(a: Art): string {
  const { w, h } = a;
  let out = rect(
    0,
    0,
    w,
    h,
    0,
    a.lin([
      [0, C.b50],
      [1, C.g50],
    ]),
  );
  out += sun(w * 0.84, h * 0.22, h * 0.08);
  out += cloud(w * 0.55, h * 0.2, w * 0.1, C.white, 0.9) + cloud(w * 0.32, h * 0.3, w * 0.07, C.white, 0.8);
  out += hill(0, w, [h * 0.62, h * 0.58, h * 0.64, h * 0.6, h * 0.66, h * 0.62], h, C.b200, 'opacity="0.6"');
  out +=
    tree(w * 0.92, h * 0.7, h * 0.36, rng('lc1')) +
    tree(w * 0.08, h * 0.72, h * 0.28, rng('lc2'), { leaf: C.dark, leaf2: C.g700 });
  out += hill(0, w, [h * 0.76, h * 0.72, h * 0.74, h * 0.7, h * 0.74], h, C.g300);
  out += hill(0, w, [h * 0.9, h * 0.86, h * 0.88, h * 0.85, h * 0.9], h, C.green);
  // the growth of a plant along the bottom: seed, sprout, seedling, sapling, young tree
  const baseY = h * 0.93;
  out += ellipse(w * 0.14, baseY, h * 0.018, h * 0.012, C.brown);
  out += sprout(w * 0.2, baseY, h * 0.07) + sprout(w * 0.26, baseY, h * 0.12);
  out += branch(w * 0.33, baseY, 0, h * 0.2, {
    leaves: 4,
    leafLen: h * 0.07,
    leafW: h * 0.028,
    fill: C.dark,
  });
  // people of several life stages walking on the hill
  const yH = h * 0.8;
  const ph = h * 0.34;
  out += ellipse(w * 0.6, yH + 4, w * 0.2, h * 0.025, C.g700, 'opacity="0.12"');
  out += g(
    tr(w * 0.45, yH - 6),
    person(0, 0, ph * 0.92, { shirt: C.dark, pants: C.b700, skin: C.skin[0], hair: '#C9C9C9', skirt: true }),
    line(ph * 0.17, -ph * 0.46, ph * 0.22, 0, C.brown, ph * 0.025),
  );
  out += person(w * 0.51, yH - 2, ph, { shirt: C.blue, pants: C.b600, skin: C.skin[1] });
  out += person(w * 0.548, yH + 2, ph * 0.46, {
    shirt: C.orange,
    pants: C.blue,
    skin: C.skin[3],
    arms: 'wave',
  });
  out += g(
    tr(w * 0.6, yH - 4),
    person(0, 0, ph * 0.98, { shirt: C.pink, pants: C.berry, skin: C.skin[3], skirt: true, hair: '#3A2A20' }),
    ellipse(ph * 0.1, -ph * 0.53, ph * 0.075, ph * 0.1, shade(C.pink, 0.08)),
  );
  out += person(w * 0.665, yH, ph * 0.96, {
    shirt: C.green,
    pants: C.b700,
    skin: C.skin[0],
    skirt: true,
    hair: '#2B1E16',
    arms: 'hold',
  });
  out += person(w * 0.72, yH + 4, ph * 0.62, {
    shirt: C.sun,
    pants: C.blue,
    skin: C.skin[2],
    arms: 'wave',
    flip: true,
  });
  return out;
}
export function bannerSustainability(a: Art): string {
  const { w, h, r } = a;
  let out = landscape(a, {
    horizon: h * 0.55,
    sunAt: [w * 0.8, h * 0.25],
    sunR: h * 0.08,
    rows: true,
    trees: 0,
    sky: [C.b50, '#FDF9EE'],
  });
  for (let i = 0; i < 9; i++)
    out += tree(
      w * (0.03 + i * 0.12) + between(r, -20, 20),
      h * 0.6 + between(r, -6, 6),
      h * between(r, 0.18, 0.26),
      r,
      i % 2 ? { leaf: C.dark, leaf2: C.g700 } : {},
    );
  out += palm(w * 0.9, h * 0.92, h * 0.55, -6) + palm(w * 0.96, h * 0.95, h * 0.45, 8);
  out += person(w * 0.3, h * 0.9, h * 0.26, {
    hat: 'straw',
    basket: C.green,
    arms: 'hold',
    shirt: C.blue,
    skin: C.skin[1],
  });
  out += person(w * 0.36, h * 0.92, h * 0.24, {
    hat: 'scarf',
    shirt: C.orange,
    pants: C.berry,
    skirt: true,
    skin: C.skin[0],
    basket: C.dark,
  });
  out += cornerLeaves(a, 'left', 1.2);
  return out;
}
export function bannerAboutCompany(a: Art): string {
  const { w, h, r } = a;
  let out = landscape(a, {
    horizon: h * 0.62,
    sunAt: [w * 0.12, h * 0.22],
    sunR: h * 0.07,
    trees: 6,
    sky: [C.b50, C.g50],
  });
  out += office(w * 0.62, h * 0.78, w * 0.16, h * 0.44);
  out += factory(w * 0.82, h * 0.8, w * 0.18);
  out += greenhouse(a, w * 0.42, h * 0.8, w * 0.13);
  for (let i = 0; i < 4; i++) out += tree(w * (0.5 + i * 0.13), h * 0.84, h * between(r, 0.16, 0.22), r);
  out += hill(0, w, [h * 0.86, h * 0.84, h * 0.88, h * 0.85], h, C.green);
  out += cornerLeaves(a, 'left', 1.1);
  return out;
}
export function bannerLearnVitamins(a: Art): string {
  const { w, h } = a;
  let out = softBg(a, 'warm', { blob: [w * 0.66, h * 0.55], blobR: [w * 0.32, h * 0.45] });
  out += op(0.5, molecule(w * 0.5, h * 0.25, 22, 'carotenoid', { bond: C.b200, atoms: [C.b300, C.g300] }));
  out += op(0.5, molecule(w * 0.9, h * 0.3, 24, 'ring', { bond: C.b200, atoms: [C.b300, C.orange] }));
  out += placeMotif('pomegranate', w * 0.52, h * 0.72, h * 0.36);
  out += placeMotif('carrot', w * 0.64, h * 0.62, h * 0.5, -15);
  out += placeMotif('amla', w * 0.76, h * 0.74, h * 0.38);
  out += placeMotif('sunflower', w * 0.88, h * 0.62, h * 0.5, 8);
  out += placeMotif('mushroom', w * 0.42, h * 0.8, h * 0.3);
  out += cornerLeaves(a, 'left', 1);
  return out;
}
export function bannerLearnBrand(a: Art): string {
  const { w, h, r } = a;
  let out = softBg(a, 'green', { blob: [w * 0.68, h * 0.55], blobR: [w * 0.3, h * 0.45] });
  out += placeMotif('moringa', w * 0.48, h * 0.6, h * 0.64, -12);
  out += jar(w * 0.64, h * 0.9, h * 0.55);
  out += pouch(w * 0.76, h * 0.9, h * 0.48, C.b100, C.green);
  out += jar(w * 0.86, h * 0.9, h * 0.38, { lid: C.dark, label: C.b100 });
  out +=
    powder(w * 0.55, h * 0.92, h * 0.3, '#86AE4F', r) + scoop(w * 0.57, h * 0.91, h * 0.22, '#86AE4F', -8);
  out += placeMotif('amla', w * 0.94, h * 0.84, h * 0.22);
  out += cornerLeaves(a, 'left', 1);
  return out;
}
export function bannerScience(a: Art): string {
  const { w, h } = a;
  let out = softBg(a, 'blue', { blob: [w * 0.68, h * 0.55], blobR: [w * 0.3, h * 0.45] });
  out += op(0.45, molecule(w * 0.48, h * 0.22, 24, 'steroid', { bond: C.b300, atoms: [C.blue, C.green] }));
  out += op(0.45, molecule(w * 0.92, h * 0.2, 20, 'tocopherol', { bond: C.b300, atoms: [C.blue, C.green] }));
  out += rect(w * 0.4, h * 0.86, w * 0.58, h * 0.03, 4, C.b300);
  out += microscope(w * 0.5, h * 0.86, h * 0.46);
  out += flask(a, w * 0.62, h * 0.86, h * 0.34, C.green, 0.45);
  out += testTubes(w * 0.73, h * 0.86, h * 0.3, [C.green, C.sun, C.b300, C.dark]);
  out += beaker(a, w * 0.84, h * 0.86, h * 0.26, C.b300, 0.5);
  out += petri(w * 0.93, h * 0.85, h * 0.06);
  out +=
    leaf(w * 0.62, h * 0.52, -20, h * 0.14, h * 0.05, C.dark) +
    leaf(w * 0.62, h * 0.52, 25, h * 0.12, h * 0.045, C.green);
  out += dna(w * 0.76, h * 0.32, w * 0.16, h * 0.05, 1.6, C.blue, C.green, -8);
  out += cornerLeaves(a, 'left', 0.9);
  return out;
}
