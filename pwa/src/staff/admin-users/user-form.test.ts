import { describe, expect, it } from 'vitest';
import { EMPTY_USER, formValuesFor, validateUserForm } from './user-form.ts';

describe('validateUserForm', () => {
  it('when adding with nothing filled in, then username, email and password are required', () => {
    expect(validateUserForm(EMPTY_USER, false)).toEqual({
      username: 'Username is required',
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('when editing with a blank password, then the form is valid', () => {
    const values = formValuesFor({ id: 4, username: 'dee', email: 'dee@example.com', role: 'ADMIN' });
    expect(values.password).toBe('');
    expect(validateUserForm(values, true)).toEqual({});
  });

  it('when the email is malformed, then its message shows', () => {
    const errors = validateUserForm(
      { ...EMPTY_USER, username: 'x', email: 'x', password: 'long-enough-pass' },
      false,
    );
    expect(errors).toEqual({ email: 'Enter a valid email address' });
  });

  it('when adding, then the role defaults to PRODUCT_MANAGER', () => {
    expect(formValuesFor(undefined).role).toBe('PRODUCT_MANAGER');
  });
});
