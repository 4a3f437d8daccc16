// Multipart bodies through @koa/multer, held in memory within the shared size limits; every multer or
// busboy failure becomes a 4xx with a message instead of a 500.
import multer from '@koa/multer';
import type { Context, Next } from 'koa';
import { MAX_JSON_BODY_BYTES, MAX_UPLOAD_BYTES } from '../../shared/limits.ts';
import { BadRequestError, PayloadTooLargeError } from '../errors/errors.ts';

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: MAX_JSON_BODY_BYTES, parts: 12 },
});

function translate(error: unknown, fileField: string): Error {
  const { name, code, field, message } = error as {
    name?: string;
    code?: string;
    field?: string;
    message?: string;
  };
  if (name === 'MulterError') {
    switch (code) {
      case 'LIMIT_FILE_SIZE':
        return new PayloadTooLargeError(
          `The image is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Choose a smaller image.`,
        );
      case 'LIMIT_FIELD_VALUE':
        return new PayloadTooLargeError(
          `The form field '${field}' is larger than ${MAX_JSON_BODY_BYTES / 1024 / 1024} MB.`,
        );
      case 'LIMIT_UNEXPECTED_FILE':
        return new BadRequestError(`Unexpected file part '${field}'. Send one image as '${fileField}'.`);
      default:
        return new BadRequestError(`The multipart body was refused: ${message ?? code}.`);
    }
  }
  return new BadRequestError('The multipart body could not be read.');
}

/** Reads a multipart body with at most one file, named `fileField`; other parts land in ctx.request.body. */
export function multipartWithFile(fileField: string) {
  const middleware = upload.single(fileField);
  return async function multipartMiddleware(ctx: Context, next: Next): Promise<void> {
    if (!ctx.is('multipart/form-data')) return next();
    try {
      await middleware(ctx, async () => undefined);
    } catch (error) {
      throw translate(error, fileField);
    }
    await next();
  };
}

export function uploadedFile(ctx: Context): { buffer: Buffer } | undefined {
  return (ctx.request as { file?: { buffer: Buffer } }).file;
}
