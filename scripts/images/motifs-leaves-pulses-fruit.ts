// Plant motifs, first half in key order: leafy trees, pulses, lichen, algae, mushroom, fruit and seeds.
import { C, tint } from './palette.ts';
import { between, pick } from './random.ts';
import { s, g, tr, circle, ellipse, pathEl, line, strokeP } from './svg.ts';
import { blobPath } from './geometry.ts';
import { leaf, branch, pinnate } from './plants.ts';
import { sunRays, drop } from './sky-and-land.ts';
import { bowl } from './jars-and-powders.ts';
import { type Motif, scallop, fruit, seeds, flowerHead, smallFlower } from './plant-parts.ts';

export const LEAF_PULSE_FRUIT_MOTIFS: Record<string, Motif> = {
  moringa: () =>
    pinnate(-20, 95, -14, 175, { pairs: 7, ll: 20, lw: 13, fill: C.green }) +
    pinnate(25, 95, 22, 150, { pairs: 6, ll: 18, lw: 12, fill: C.dark }) +
    [-48, 58]
      .map((px, i) =>
        strokeP(
          s`M${px} ${-40 + i * 10}Q${px + (i ? 14 : -12)} ${10} ${px + (i ? 6 : -4)} ${58}`,
          i ? C.g600 : '#7C9A45',
          4.5,
        ),
      )
      .join('') +
    smallFlower(-62, -80, 9) +
    smallFlower(50, -88, 8),
  'mung bean': (r) =>
    seeds(r, 0, 36, 140, 70, 8, 5.5, [C.g600, C.dark, C.green, C.g700]) +
    bowl(0, 70, 160, C.white) +
    [-40, 0, 38]
      .map((px, i) =>
        g(
          tr(px, 0, (i - 1) * 18),
          strokeP('M0 0Q-6 -40 4 -70', '#D8D2A8', 5),
          leaf(4, -70, -40, 22, 9, C.g300, { veins: 0 }),
          leaf(4, -70, 40, 20, 8, C.green, { veins: 0 }),
        ),
      )
      .join(''),
  chickpea: (r) =>
    seeds(r, 0, 38, 140, 46, 10, 9, ['#E3C48E', '#D9B679', '#EBD2A0']) +
    bowl(0, 70, 160, C.white) +
    pinnate(62, -20, 30, 90, { pairs: 4, ll: 14, lw: 11, fill: C.green }),
  lichen: (r) => {
    let out =
      pathEl(blobPath(r, 0, 55, 95, 45, 7, 0.12), C.stone) +
      pathEl(blobPath(r, 20, 45, 70, 30, 6, 0.12), tint(C.stone, 0.25));
    const lobes: [number, number, number][] = [
      [-45, 0, 38],
      [10, -25, 46],
      [55, 8, 34],
      [-10, 25, 30],
      [-60, 38, 22],
      [42, 42, 24],
    ];
    for (const [lx, ly, lr] of lobes) {
      out +=
        pathEl(scallop(lx, ly, lr, 9, 0.16), '#8FB98A') +
        pathEl(scallop(lx - lr * 0.08, ly - lr * 0.08, lr * 0.72, 8, 0.18), '#AFD0A4');
      out +=
        circle(lx + lr * 0.2, ly - lr * 0.15, lr * 0.13, C.tan) +
        circle(lx - lr * 0.25, ly + lr * 0.2, lr * 0.1, C.tan);
    }
    return out;
  },
  microalgae: (r) => {
    let out = drop(0, 30, 68, C.b200, false) + drop(0, 30, 62, '#E3EDF8', false);
    const cells: [number, number, number][] = [];
    for (let tries = 0; cells.length < 22 && tries < 800; tries++) {
      const rr = between(r, 6, 12);
      const px = between(r, -56, 56);
      const py = between(r, -26, 88);
      if (Math.hypot(px, py - 30) > 56 - rr) continue;
      if (cells.some(([qx, qy, qr]) => Math.hypot(px - qx, py - qy) < qr + rr + 3)) continue;
      cells.push([px, py, rr]);
    }
    for (const [px, py, rr] of cells) {
      out +=
        circle(px, py, rr, pick(r, [C.green, C.dark, C.g600, C.g300])) +
        circle(px - rr * 0.3, py - rr * 0.3, rr * 0.3, '#fff', 'opacity="0.45"');
    }
    return (
      out +
      pathEl(
        'M-40 0A46 46 0 0 1 -14 -30',
        'none',
        'stroke="#fff" stroke-width="7" stroke-linecap="round" opacity="0.9"',
      )
    );
  },
  mushroom: () => {
    let out = sunRays(70, -75, 20, 40, 10, C.sun, 0.6) + circle(70, -75, 16, C.sun);
    const caps: [number, number, number, number][] = [
      [-30, 10, 62, -18],
      [25, 0, 70, 12],
      [-5, 45, 58, 4],
    ];
    for (const [cx, cy, cw, rot] of caps) {
      out += g(
        tr(cx, cy, rot),
        pathEl(
          s`M0 ${cw * 0.55}Q${-cw * 0.12} ${cw * 0.1} ${-cw * 0.1} 0`,
          'none',
          s`stroke="${C.cream}" stroke-width="${cw * 0.18}" stroke-linecap="round"`,
        ),
        pathEl(
          s`M${-cw * 0.75} ${-cw * 0.05}Q${-cw * 0.7} ${-cw * 0.6} 0 ${-cw * 0.62}Q${cw * 0.72} ${-cw * 0.6} ${cw * 0.78} ${-cw * 0.08}Q${cw * 0.4} ${cw * 0.12} 0 ${cw * 0.02}Q${-cw * 0.4} ${cw * 0.14} ${-cw * 0.75} ${-cw * 0.05}Z`,
          '#D8C3A0',
        ),
        pathEl(
          s`M${-cw * 0.6} ${-cw * 0.12}Q0 ${-cw * 0.5} ${cw * 0.62} ${-cw * 0.14}`,
          'none',
          s`stroke="#E8D8BC" stroke-width="${cw * 0.06}" stroke-linecap="round"`,
        ),
        [-0.5, -0.25, 0, 0.25, 0.5]
          .map((k) => line(k * cw * 0.9, -cw * 0.02, k * cw * 0.3, cw * 0.02, '#B89E78', cw * 0.018))
          .join(''),
      );
    }
    return out;
  },
  amla: (r) =>
    pinnate(-55, 60, -35, 130, { pairs: 8, ll: 10, lw: 6, fill: C.dark }) +
    fruit(-22, 25, 40, '#C9DC78', { segs: 5 }) +
    fruit(38, 40, 34, '#BFD36C', { segs: 5 }) +
    fruit(15, -25, 30, '#D2E387', { segs: 4, stalk: true }) +
    (r() > 2 ? '' : ''),
  guava: () =>
    branch(-40, 90, -20, 150, {
      leaves: 4,
      leafLen: 60,
      leafW: 26,
      fill: C.green,
      kind: 'oval',
      stem: C.brown,
    }) +
    fruit(30, 35, 42, '#A9CF5A', { stalk: true }) +
    g(
      tr(-25, 60),
      circle(0, 0, 32, '#9BC252'),
      circle(0, 0, 28, '#F4A3A0'),
      circle(0, 0, 15, '#F7C3B8'),
      [0, 1, 2, 3, 4, 5, 6, 7]
        .map((i) => circle(Math.cos(i * 0.8) * 20, Math.sin(i * 0.8) * 20, 2.2, C.cream))
        .join(''),
    ),
  'curry leaf': () =>
    pinnate(-25, 95, -16, 180, { pairs: 8, ll: 30, lw: 11, fill: C.g700, pointed: true, stem: C.g800 }) +
    pinnate(28, 95, 20, 150, { pairs: 7, ll: 27, lw: 10, fill: C.dark, pointed: true, stem: C.g800 }),
  sesbania: () =>
    pinnate(-15, 95, -10, 180, { pairs: 11, ll: 16, lw: 8, fill: C.green }) +
    pinnate(30, 95, 24, 150, { pairs: 9, ll: 15, lw: 7.5, fill: C.g600 }) +
    g(
      tr(-55, -60, -20),
      pathEl('M0 0Q-18 -22 -4 -38Q10 -20 0 0Z', '#F2EEE2'),
      pathEl('M0 0Q18 -14 26 -2Q12 6 0 0Z', C.sunSoft),
    ),
  annatto: (r) => {
    const pod = (px: number, py: number, rot: number, open: boolean) => {
      let spikes = '';
      for (let i = 0; i < 16; i++) {
        const a = (i / 16) * Math.PI * 2;
        spikes += line(
          px + Math.cos(a) * 28,
          py + Math.sin(a) * 34,
          px + Math.cos(a) * 38,
          py + Math.sin(a) * 45,
          '#B8403A',
          2.4,
        );
      }
      return g(
        `rotate(${rot} ${px} ${py})`,
        spikes,
        pathEl(
          s`M${px} ${py - 44}C${px + 34} ${py - 20} ${px + 34} ${py + 30} ${px} ${py + 36}C${px - 34} ${py + 30} ${px - 34} ${py - 20} ${px} ${py - 44}Z`,
          '#C9473E',
        ),
        open
          ? pathEl(
              s`M${px} ${py - 30}C${px + 16} ${py - 10} ${px + 16} ${py + 18} ${px} ${py + 26}C${px - 16} ${py + 18} ${px - 16} ${py - 10} ${px} ${py - 30}Z`,
              '#F4E3C8',
            ) + seeds(r, px, py + 16, 22, 9, 4.5, 4, ['#C0392B', '#D9534F', '#A93226'])
          : pathEl(
              s`M${px} ${py - 44}C${px + 34} ${py - 20} ${px + 34} ${py + 30} ${px} ${py + 36}Z`,
              '#B33E36',
            ),
      );
    };
    return (
      leaf(-60, 80, -40, 90, 34, C.dark) +
      leaf(60, 80, 45, 80, 30, C.green) +
      pod(-30, 0, -15, false) +
      pod(35, 15, 12, true) +
      seeds(r, 0, 85, 60, 7, 5, 4.5, ['#C0392B', '#D9534F'])
    );
  },
  sunflower: (r) => {
    let seedDots = '';
    for (let i = 0; i < 40; i++) {
      const a = i * 2.39996;
      const d = Math.sqrt(i / 40) * 26;
      seedDots += circle(-10 + Math.cos(a) * d, -20 + Math.sin(a) * d, 2.2, '#3D2A1C');
    }
    return (
      strokeP('M-10 20Q-5 60 0 100', C.g700, 7) +
      leaf(-4, 70, -60, 60, 26, C.green) +
      leaf(-2, 50, 55, 55, 24, C.dark) +
      flowerHead(-10, -20, 70, C.sun, '#6B4A2E', 18) +
      seedDots +
      seeds(r, 60, 90, 50, 6, 7, 4, ['#5C5C5C', '#F0EDE5', '#4A4A4A'])
    );
  },
  'moringa seed': (r) =>
    [-34, 0, 34]
      .map((px, i) =>
        g(
          tr(px, -10, (i - 1) * 16),
          strokeP('M0 -80Q10 0 0 80', i % 2 ? '#8A7A4A' : '#7C9A45', 10),
          [-50, -20, 10, 40].map((py) => ellipse(py / 16, py, 3, 7, '#5E6B34', 'opacity="0.5"')).join(''),
        ),
      )
      .join('') +
    [
      [60, 80],
      [82, 70],
      [40, 86],
    ]
      .map(([x, y]) =>
        g(
          tr(x as number, y as number),
          ellipse(0, 0, 14, 9, '#F3EEDD', 'opacity="0.95"'),
          circle(0, 0, 5.5, '#8B6A44'),
        ),
      )
      .join('') +
    (r() > 2 ? '' : ''),
};
