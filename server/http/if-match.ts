// If-Match on a versioned resource: the version the client saw, so a write on a stale copy is refused.
import { BadRequestError } from '../errors/errors.ts';

/**
 * Reads `"3"`, `W/"3"` or `3` (at most `maxDigits` digits); `*` (any version) and no header both mean
 * "do not check" (undefined). Anything else is 400 with `badMessage`.
 */
export function parseIfMatch(
  header: string | undefined,
  badMessage: string,
  maxDigits: number,
): number | undefined {
  if (!header || header.trim() === '*') return undefined;
  const match = new RegExp(`^\\s*(?:W\\/)?"?(\\d{1,${maxDigits}})"?\\s*$`).exec(header);
  if (!match) throw new BadRequestError(badMessage);
  return Number(match[1]);
}
