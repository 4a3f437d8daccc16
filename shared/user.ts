import { z } from 'zod';
import { EMAIL_MAX, USERNAME_MAX } from './limits.ts';
import { newPasswordSchema, PASSWORD_MESSAGES, type WeakPasswordCheck } from './password-policy.ts';
import { isStorableText, requiredText } from './fields.ts';
import { ROLES } from './roles.ts';

export const USER_MESSAGES = {
  usernameRequired: 'Username is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: PASSWORD_MESSAGES.tooShort,
} as const;

export const DEFAULT_NEW_USER_ROLE = 'PRODUCT_MANAGER' as const;

const username = requiredText(USER_MESSAGES.usernameRequired, USERNAME_MAX);
export const emailField = z
  .string({ error: USER_MESSAGES.emailRequired })
  .trim()
  .min(1, USER_MESSAGES.emailRequired)
  .max(EMAIL_MAX, USER_MESSAGES.emailInvalid)
  .refine(isStorableText, USER_MESSAGES.emailInvalid)
  .pipe(z.email({ error: USER_MESSAGES.emailInvalid }));
export const roleSchema = z.enum(ROLES);
const role = roleSchema.default(DEFAULT_NEW_USER_ROLE);

/**
 * The user bodies with the password policy (shared/password-policy.ts). The server passes its
 * common-password and guessability check; the PWA's form uses the exports below, which check the length only.
 */
export function userSchemas(isWeak?: WeakPasswordCheck) {
  const password = newPasswordSchema(isWeak);
  return {
    create: z.object({ username, email: emailField, password, role }).strict(),
    /** On edit a blank (or absent) password keeps the old one. */
    update: z
      .object({
        id: z.unknown().optional(),
        username,
        email: emailField,
        password: newPasswordSchema(isWeak, { allowBlank: true }).nullish(),
        role,
      })
      .strict(),
  };
}

const lengthOnly = userSchemas();
export const userCreateSchema = lengthOnly.create;
export const userUpdateSchema = lengthOnly.update;

export type UserCreateInput = z.input<typeof userCreateSchema>;
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

/** A user as the API answers it: never a password or its hash. */
export interface PublicUser {
  id: number;
  username: string;
  email: string;
  role: z.infer<typeof roleSchema>;
}
