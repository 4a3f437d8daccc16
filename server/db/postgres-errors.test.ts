import { describe, expect, it } from 'vitest';
import { BadRequestError, ConflictError, DatabaseUnavailableError } from '../errors/errors.ts';
import { translateDatabaseError } from './postgres-errors.ts';

const pgError = (code: string, message = 'error', constraint?: string) =>
  Object.assign(new Error(message), { code, ...(constraint && { constraint }) });

describe('translateDatabaseError', () => {
  it('when the error is a refused connection or a PostgreSQL shutdown, then the database is unavailable', () => {
    expect(
      translateDatabaseError(pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')),
    ).toBeInstanceOf(DatabaseUnavailableError);
    expect(translateDatabaseError(pgError('57P01', 'terminating connection'))).toBeInstanceOf(
      DatabaseUnavailableError,
    );
    expect(translateDatabaseError(new Error('Connection terminated unexpectedly'))).toBeInstanceOf(
      DatabaseUnavailableError,
    );
  });

  it('when the error is a query problem, then it is not an unavailable database', () => {
    const duplicate = pgError('23505', 'duplicate key');
    expect(translateDatabaseError(duplicate)).toBe(duplicate);
    expect(translateDatabaseError('not an error')).toBe('not an error');
  });

  it('when a rule names the violated constraint, then its error; a data exception is a bad request', () => {
    const conflict = new ConflictError('taken');
    const rules = { unique: { users_email_unique: () => conflict } };
    expect(translateDatabaseError(pgError('23505', 'duplicate', 'users_email_unique'), rules)).toBe(conflict);
    const other = pgError('23505', 'duplicate', 'another_unique');
    expect(translateDatabaseError(other, rules)).toBe(other);
    expect(translateDatabaseError(pgError('22001', 'value too long'))).toBeInstanceOf(BadRequestError);
  });

  it('when the error is already an error of the app, then it is left as it is', () => {
    const notFound = new BadRequestError('No route for GET /Connection terminated.');
    expect(translateDatabaseError(notFound)).toBe(notFound);
  });
});
