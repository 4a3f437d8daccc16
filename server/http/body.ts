// The request bodies the API reads: JSON (UTF-8, at most MAX_JSON_BODY_BYTES) or, where a file is sent,
// multipart/form-data (http/multipart.ts); anything else is refused before a route sees it.
import { bodyParser } from '@koa/bodyparser';
import type { Context, Next } from 'koa';
import { MAX_JSON_BODY_BYTES } from '../../shared/limits.ts';
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors/errors.ts';

export function jsonBody() {
  return bodyParser({
    enableTypes: ['json'],
    jsonLimit: MAX_JSON_BODY_BYTES,
    encoding: 'utf-8',
    onError(error) {
      const status = (error as { status?: number }).status;
      if (status === 413)
        throw new PayloadTooLargeError(
          `The request body is larger than ${MAX_JSON_BODY_BYTES / 1024 / 1024} MB.`,
        );
      if (status === 415) throw new BadRequestError('The request body must be UTF-8 JSON.');
      throw new BadRequestError('The request body is not valid JSON.');
    },
  });
}

/** A body the API cannot read (text/plain, XML, a form) answers 415, not a misleading validation error. */
export async function knownBodyTypes(ctx: Context, next: Next): Promise<void> {
  const hasBody = Number(ctx.get('Content-Length') || 0) > 0 || ctx.get('Transfer-Encoding') !== '';
  if (
    hasBody &&
    ['POST', 'PUT', 'PATCH'].includes(ctx.method) &&
    !ctx.is('application/json', 'multipart/form-data') &&
    !(ctx.path === '/api/products/import' && ctx.is('text/csv'))
  ) {
    throw new UnsupportedMediaTypeError(
      'Send the body as application/json, or as multipart/form-data where a file is sent.',
    );
  }
  await next();
}
