// The 10,000 most common passwords (the head of the ranked list in @zxcvbn-ts/language-common), as a set
// of lower-case words, loaded once on first use. Server only: the PWA never bundles the list.
import { zxcvbnCommon } from './zxcvbn-packages.ts';

export const COMMON_PASSWORDS_COUNT = 10_000;

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  if (!common) {
    const ranked = zxcvbnCommon().dictionary['passwords-common'];
    if (ranked.length < COMMON_PASSWORDS_COUNT)
      throw new Error('The common-password list is missing or short.');
    common = new Set(ranked.slice(0, COMMON_PASSWORDS_COUNT).map((word) => word.toLowerCase()));
  }
  return common;
}

/** True when the password, compared without regard to case, is one of the 10,000 most common. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
