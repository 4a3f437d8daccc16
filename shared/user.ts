import { z } from 'zod';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX } from './limits.ts';
import { isStorableText, requiredText } from './fields.ts';
import { roleSchema } from './roles.ts';

export const USER_MESSAGES = {
  usernameRequired: 'Username is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters`,
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
const password = z
  .string({ error: USER_MESSAGES.passwordRequired })
  .min(1, USER_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN, USER_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);
const role = roleSchema.default(DEFAULT_NEW_USER_ROLE);

export const userCreateSchema = z.object({ username, email: emailField, password, role }).strict();

/** On edit a blank (or absent) password keeps the old one. */
export const userUpdateSchema = z
  .object({
    id: z.unknown().optional(),
    username,
    email: emailField,
    password: z.union([z.literal(''), password]).nullish(),
    role,
  })
  .strict();

export type UserCreateInput = z.input<typeof userCreateSchema>;
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

/** A user as the API answers it: never a password or its hash. */
export interface PublicUser {
  id: number;
  username: string;
  email: string;
  role: z.infer<typeof roleSchema>;
}
