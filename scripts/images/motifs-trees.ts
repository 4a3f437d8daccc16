// Plant motifs, last in key order: the trees (mulberry, coconut palm).
import { C, shade, tint } from './palette.ts';
import { g, tr, circle, ellipse, pathEl, strokeP } from './svg.ts';
import { leaf } from './plants.ts';
import { type Motif, berryCluster } from './plant-parts.ts';

export const TREE_MOTIFS: Record<string, Motif> = {
  mulberry: () => {
    const cordate = (x: number, y: number, rot: number, k: number, col: string) =>
      g(
        tr(x, y, rot, k),
        pathEl('M0 0C-14 6 -46 -4 -46 -36C-46 -66 -20 -84 0 -104C20 -84 46 -66 46 -36C46 -4 14 6 0 0Z', col),
        pathEl('M0 0C14 6 46 -4 46 -36C46 -66 20 -84 0 -104Z', shade(col, 0.1)),
        strokeP(
          'M0 -4L0 -92M0 -30L-30 -44M0 -30L30 -44M0 -55L-24 -70M0 -55L24 -70M0 -12L-32 -18M0 -12L32 -18',
          tint(col, 0.35),
          2,
        ),
      );
    return (
      cordate(-30, 85, -22, 1.25, C.green) +
      cordate(40, 75, 28, 1.05, C.dark) +
      berryCluster(-8, -45, 12, C.berry) +
      berryCluster(48, -20, 10, '#5E2A4A')
    );
  },
  coconut: () =>
    circle(-30, 10, 62, '#8B5E3C') +
    circle(-36, 4, 56, '#A06D45') +
    [0, 1, 2].map((i) => circle(-30 + (i - 1) * 14, -30, 5, '#5A3B24')).join('') +
    g(
      tr(45, 55),
      ellipse(0, 0, 50, 32, '#8B5E3C'),
      ellipse(0, -4, 44, 24, '#FBF8F0'),
      ellipse(0, -4, 32, 15, C.b100),
      ellipse(-8, -8, 10, 4, '#fff', 'opacity="0.8"'),
    ) +
    leaf(60, -40, 50, 80, 14, C.green, { veins: 0 }) +
    leaf(55, -40, 20, 70, 12, C.dark, { veins: 0 }),
};
