// Product banners (1200×800): the plant source, and the ingredient as powder with a jar.
import { C, tint } from './palette.ts';
import { rect } from './svg.ts';
import type { Art } from './art.ts';
import { sparkle } from './sky-and-land.ts';
import { jar, powder, scoop, capsule } from './jars-and-powders.ts';
import { powderColour } from './motifs.ts';
import { type Tone, softBg, cornerLeaves, groundShadow, placeMotif } from './backgrounds.ts';

export const LINE_TONE: Record<string, Tone> = {
  'Deficiencies line': 'green',
  'Conditions line': 'blue',
  'Regenerative Health line': 'mint',
  'Life cycle line': 'warm',
};
export function productSource(a: Art, ingredients: string[], tone: Tone): string {
  const [first, second] = ingredients;
  let out = softBg(a, tone, { blob: [600, 420], blobR: [440, 330] });
  out += groundShadow(600, 700, 360, 0.07);
  if (second) {
    out += placeMotif(first ?? 'moringa', 480, 430, 520);
    out += placeMotif(second, 860, 500, 340);
  } else {
    out += placeMotif(first ?? 'moringa', 600, 410, 600);
  }
  out += cornerLeaves(a, 'both', 0.8);
  out += sparkle(1040, 140, 20, C.green) + sparkle(160, 180, 14, C.b300);
  return out;
}
export function productPowder(a: Art, ingredients: string[], tone: Tone): string {
  const first = ingredients[0] ?? 'moringa';
  const col = powderColour(first);
  let out = softBg(a, tone === 'blue' ? 'green' : 'blue', { blob: [600, 430], blobR: [470, 320] });
  out += rect(0, 660, 1200, 140, 0, tone === 'blue' ? C.g100 : C.b100);
  out += rect(0, 660, 1200, 8, 0, tone === 'blue' ? C.g200 : C.b200);
  out += placeMotif(first, 930, 440, 420, 6);
  out += jar(330, 690, 400, {
    lid: tone === 'blue' ? C.blue : C.dark,
    label: tint(col, 0.72),
    mark: C.green,
    fillC: C.dark,
  });
  out += powder(640, 716, 380, col, a.r);
  out += scoop(840, 712, 210, col, -10);
  out += capsule(140, 716, 84, -20, col, '#fff') + capsule(1060, 724, 80, 15, C.green, '#fff');
  return out;
}
