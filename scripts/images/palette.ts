// Palette: the three brand colours, white, and tints/shades of them; a few muted accents for fruit and sun.
// mix/shade/tint derive further colours from them.
import { BRAND_COLORS } from '../../shared/brand.ts';

export const C = {
  green: BRAND_COLORS.green as string,
  blue: BRAND_COLORS.blue as string,
  dark: BRAND_COLORS.darkGreen as string,
  white: '#FFFFFF',
  g50: '#F6FBF0',
  g100: '#EAF5DC',
  g200: '#D6EDBA',
  g300: '#BCE08E',
  g600: '#56902B',
  g700: '#447522',
  g800: '#2F5518',
  b50: '#F3F5FB',
  b100: '#E4E9F5',
  b200: '#C8D0EA',
  b300: '#9DAAD8',
  b400: '#6E7FC2',
  b600: '#2F3F7C',
  b700: '#24305F',
  sun: '#F6C443',
  sunSoft: '#FBE5A6',
  orange: '#EE8D3C',
  red: '#D4553F',
  pink: '#EFA3A0',
  berry: '#8E3A5E',
  purple: '#7D5BA6',
  brown: '#8B5E3C',
  tan: '#C69C6D',
  sand: '#EBDDBF',
  cream: '#FBF7EC',
  stone: '#B9BEB2',
  grey: '#8C95A8',
  ink: '#26315E',
  skin: ['#C68863', '#9C6845', '#E0AD86', '#B47A55'] as string[],
};

function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}
/** Linear mix of two #rrggbb colours. */
function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return (
    '#' +
    x
      .map((c, i) => Math.round(c + ((y[i] ?? 0) - c) * t))
      .map((c) => c.toString(16).padStart(2, '0'))
      .join('')
      .toUpperCase()
  );
}
export const shade = (c: string, t = 0.15) => mix(c, '#14210B', t);
export const tint = (c: string, t = 0.3) => mix(c, '#FFFFFF', t);
