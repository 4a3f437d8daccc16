// Field builders for the zod schemas: one place for how required text, optional text and codes behave.
import { z } from 'zod';
import { CODE_MAX, LONG_TEXT_MAX, NAME_MAX } from './limits.ts';

// NUL cannot be stored in PostgreSQL text, and a lone surrogate is not Unicode at all (it would come back
// as U+FFFD, not as sent): both are refused rather than stored changed.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const TEXT_CHARACTERS_MESSAGE = 'Must not contain NUL characters or broken Unicode';

export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** Optional free text: absent or null becomes '', and it is trimmed. */
export function optionalText(max = LONG_TEXT_MAX) {
  return z
    .string({ error: 'Must be text' })
    .max(max, `Must be at most ${max} characters`)
    .refine(isStorableText, TEXT_CHARACTERS_MESSAGE)
    .nullish()
    .transform((v) => (v ?? '').trim());
}

/** Required text: whitespace-only counts as empty and gets `message`. */
export function requiredText(message: string, max = NAME_MAX) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`)
    .refine(isStorableText, TEXT_CHARACTERS_MESSAGE);
}

/** Codes go into URLs, so they are limited to a safe alphabet. */
export const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const CODE_PATTERN_MESSAGE =
  "Use only letters, digits, '-', '_' and '.', starting with a letter or digit";

export function codeField(requiredMessage: string) {
  return requiredText(requiredMessage, CODE_MAX).regex(CODE_PATTERN, CODE_PATTERN_MESSAGE);
}

/** One of a fixed list, or '' when not chosen. */
export function choice<T extends readonly [string, ...string[]]>(values: T) {
  return z
    .union([z.enum(values), z.literal('')], { error: `Must be one of: ${values.join(', ')}` })
    .nullish()
    .transform((v) => v ?? '');
}

export const flag = z.boolean({ error: 'Must be true or false' }).default(false);
