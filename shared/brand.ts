// Brand constants from public-area.md §9, used by the PWA, its manifest and the server's pages alike.
export const BRAND_NAME = 'Veda Vitals';
export const BRAND_SHORT_NAME = 'Veda Vitals';
export const BRAND_DESCRIPTION =
  'Whole-food, plant-based vitamin and mineral ingredients for manufacturers, formulators and marketers.';

export const BRAND_COLORS = {
  green: '#91C949',
  blue: '#394C92',
  darkGreen: '#68A637',
} as const;

export const THEME_COLOR = BRAND_COLORS.green;
export const BACKGROUND_COLOR = '#ffffff';
