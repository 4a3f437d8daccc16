import { z } from 'zod';
import { LOGIN_PASSWORD_MAX } from './limits.ts';
import type { Role } from './roles.ts';
import { emailField, USER_MESSAGES } from './user.ts';

export const loginRequestSchema = z.object({
  email: emailField,
  password: z
    .string({ error: USER_MESSAGES.passwordRequired })
    .min(1, USER_MESSAGES.passwordRequired)
    .max(LOGIN_PASSWORD_MAX, 'Invalid email or password.'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** POST /admin/login answers the token under both names the spec's client reads. */
export interface LoginResponse {
  token: string;
  jwt: string;
  username: string;
  role: Role;
}

export const LOGIN_MESSAGES = {
  invalid: 'Invalid email or password.',
  throttled: (minutes: number) =>
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;
