// PostgreSQL error codes, so repositories translate errors by code and constraint, never by message.
export const PG = {
  UNIQUE_VIOLATION: '23505',
  FOREIGN_KEY_VIOLATION: '23503',
  NOT_NULL_VIOLATION: '23502',
  STRING_TOO_LONG: '22001',
  INVALID_TEXT: '22P02',
  LOCK_NOT_AVAILABLE: '55P03',
} as const;

export interface PgError {
  code: string;
  constraint?: string;
  detail?: string;
}

export function pgError(error: unknown): PgError | undefined {
  if (error && typeof error === 'object' && typeof (error as { code?: unknown }).code === 'string') {
    const code = (error as { code: string }).code;
    if (/^[0-9A-Z]{5}$/.test(code)) return error as PgError;
  }
  return undefined;
}

export function isPgError(error: unknown, code: string, constraint?: string): boolean {
  const pg = pgError(error);
  return pg?.code === code && (constraint === undefined || pg.constraint === constraint);
}
