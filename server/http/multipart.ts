// Multipart bodies through @koa/multer, held in memory within the shared size limits; every multer or
// busboy failure becomes a 4xx with a message instead of a 500. A JSON part may arrive as a text field or
// as a file part (what `new Blob([json], { type: 'application/json' })` or `curl -F 'x=@x.json'` sends);
// either way the route finds its text in ctx.request.body.
import multer from '@koa/multer';
import type { Context, Next } from 'koa';
import { MAX_JSON_BODY_BYTES, MAX_UPLOAD_BYTES } from '../../shared/limits.ts';
import { BadRequestError, PayloadTooLargeError } from '../errors/errors.ts';

interface Options {
  /** Parts that hold JSON text and may be sent as a file part, e.g. 'product'. */
  jsonParts?: readonly string[];
}

interface MemoryFile {
  buffer: Buffer;
  mimetype: string;
  size: number;
}

/** Types a client may give a JSON file part: JSON itself, untyped (a Blob without a type) or plain text. */
const JSON_PART_TYPES = /^(application\/(json|octet-stream)|text\/plain)(\s*;.*)?$/i;

const fieldTooLarge = (field: string) =>
  new PayloadTooLargeError(
    `The form field '${field}' is larger than ${MAX_JSON_BODY_BYTES / 1024 / 1024} MB.`,
  );

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
        return fieldTooLarge(field ?? '');
      case 'LIMIT_UNEXPECTED_FILE':
        return new BadRequestError(`Unexpected file part '${field}'. Send one image as '${fileField}'.`);
      default:
        return new BadRequestError(`The multipart body was refused: ${message ?? code}.`);
    }
  }
  return new BadRequestError('The multipart body could not be read.');
}

/** Moves JSON parts that came as files into the body as text, checking their type and size. */
function adoptJsonParts(ctx: Context, files: Record<string, MemoryFile[]>, jsonParts: readonly string[]) {
  const body = ((ctx.request as { body?: Record<string, unknown> }).body ??= {});
  for (const name of jsonParts) {
    const file = files[name]?.[0];
    if (!file) continue;
    if (name in body) throw new BadRequestError(`Send the '${name}' part once.`);
    if (!JSON_PART_TYPES.test(file.mimetype)) {
      throw new BadRequestError(
        `The '${name}' part must be JSON (application/json), not ${file.mimetype || 'an unknown type'}.`,
      );
    }
    if (file.size > MAX_JSON_BODY_BYTES) throw fieldTooLarge(name);
    body[name] = file.buffer.toString('utf8');
  }
}

/**
 * Reads a multipart body with at most one file, named `fileField`, plus the JSON parts named in
 * `options.jsonParts` as text or files; other parts land in ctx.request.body.
 */
export function multipartWithFile(fileField: string, options: Options = {}) {
  const jsonParts = options.jsonParts ?? [];
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 1 + jsonParts.length,
      fields: 10,
      fieldSize: MAX_JSON_BODY_BYTES,
      parts: 12,
    },
  });
  const middleware = upload.fields([
    { name: fileField, maxCount: 1 },
    ...jsonParts.map((name) => ({ name, maxCount: 1 })),
  ]);
  return async function multipartMiddleware(ctx: Context, next: Next): Promise<void> {
    if (!ctx.is('multipart/form-data')) return next();
    try {
      await middleware(ctx, async () => undefined);
    } catch (error) {
      throw translate(error, fileField);
    }
    const files = ((ctx.request as { files?: Record<string, MemoryFile[]> }).files ?? {}) as Record<
      string,
      MemoryFile[]
    >;
    adoptJsonParts(ctx, files, jsonParts);
    (ctx.request as { file?: MemoryFile }).file = files[fileField]?.[0];
    await next();
  };
}

export function uploadedFile(ctx: Context): { buffer: Buffer } | undefined {
  return (ctx.request as { file?: { buffer: Buffer } }).file;
}
