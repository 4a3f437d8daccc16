// The one table from error codes to HTTP statuses.
import type { ErrorCode } from '../../shared/error-codes.ts';

/**
 * The plain code of each status an error may carry without a code of its own (an HTTP error of Koa or of a
 * body parser); the table below adds the codes that refine them.
 */
const PLAIN = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
} as const satisfies Partial<Record<ErrorCode, number>>;

export const HTTP_STATUS: Record<ErrorCode, number> = {
  ...PLAIN,
  VALIDATION: 400,
  VERSION_CONFLICT: 409,
  DRAFT_CONFLICT: 409,
  CURSOR_EXPIRED: 410,
  IDEMPOTENCY_KEY_REUSED: 422,
  REQUEST_IN_PROGRESS: 409,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** The code of an error that has only a status: its plain code, else BAD_REQUEST. */
export function codeOfStatus(status: number): ErrorCode {
  return (
    (Object.keys(PLAIN) as (keyof typeof PLAIN)[]).find((code) => PLAIN[code] === status) ?? 'BAD_REQUEST'
  );
}
