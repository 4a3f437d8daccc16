// How guessable a new password is: the 10,000 most common (common-passwords.ts) first, then zxcvbn's estimate
// with the common and English dictionaries, which catches what a list misses (repeats, sequences, keyboard
// rows, a common word with digits added). Server only: the dictionaries never reach the PWA's bundle.
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { PASSWORD_MESSAGES } from '../../shared/password-policy.ts';
import { isCommonPassword } from './common-passwords.ts';
import { zxcvbnCommon, zxcvbnCore, zxcvbnEnglish } from './zxcvbn-packages.ts';

/** zxcvbn's scale: 3 is "safely unguessable" against an online attack and a throttled offline one. */
export const MIN_PASSWORD_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;
function zxcvbn(): ZxcvbnFactory {
  if (!estimator) {
    const common = zxcvbnCommon();
    const english = zxcvbnEnglish();
    estimator = new (zxcvbnCore().ZxcvbnFactory)({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
      translations: english.translations,
    });
  }
  return estimator;
}

/** Why the password is too weak, or undefined; the message carries zxcvbn's warning and first suggestion. */
export function weakPasswordProblem(password: string): string | undefined {
  if (isCommonPassword(password)) return PASSWORD_MESSAGES.tooCommon;
  const { score, feedback } = zxcvbn().check(password);
  if (score >= MIN_PASSWORD_SCORE) return undefined;
  const why = [feedback.warning, feedback.suggestions[0]].filter((s): s is string => !!s);
  return PASSWORD_MESSAGES.tooEasy(why);
}
