// The password policy of OWASP ASVS 5.0 §6.2 for every new password (user create, reset by an ADMIN, own
// change, the first ADMIN): 12 to 128 characters of any kind (Unicode included, no composition rules), not
// one of the 10,000 most common passwords and not easy to guess (zxcvbn score 3 or more: no repeats,
// sequences or a common password with digits added). The lists and the estimator are loaded only on the
// server, which passes its check in; the PWA's forms check the length only, and the server's answer is
// authoritative.
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './limits.ts';

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  tooShort: `Password must be at least ${PASSWORD_MIN} characters.`,
  tooLong: `Password must be at most ${PASSWORD_MAX} characters.`,
  tooCommon: 'This password is too common; choose another.',
  /** zxcvbn's warning and suggestion say why, where it has them. */
  tooEasy: (why: string[]) =>
    `This password is too easy to guess: ${why.length ? why.join(' ') : 'add another word or two that are less common.'}`,
  currentRequired: 'Current password is required',
  currentWrong: 'The current password is not correct.',
  confirmMismatch: 'The new passwords do not match.',
  changed: 'Your password has been changed.',
} as const;

/** The server's judgement of a password of allowed length: why it is too weak, or undefined. */
export type WeakPasswordCheck = (password: string) => string | undefined;

/** Characters as a person counts them: code points, so an emoji or a CJK character counts once. */
export function passwordLength(password: string): number {
  let n = 0;
  for (const _ of password) n++;
  return n;
}

/** The first problem of a new password, or undefined when it meets the policy. */
export function passwordProblem(password: string, isWeak?: WeakPasswordCheck): string | undefined {
  if (password === '') return PASSWORD_MESSAGES.required;
  const length = passwordLength(password);
  if (length < PASSWORD_MIN) return PASSWORD_MESSAGES.tooShort;
  if (length > PASSWORD_MAX) return PASSWORD_MESSAGES.tooLong;
  return isWeak?.(password);
}

/** A new password as a zod schema: one message that says why, at most. `allowBlank` for "keep the old one". */
export function newPasswordSchema(isWeak?: WeakPasswordCheck, { allowBlank = false } = {}) {
  return z
    .string({ error: PASSWORD_MESSAGES.required })
    .check((ctx) => {
      if (allowBlank && ctx.value === '') return;
      const problem = passwordProblem(ctx.value, isWeak);
      if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
    })
    .meta({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX });
}

/** Body of the own-password change (POST /api/me/password). */
export function changePasswordSchema(isWeak?: WeakPasswordCheck) {
  return z
    .object({
      currentPassword: z
        .string({ error: PASSWORD_MESSAGES.currentRequired })
        .min(1, PASSWORD_MESSAGES.currentRequired)
        .max(1024, PASSWORD_MESSAGES.currentWrong),
      newPassword: newPasswordSchema(isWeak),
    })
    .strict();
}
export type ChangePasswordInput = z.input<ReturnType<typeof changePasswordSchema>>;
