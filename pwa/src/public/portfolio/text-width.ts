import { PUBLIC_LIMITS } from '../../../../shared/timings.ts';

/** public-area.md §2.5: a text longer than 200 characters takes the full width, otherwise half. */
export function fieldWidth(text: string): 'full' | 'half' {
  return text.length > PUBLIC_LIMITS.fullWidthTextChars ? 'full' : 'half';
}
