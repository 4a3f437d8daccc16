// Error classes of the domain. They know nothing of HTTP; errors/http-status.ts maps them to statuses.
import type { ErrorCode } from '../../shared/error-codes.ts';
import { MESSAGES } from '../../shared/messages.ts';

export interface FieldError {
  path: string;
  message: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  /** Extra fields of the answer's body (for example the current product of a version conflict). */
  readonly details: Record<string, unknown> | undefined;
  /** When set, the answer carries Retry-After with this many seconds. */
  retryAfterSeconds: number | undefined;
  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = new.target.name;
    this.code = code;
    this.details = details;
  }
}

export class ValidationError extends AppError {
  readonly errors: FieldError[];
  constructor(message: string, errors: FieldError[] = []) {
    super('VALIDATION', message);
    this.errors = errors;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string) {
    super('BAD_REQUEST', message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Authentication required.') {
    super('UNAUTHORIZED', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do this.') {
    super('FORBIDDEN', message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super('NOT_FOUND', message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, details?: Record<string, unknown>) {
    super('CONFLICT', message, details);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message: string, retryAfterSeconds = 5) {
    super('SERVICE_UNAVAILABLE', message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** PostgreSQL cannot be reached right now; `cause` is the driver's error. */
export class DatabaseUnavailableError extends ServiceUnavailableError {
  constructor(cause: unknown) {
    super(MESSAGES.databaseUnavailable);
    this.cause = cause;
  }
}

/** The S3 bucket of MEDIA_STORE=s3 cannot be used right now; `cause` is the SDK's error. */
export class MediaStoreUnavailableError extends ServiceUnavailableError {
  constructor(message: string, cause: unknown) {
    super(message);
    this.cause = cause;
  }
}

export class VersionConflictError extends AppError {
  constructor(message: string, current: unknown) {
    super('VERSION_CONFLICT', message, { current });
  }
}

/** A draft push or delete on a stale revision; `current` is the draft as the server holds it now. */
export class DraftConflictError extends AppError {
  constructor(message: string, current: unknown) {
    super('DRAFT_CONFLICT', message, { current });
  }
}

export class IdempotencyKeyReusedError extends AppError {
  constructor() {
    super(
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
    );
  }
}

export class RequestInProgressError extends AppError {
  constructor() {
    super(
      'REQUEST_IN_PROGRESS',
      'A request with this Idempotency-Key is still being processed. Retry shortly.',
    );
    this.retryAfterSeconds = 1;
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super('PAYLOAD_TOO_LARGE', message);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string) {
    super('UNSUPPORTED_MEDIA_TYPE', message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super('TOO_MANY_REQUESTS', message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A change-feed cursor older than what the server still keeps. */
export class CursorExpiredError extends AppError {
  constructor(message: string) {
    super('CURSOR_EXPIRED', message);
  }
}
