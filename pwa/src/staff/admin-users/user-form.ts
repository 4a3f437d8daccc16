// The user form's values and its checks (admin-area.md §5), with the schemas the server uses.
import type { Role } from '../../../../shared/roles.ts';
import {
  DEFAULT_NEW_USER_ROLE,
  userCreateSchema,
  userUpdateSchema,
  type PublicUser,
} from '../../../../shared/user.ts';

export interface UserFormValues {
  username: string;
  email: string;
  password: string;
  role: Role;
}

export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

export const EMPTY_USER: UserFormValues = {
  username: '',
  email: '',
  password: '',
  role: DEFAULT_NEW_USER_ROLE,
};

/** Edit mode starts from the user's fields with a blank password. */
export function formValuesFor(user: PublicUser | undefined): UserFormValues {
  if (!user) return { ...EMPTY_USER };
  return { username: user.username, email: user.email, password: '', role: user.role };
}

export function validateUserForm(values: UserFormValues, editing: boolean): UserFormErrors {
  const schema = editing ? userUpdateSchema : userCreateSchema;
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: UserFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values && !errors[field as keyof UserFormValues])
      errors[field as keyof UserFormValues] = issue.message;
  }
  return errors;
}
