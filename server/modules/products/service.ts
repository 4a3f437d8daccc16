// The rules of products: validation with the shared schema, versions and If-Match, idempotent writes,
// the banner stored as content-addressed media, and the public view for anonymous callers.
import type { Knex } from 'knex';
import { MESSAGES } from '../../../shared/messages.ts';
import { productInputSchema, type Product, type ProductData } from '../../../shared/product.ts';
import type { UserRow } from '../users/repository.ts';
import { BadRequestError, NotFoundError, VersionConflictError } from '../../errors/errors.ts';
import { discardOwnDraft } from '../drafts/service.ts';
import { requestHash, runIdempotent, type IdempotentResult } from '../idempotency/service.ts';
import type { Variants } from '../../http/encoded-body.ts';
import type { MediaService } from '../media/service.ts';
import { createRecordCache, productEtag, renderProduct } from './record-cache.ts';
import { createProductsRepository } from './repository.ts';
import { coalescedLookup } from '../../db/coalesced-lookup.ts';
import { createStaffList } from './staff-list.ts';

export const PRODUCT_RULES = {
  notFound: MESSAGES.productNotFound,
  codeLocked: 'productCode cannot be changed; it must match the product in the address.',
  staleVersion: 'This product was changed by someone else since you opened it.',
  missingBanner: 'bannerImage refers to an image that has not been uploaded.',
  badIfMatch: 'If-Match must be the product\'s ETag, such as "3".',
  badDraftId: 'Draft-Id must be the id of one of your drafts (a UUID).',
} as const;

export interface ProductWrite {
  /** The product JSON exactly as sent (the multipart part or the JSON body), for the idempotency hash. */
  raw: string;
  product: unknown;
  banner?: Buffer | undefined;
  idempotencyKey?: string | undefined;
  /**
   * The caller's own draft this write submits: it is discarded in the same transaction as the write (an
   * unknown id or another user's draft is nothing to discard).
   */
  draftId?: string | undefined;
}

/** The draft id in the idempotency hash; absent without one, so a write without it hashes as before. */
const draftPart = (write: ProductWrite): string[] => (write.draftId ? [`draft:${write.draftId}`] : []);

/** Reads `"3"`, `W/"3"` or `3`; `*` means any existing version. */
export function parseIfMatch(header: string | undefined): number | '*' | undefined {
  if (!header) return undefined;
  if (header.trim() === '*') return '*';
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header);
  if (!match) throw new BadRequestError(PRODUCT_RULES.badIfMatch);
  return Number(match[1]);
}

export function createProductsService(db: Knex, media: MediaService) {
  const products = createProductsRepository(db);
  const records = createRecordCache();
  const revisionOf = coalescedLookup((codes: string[]) => products.revisionsOf(codes));
  const staffList = createStaffList(db);

  /** The banner to store: a new file wins; otherwise the path sent, or `keep` when none was sent. */
  async function bannerFor(
    write: ProductWrite,
    sent: ProductData['bannerImage'],
    actor: UserRow,
    keep: string | null,
  ): Promise<string | null> {
    if (write.banner) return (await media.store(write.banner, actor.id)).path;
    if (sent === undefined) return keep;
    if (sent !== null && !(await products.mediaExists(sent)))
      throw new BadRequestError(PRODUCT_RULES.missingBanner);
    return sent;
  }

  function respond(
    product: Product,
    status: number,
  ): { status: number; body: Product; headers: Record<string, string> } {
    return {
      status,
      body: product,
      headers: {
        ETag: productEtag(product),
        Location: `/api/products/${encodeURIComponent(product.productCode)}`,
      },
    };
  }

  return {
    /** The spec's staff list, kept compressed for the current catalogue state (staff-list.ts). */
    list: () => staffList.current(),
    count: () => products.count(),
    listIngredients: () => products.listIngredients(),
    listProcesses: () => products.listProcesses(),

    /**
     * The staff record or the public view, ready to send: the current revision from one indexed query
     * (shared by the reads that arrive together, never one that started before this read), and the record
     * built (and compressed) only when this process has not built that revision yet.
     */
    async get(code: string, viewer: UserRow | undefined): Promise<Variants> {
      const revision = await revisionOf(code);
      if (revision === undefined) {
        records.delete(code);
        throw new NotFoundError(PRODUCT_RULES.notFound);
      }
      let rendered = records.get(code, revision);
      if (!rendered) {
        const [found] = await products.findWithRevisions([code]);
        if (!found) throw new NotFoundError(PRODUCT_RULES.notFound);
        const { revision: current, ...product } = found;
        rendered = await renderProduct(product, current);
        records.set(code, rendered);
      }
      return viewer ? rendered.staff : rendered.public;
    },

    async create(write: ProductWrite, actor: UserRow): Promise<IdempotentResult> {
      const data = productInputSchema.parse(write.product);
      const banner = await bannerFor(write, data.bannerImage, actor, null);
      const hash = requestHash(['POST', '/api/products', write.raw, banner, ...draftPart(write)]);
      return runIdempotent(db, { userId: actor.id, key: write.idempotencyKey, hash }, async (trx) => {
        const repo = createProductsRepository(trx);
        await repo.lockCatalogue();
        await repo.insert(data, banner, actor.id);
        if (write.draftId) await discardOwnDraft(trx, actor.id, write.draftId);
        return respond((await repo.findByCode(data.productCode))!, 201);
      });
    },

    async update(
      code: string,
      write: ProductWrite,
      ifMatch: string | undefined,
      actor: UserRow,
    ): Promise<IdempotentResult> {
      const data = productInputSchema.parse(write.product);
      if (data.productCode !== code) throw new BadRequestError(PRODUCT_RULES.codeLocked);
      const expected = parseIfMatch(ifMatch);
      const existing = await products.findByCode(code);
      if (!existing) throw new NotFoundError(PRODUCT_RULES.notFound);
      const banner = await bannerFor(write, data.bannerImage, actor, existing.bannerImage);
      const hash = requestHash([
        'PUT',
        `/api/products/${code}`,
        write.raw,
        banner,
        ifMatch,
        ...draftPart(write),
      ]);
      return runIdempotent(db, { userId: actor.id, key: write.idempotencyKey, hash }, async (trx) => {
        const repo = createProductsRepository(trx);
        await repo.lockCatalogue();
        const locked = await repo.lockByCode(code);
        if (!locked) throw new NotFoundError(PRODUCT_RULES.notFound);
        if (typeof expected === 'number' && expected !== locked.version) {
          throw new VersionConflictError(PRODUCT_RULES.staleVersion, await repo.findByCode(code));
        }
        await repo.update(locked.id, data, banner, actor.id);
        if (write.draftId) await discardOwnDraft(trx, actor.id, write.draftId);
        return respond((await repo.findByCode(code))!, 200);
      });
    },

    async remove(code: string): Promise<void> {
      const deleted = await db.transaction(async (trx) => {
        const repo = createProductsRepository(trx);
        await repo.lockCatalogue();
        return repo.deleteByCode(code);
      });
      if (!deleted) throw new NotFoundError(PRODUCT_RULES.notFound);
    },
  };
}
