// The product CSV of issue #35: GET /api/products/export.csv and POST /api/products/import (?dryRun=true).
import type Router from '@koa/router';
import type { Context } from 'koa';
import { CSV_MAX_BYTES, parseProductCsv, productsToCsv } from '../../../shared/product-csv.ts';
import { requirePermission, requireUser } from '../../auth/middleware.ts';
import { AppError, BadRequestError, PayloadTooLargeError } from '../../errors/errors.ts';
import { originOf } from '../../http/origin.ts';
import { multipartWithFile, uploadedFile } from '../../http/multipart.ts';
import type { ProductsService } from './service.ts';

const TOO_LARGE = `The file is larger than ${CSV_MAX_BYTES / 1024 / 1024} MB.`;

/** The raw text/csv body, at most CSV_MAX_BYTES. */
async function readText(ctx: Context): Promise<Buffer> {
  const declared = Number(ctx.get('Content-Length') || 0);
  if (declared > CSV_MAX_BYTES) throw new PayloadTooLargeError(TOO_LARGE);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > CSV_MAX_BYTES) throw new PayloadTooLargeError(TOO_LARGE);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The file's bytes: a text/csv body or the multipart part `file`. */
async function fileOf(ctx: Context): Promise<Buffer> {
  if (ctx.is('multipart/form-data')) {
    const file = uploadedFile(ctx);
    if (!file) throw new BadRequestError("The multipart body needs a 'file' part holding the CSV.");
    return file.buffer;
  }
  if (ctx.is('text/csv')) return readText(ctx);
  throw new BadRequestError("Send the CSV as text/csv, or as multipart/form-data with a 'file' part.");
}

/** multipart's own 413 names an image; the import's names the file. */
const csvUpload = (() => {
  const upload = multipartWithFile('file');
  return async (ctx: Context, next: () => Promise<void>) => {
    try {
      await upload(ctx, async () => undefined);
    } catch (error) {
      if (error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE')
        throw new PayloadTooLargeError(TOO_LARGE);
      throw error;
    }
    await next();
  };
})();

/** Adds the CSV routes; call before `/api/products/:code` is routed, so export.csv is not taken as a code. */
export function addCsvRoutes(router: Router, products: ProductsService): void {
  router.get('/api/products/export.csv', requirePermission('staff'), async (ctx) => {
    const query = typeof ctx.query.q === 'string' ? ctx.query.q : '';
    ctx.set('Content-Disposition', 'attachment; filename="products.csv"');
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = productsToCsv(await products.all(query));
  });
  // Roles as for create and update (every staff role); re-creating a deleted code needs the restore roles.
  router.post('/api/products/import', requirePermission('staff'), csvUpload, async (ctx) => {
    const dryRun = ctx.query.dryRun === 'true' || ctx.query.dryRun === '1';
    const parsed = parseProductCsv((await fileOf(ctx)).toString('utf-8'));
    if (!parsed.ok) throw new BadRequestError(parsed.message);
    const { report, applied } = await products.importRows(
      { rows: parsed.rows, errors: parsed.errors, apply: !dryRun },
      requireUser(ctx),
      originOf(ctx),
    );
    ctx.status = !dryRun && !applied ? 422 : 200;
    ctx.body = report;
  });
}
