// Turns every thrown error into the API's one error body; unknown errors are logged and hidden. Database
// errors arrive already translated (db/postgres-errors.ts).
import type { Context, Next } from 'koa';
import { ZodError } from 'zod';
import type { ApiErrorBody } from '../../shared/error-codes.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { describeIssue } from '../../shared/product.ts';
import { AppError, DatabaseUnavailableError, MediaStoreUnavailableError, ValidationError } from './errors.ts';
import { codeOfStatus, HTTP_STATUS } from './http-status.ts';

interface ErrorAnswer {
  status: number;
  body: ApiErrorBody;
  retryAfterSeconds?: number | undefined;
}

function fromAppError(error: AppError): ErrorAnswer {
  const body: ApiErrorBody = { message: error.message, code: error.code, ...error.details };
  if (error instanceof ValidationError) body.errors = error.errors;
  return { status: HTTP_STATUS[error.code], body, retryAfterSeconds: error.retryAfterSeconds };
}

/** An error of Koa or a library that carries a 4xx status and a message meant for the client. */
function fromHttpError(error: unknown): ErrorAnswer | undefined {
  if (!(error instanceof Error)) return undefined;
  const { status, expose } = error as { status?: unknown; expose?: unknown };
  if (typeof status !== 'number' || status < 400 || status >= 500 || expose !== true) return undefined;
  return { status, body: { message: error.message, code: codeOfStatus(status) } };
}

/** A schema's refusal that no service turned into a ValidationError. */
function fromZodError(error: ZodError): ErrorAnswer {
  const errors = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  const message = error.issues.map((i) => describeIssue(i.path, i.message)).join('; ');
  return { status: 400, body: { message, code: 'VALIDATION', errors } };
}

function toErrorAnswer(ctx: Context, error: unknown): ErrorAnswer {
  if (error instanceof AppError) {
    if (error instanceof DatabaseUnavailableError)
      ctx.state.log?.warn({ err: error.cause }, 'database unavailable');
    if (error instanceof MediaStoreUnavailableError)
      ctx.state.log?.warn({ err: error.cause }, 'image bucket unavailable');
    return fromAppError(error);
  }
  const httpError = fromHttpError(error);
  if (httpError) return httpError;
  if (error instanceof ZodError) return fromZodError(error);
  ctx.state.log?.error({ err: error }, 'unhandled error');
  return { status: 500, body: { message: MESSAGES.internalError, code: 'INTERNAL' } };
}

export async function errorMiddleware(ctx: Context, next: Next): Promise<void> {
  try {
    await next();
  } catch (error) {
    const answer = toErrorAnswer(ctx, error);
    if (answer.retryAfterSeconds !== undefined) ctx.set('Retry-After', String(answer.retryAfterSeconds));
    ctx.status = answer.status;
    ctx.body = answer.body;
    ctx.type = 'application/json';
  }
}
