import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { ZodError } from 'zod';
import { DRAFT_ID_PATTERN } from '../../../shared/draft.ts';
import type { Product } from '../../../shared/product.ts';
import { currentUser, requirePermission, requireUser } from '../../auth/middleware.ts';
import { AppError, BadRequestError, RequestInProgressError } from '../../errors/errors.ts';
import { HTTP_STATUS } from '../../errors/http-status.ts';
import { multipartWithFile, uploadedFile } from '../../http/multipart.ts';
import { sendVariant } from '../../http/encoded-body.ts';
import { codeParam, idParam } from '../../http/params.ts';
import { originOf } from '../../http/origin.ts';
import type { HttpAnswer, Idempotency } from '../idempotency/edge.ts';
import { productEtag } from './record-cache.ts';
import { PRODUCT_MESSAGES, type ProductsService, type ProductWrite } from './service.ts';
import { listVariants } from './staff-list.ts';
import { addCsvRoutes } from './csv-routes.ts';

/** `Draft-Id`: the caller's draft that this write submits (discarded with it), kept in lower case. */
function readDraftId(header: string): string | undefined {
  if (header === '') return undefined;
  if (!DRAFT_ID_PATTERN.test(header)) throw new BadRequestError(PRODUCT_MESSAGES.badDraftId);
  return header.toLowerCase();
}

/** The spec's multipart body (a `product` JSON part and an optional `bannerImage` file), or plain JSON. */
function readProductWrite(ctx: Context): ProductWrite {
  const body = ctx.request.body as unknown;
  const draftId = readDraftId(ctx.get('Draft-Id'));
  if (ctx.is('multipart/form-data')) {
    const part = (body as Record<string, unknown> | undefined)?.product;
    if (typeof part !== 'string')
      throw new BadRequestError("The multipart body needs a 'product' part holding the product as JSON.");
    let product: unknown;
    try {
      product = JSON.parse(part);
    } catch {
      throw new BadRequestError("The 'product' part is not valid JSON.");
    }
    return { raw: part, product, banner: uploadedFile(ctx)?.buffer, draftId };
  }
  if (!ctx.is('application/json')) {
    throw new BadRequestError(
      "Send the product as multipart/form-data (a 'product' part) or as application/json.",
    );
  }
  return { raw: JSON.stringify(body), product: body, draftId };
}

/** A written product's answer: its ETag and its address. */
const productAnswer =
  (status: number) =>
  (product: Product): HttpAnswer => ({
    status,
    body: product,
    headers: {
      ETag: productEtag(product),
      Location: `/api/products/${encodeURIComponent(product.productCode)}`,
    },
  });

/** How a product write naming a draft (Draft-Id) ended: applied, or refused in a way the draft shows. */
export type DraftSubmissionOutcome = 'submitted' | 'rejected';

/**
 * A refusal no retry changes, which the client shows on the draft (decision 006): a client error but for
 * the ones it waits out or signs in for (401, 403, 429, a request still in progress).
 */
function refusesSubmission(error: unknown): boolean {
  if (error instanceof ZodError) return true;
  if (error instanceof RequestInProgressError) return false;
  const status = error instanceof AppError ? HTTP_STATUS[error.code] : (error as { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500 && ![401, 403, 429].includes(status);
}

/** Tells `onDraftSubmission` how each write carrying a Draft-Id ended; a replayed answer was told already. */
function draftSubmissions(onDraftSubmission?: (outcome: DraftSubmissionOutcome) => void) {
  return async (ctx: Context, next: Next): Promise<void> => {
    if (!onDraftSubmission || ctx.get('Draft-Id') === '') return next();
    try {
      await next();
    } catch (error) {
      if (refusesSubmission(error)) onDraftSubmission('rejected');
      throw error;
    }
    if (ctx.response.get('Idempotent-Replayed') !== 'true') onDraftSubmission('submitted');
  };
}

export interface ProductsRoutesOptions {
  /** Told how each draft submission ended (the metrics count them). */
  onDraftSubmission?: (outcome: DraftSubmissionOutcome) => void;
}

export function productsRoutes(
  products: ProductsService,
  idempotency: Idempotency,
  { onDraftSubmission }: ProductsRoutesOptions = {},
): Router {
  const router = new Router();
  const staff = requirePermission('staff');
  const submission = draftSubmissions(onDraftSubmission);

  addCsvRoutes(router, products);
  router.get('/api/products/count', staff, async (ctx) => {
    ctx.body = await products.count();
  });
  router.get('/api/products', staff, async (ctx) => {
    ctx.type = 'application/json';
    sendVariant(ctx, listVariants(await products.list()));
  });
  router.get('/api/products/:code', async (ctx) => {
    const viewer = currentUser(ctx);
    const record = await products.get(codeParam(ctx.params.code, PRODUCT_MESSAGES.notFound), viewer);
    ctx.vary('Authorization');
    // Staff answers are no-store (noStoreWhenAuthenticated); the public record is revalidated by ETag.
    if (!viewer) ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'application/json';
    sendVariant(ctx, record);
  });
  router.post(
    '/api/products',
    staff,
    submission,
    multipartWithFile('bannerImage', { jsonParts: ['product'] }),
    async (ctx) => {
      const run = idempotency.write(ctx, ['POST', '/api/products'], productAnswer(201));
      await products.create(readProductWrite(ctx), requireUser(ctx), originOf(ctx), run);
    },
  );
  router.put(
    '/api/products/:code',
    staff,
    submission,
    multipartWithFile('bannerImage', { jsonParts: ['product'] }),
    async (ctx) => {
      const code = codeParam(ctx.params.code, PRODUCT_MESSAGES.notFound);
      const run = idempotency.write(ctx, ['PUT', `/api/products/${code}`], productAnswer(200));
      const write = readProductWrite(ctx);
      const ifMatch = ctx.get('If-Match') || undefined;
      await products.update(code, write, ifMatch, requireUser(ctx), originOf(ctx), run);
    },
  );
  router.delete('/api/products/:code', requirePermission('deleteProducts'), async (ctx) => {
    await products.remove(
      codeParam(ctx.params.code, PRODUCT_MESSAGES.notFound),
      requireUser(ctx),
      originOf(ctx),
    );
    ctx.body = { message: 'Product deleted.' };
  });

  // History (issue #15): the roles that read a product as staff; a restore is a write, as PUT.
  router.get('/api/products/:code/history', staff, async (ctx) => {
    ctx.body = await products.history(codeParam(ctx.params.code, PRODUCT_MESSAGES.notFound));
  });
  router.get('/api/products/:code/history/:seq', staff, async (ctx) => {
    ctx.body = await products.version(
      codeParam(ctx.params.code, PRODUCT_MESSAGES.notFound),
      idParam(ctx.params.seq, PRODUCT_MESSAGES.versionNotFound),
    );
  });
  router.post('/api/products/:code/history/:seq/restore', staff, async (ctx) => {
    const product = await products.restore(
      codeParam(ctx.params.code, PRODUCT_MESSAGES.notFound),
      idParam(ctx.params.seq, PRODUCT_MESSAGES.versionNotFound),
      ctx.get('If-Match') || undefined,
      requireUser(ctx),
      originOf(ctx),
    );
    ctx.set('ETag', productEtag(product));
    ctx.body = product;
  });
  return router;
}
