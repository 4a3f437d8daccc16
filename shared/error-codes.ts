/** Stable error codes shared by server answers and the PWA; the PWA branches on these, never on text. */
export const ERROR_CODES = {
  VALIDATION: 'VALIDATION',
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  VERSION_CONFLICT: 'VERSION_CONFLICT',
  DRAFT_CONFLICT: 'DRAFT_CONFLICT',
  /** A change-feed cursor older than the kept tombstones (410): start again from 0. */
  CURSOR_EXPIRED: 'CURSOR_EXPIRED',
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  REQUEST_IN_PROGRESS: 'REQUEST_IN_PROGRESS',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The body of every error answer of the API (docs/api.md, "Errors"). */
export interface ApiErrorBody {
  message: string;
  code: ErrorCode;
  errors?: { path: string; message: string }[];
}
