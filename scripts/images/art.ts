// A drawing: its size, seeded randomness and a <defs> collector for gradients and clips.
import { type Rand, rng } from './random.ts';
import { s } from './svg.ts';

export class Art {
  private readonly defs: string[] = [];
  private n = 0;
  readonly r: Rand;
  constructor(
    readonly w: number,
    readonly h: number,
    key: string,
  ) {
    this.r = rng(key);
  }
  id(prefix = 'd'): string {
    return `${prefix}${++this.n}`;
  }
  /** A linear gradient, vertical by default; stops are [offset, colour, opacity?]. */
  lin(stops: [number, string, number?][], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('l');
    this.defs.push(
      s`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops.map(([o, c, a]) => s`<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : s` stop-opacity="${a}"`}/>`)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  rad(stops: [number, string, number?][], cx = 0.5, cy = 0.5, rr = 0.5): string {
    const id = this.id('r');
    this.defs.push(
      s`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${rr}">${stops.map(([o, c, a]) => s`<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : s` stop-opacity="${a}"`}/>`)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  /** Returns a clip-path attribute for the given shape markup. */
  clip(shapeMarkup: string): string {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${shapeMarkup}</clipPath>`);
    return `clip-path="url(#${id})"`;
  }
  /** The finished SVG document; width/height are placeholders filled in per rendition. */
  doc(body: string): string {
    return s`<svg xmlns="http://www.w3.org/2000/svg" width="{{W}}" height="{{H}}" viewBox="0 0 ${this.w} ${this.h}">${this.defs.length ? `<defs>${this.defs.join('')}</defs>` : ''}${body}</svg>`;
  }
}
export const sized = (svg: string, w: number, h: number) =>
  svg.replace('{{W}}', String(w)).replace('{{H}}', String(h));
/** The same drawing (`w`×`h`, wider than tall) cut to its centre square: only the view box moves. */
export function centreSquare(svg: string, w: number, h: number): string {
  const box = `viewBox="0 0 ${w} ${h}"`;
  if (!svg.includes(box)) throw new Error(`centreSquare: no ${box} in the drawing`);
  return svg.replace(box, `viewBox="${(w - h) / 2} 0 ${h} ${h}"`);
}

export type Scene = (a: Art) => string;
