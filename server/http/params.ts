// Path parameters checked before they reach SQL: an odd id or code is a 404, never a database error.
import { NotFoundError } from '../errors/errors.ts';
import { CODE_PATTERN } from '../../shared/fields.ts';
import { CODE_MAX } from '../../shared/limits.ts';

export function idParam(value: string | undefined, notFoundMessage: string): number {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) throw new NotFoundError(notFoundMessage);
  return Number(value);
}

export function codeParam(value: string | undefined, notFoundMessage: string): string {
  if (!value || value.length > CODE_MAX || !CODE_PATTERN.test(value))
    throw new NotFoundError(notFoundMessage);
  return value;
}
