// Turns every thrown error into the API's one error body; unknown errors are logged and hidden.
import type { Context, Next } from 'koa';
import { ZodError } from 'zod';
import type { ApiErrorBody } from '../../shared/error-codes.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { describeIssue } from '../../shared/product.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { pgError } from '../db/pg-errors.ts';
import { AppError, ValidationError } from './errors.ts';
import { HTTP_STATUS } from './http-status.ts';

const RETRY_AFTER_SECONDS = '5';

function fromHttpError(error: unknown): { status: number; message: string } | undefined {
  if (!(error instanceof Error)) return undefined;
  const status = (error as { status?: unknown }).status;
  const expose = (error as { expose?: unknown }).expose;
  if (typeof status === 'number' && status >= 400 && status < 500 && expose === true) {
    return { status, message: error.message };
  }
  return undefined;
}

const STATUS_CODES: Record<number, ApiErrorBody['code']> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

export async function errorMiddleware(ctx: Context, next: Next): Promise<void> {
  try {
    await next();
  } catch (error) {
    const body = toErrorBody(ctx, error);
    ctx.status = body.status;
    ctx.body = body.body;
    ctx.type = 'application/json';
  }
}

function toErrorBody(ctx: Context, error: unknown): { status: number; body: ApiErrorBody } {
  if (error instanceof AppError) {
    const body: ApiErrorBody = { message: error.message, code: error.code, ...error.details };
    if (error instanceof ValidationError) body.errors = error.errors;
    if (error.retryAfterSeconds !== undefined) ctx.set('Retry-After', String(error.retryAfterSeconds));
    return { status: HTTP_STATUS[error.code], body };
  }
  if (isDatabaseUnavailable(error)) {
    ctx.state.log?.warn({ err: error }, 'database unavailable');
    ctx.set('Retry-After', RETRY_AFTER_SECONDS);
    return {
      status: 503,
      body: { message: MESSAGES.databaseUnavailable, code: 'SERVICE_UNAVAILABLE' },
    };
  }
  // Class 22 is PostgreSQL's "data exception": a value it cannot store. A safety net behind validation.
  if (pgError(error)?.code.startsWith('22')) {
    return {
      status: 400,
      body: { message: 'A value in the request cannot be stored.', code: 'BAD_REQUEST' },
    };
  }
  const httpError = fromHttpError(error);
  if (httpError) {
    return {
      status: httpError.status,
      body: { message: httpError.message, code: STATUS_CODES[httpError.status] ?? 'BAD_REQUEST' },
    };
  }
  if (error instanceof ZodError) {
    const errors = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    const message = error.issues.map((i) => describeIssue(i.path, i.message)).join('; ');
    return { status: 400, body: { message, code: 'VALIDATION', errors } };
  }
  ctx.state.log?.error({ err: error }, 'unhandled error');
  return { status: 500, body: { message: MESSAGES.internalError, code: 'INTERNAL' } };
}
