// Client-side checks of the login form (admin-area.md §5), with the same schema the server uses.
import { loginRequestSchema } from '../../../shared/auth.ts';

export interface LoginValues {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** The first message per field, or an empty object when the form may be sent. */
export function validateLogin(values: LoginValues): LoginErrors {
  const result = loginRequestSchema.safeParse(values);
  if (result.success) return {};
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
