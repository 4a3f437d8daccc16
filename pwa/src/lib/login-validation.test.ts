import { describe, expect, it } from 'vitest';
import { validateLogin } from './login-validation.ts';

describe('validateLogin', () => {
  it('when both fields are empty, then both are required', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('when the email is not an email, then it says so', () => {
    expect(validateLogin({ email: 'not-an-email', password: 'x' })).toEqual({
      email: 'Enter a valid email address',
    });
  });

  it('when the email is whitespace only, then it is required', () => {
    expect(validateLogin({ email: '   ', password: 'x' }).email).toBe('Email is required');
  });

  it('when both are filled in properly, then there is nothing to show', () => {
    expect(validateLogin({ email: 'a@example.com', password: 'secret' })).toEqual({});
  });
});
