// The rules of products: validation with the shared schema, versions and If-Match, idempotent writes,
// the banner stored as content-addressed media, and the public view for anonymous callers.
import type { Knex } from 'knex';
import { MESSAGES } from '../../../shared/messages.ts';
import { productInputSchema, type Product, type ProductData } from '../../../shared/product.ts';
import type { SignedInUser } from '../../auth/user.ts';
import { BadRequestError, ForbiddenError, NotFoundError, VersionConflictError } from '../../errors/errors.ts';
import { discardOwnDraft } from '../drafts/service.ts';
import type { RunWrite } from '../../db/transaction.ts';
import { parseIfMatch } from '../../http/if-match.ts';
import type { Variants } from '../../http/encoded-body.ts';
import type { MediaService } from '../media/service.ts';
import { createRecordCache, renderProduct } from './record-cache.ts';
import { createProductsRepository } from './repository.ts';
import { coalescedLookup } from '../../db/coalesced-lookup.ts';
import { createStaffList } from './staff-list.ts';
import { changedFields } from '../../../shared/history.ts';
import { may } from '../../../shared/permissions.ts';
import type { Origin } from '../../http/origin.ts';
import { actorOf, createAuditRepository } from '../audit/repository.ts';
import { BEFORE_HISTORY, createHistoryRepository } from './history.ts';
import { importProductRows } from './csv-import.ts';
import type { CsvIssue, CsvRow } from '../../../shared/product-csv.ts';

export const PRODUCT_MESSAGES = {
  notFound: MESSAGES.productNotFound,
  codeLocked: 'productCode cannot be changed; it must match the product in the address.',
  staleVersion: 'This product was changed by someone else since you opened it.',
  missingBanner: 'bannerImage refers to an image that has not been uploaded.',
  badIfMatch: 'If-Match must be the product\'s ETag, such as "3".',
  badDraftId: 'Draft-Id must be the id of one of your drafts (a UUID).',
  versionNotFound: 'This product has no such version.',
  restoreDeleted: 'Only an ADMIN or a PRODUCT_MANAGER may bring back a deleted product.',
  recreateDeleted: (code: string) =>
    `A product with productCode "${code}" was deleted; only an ADMIN or a PRODUCT_MANAGER may bring it back.`,
} as const;

/** A stored record as a write's input: what the schema takes, nothing the server keeps for itself. */
function inputOf(record: Product): ProductData {
  const { version: _v, createdAt: _c, updatedAt: _u, ...content } = record;
  return productInputSchema.parse(content);
}

export interface ProductWrite {
  /** The product JSON exactly as sent (the multipart part or the JSON body), for the idempotency hash. */
  raw: string;
  product: unknown;
  banner?: Buffer | undefined;
  /**
   * The caller's own draft this write submits: it is discarded in the same transaction as the write (an
   * unknown id or another user's draft is nothing to discard).
   */
  draftId?: string | undefined;
}

/** The draft id in the write's content; absent without one, so a write without it hashes as before. */
const draftPart = (write: ProductWrite): string[] => (write.draftId ? [`draft:${write.draftId}`] : []);

/** The version If-Match names, or undefined for none or `*` (any existing version). */
const expectedVersion = (ifMatch: string | undefined) =>
  parseIfMatch(ifMatch, PRODUCT_MESSAGES.badIfMatch, 9);

export function createProductsService(db: Knex, media: MediaService) {
  const products = createProductsRepository(db);
  const records = createRecordCache();
  const revisionOf = coalescedLookup((codes: string[]) => products.revisionsOf(codes));
  const staffList = createStaffList(db);

  /** The banner to store: a new file wins; otherwise the path sent, or `keep` when none was sent. */
  async function bannerFor(
    write: ProductWrite,
    sent: ProductData['bannerImage'],
    actor: SignedInUser,
    keep: string | null,
  ): Promise<string | null> {
    if (write.banner) return (await media.store(write.banner, actor.id)).path;
    if (sent === undefined) return keep;
    if (sent !== null && !(await media.exists(sent)))
      throw new BadRequestError(PRODUCT_MESSAGES.missingBanner);
    return sent;
  }

  /** The write's version in the product's history and its line in the audit log, in its transaction. */
  async function keep(
    trx: Knex.Transaction,
    entry: Parameters<ReturnType<typeof createHistoryRepository>['append']>[0] & { before?: Product },
  ): Promise<void> {
    const history = createHistoryRepository(trx);
    // A product written before its history was kept (seeded, or from an older database): its content
    // before this write becomes version 1, so the change can be compared and undone.
    if (entry.before && !(await history.has(entry.product.productCode))) {
      await history.append({
        action: 'created',
        product: entry.before,
        actor: BEFORE_HISTORY,
        origin: { ip: null, client: null },
        at: entry.before.updatedAt,
      });
    }
    const seq = await history.append(entry);
    const details: Record<string, unknown> = { version: seq, productVersion: entry.product.version };
    if (entry.action === 'changed' || (entry.action === 'restored' && entry.before))
      details.fields = changedFields(entry.before, entry.product);
    if (entry.restoredFrom !== undefined) details.restoredFrom = entry.restoredFrom;
    if (entry.draftId) details.draftId = entry.draftId;
    await createAuditRepository(trx).record({
      actor: entry.actor,
      kind: `product.${entry.action}`,
      subject: entry.product.productCode,
      details,
      origin: entry.origin,
    });
  }

  return {
    /** The spec's staff list, kept compressed for the current catalogue state (staff-list.ts). */
    list: () => staffList.current(),
    count: () => products.count(),

    /** Every product whose name holds `query` (the list's search), in the list's order: the CSV export. */
    all: (query = '') => products.allMatching(query),

    /** The CSV import (csv-import.ts): a dry run, or every row applied in one transaction or none. */
    importRows(
      input: { rows: readonly CsvRow[]; errors: readonly CsvIssue[]; apply: boolean },
      actor: SignedInUser,
      origin: Origin,
    ) {
      return importProductRows(db, media, keep, input, actor, origin);
    },

    /**
     * The staff record or the public view, ready to send: the current revision from one indexed query
     * (shared by the reads that arrive together, never one that started before this read), and the record
     * built (and compressed) only when this process has not built that revision yet.
     */
    async get(code: string, viewer: SignedInUser | undefined): Promise<Variants> {
      const revision = await revisionOf(code);
      if (revision === undefined) {
        records.delete(code);
        throw new NotFoundError(PRODUCT_MESSAGES.notFound);
      }
      let rendered = records.get(code, revision);
      if (!rendered) {
        const [found] = await products.findWithRevisions([code]);
        if (!found) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
        const { revision: current, ...product } = found;
        rendered = await renderProduct(product, current);
        records.set(code, rendered);
      }
      return viewer ? rendered.staff : rendered.public;
    },

    /** Adds a product, run by `run` (the HTTP edge keys it): the stored product is the work's result. */
    async create<R>(
      write: ProductWrite,
      actor: SignedInUser,
      origin: Origin,
      run: RunWrite<Product, R>,
    ): Promise<R> {
      const data = productInputSchema.parse(write.product);
      const banner = await bannerFor(write, data.bannerImage, actor, null);
      return run([write.raw, banner, ...draftPart(write)], async (trx) => {
        const repo = createProductsRepository(trx);
        await repo.lockCatalogue();
        // Writing a deleted product's code again brings it back: the roles that may restore it only.
        if (
          !may(actor.role, 'deleteProducts') &&
          (await createHistoryRepository(trx).wasDeleted(data.productCode))
        )
          throw new ForbiddenError(PRODUCT_MESSAGES.recreateDeleted(data.productCode));
        await repo.insert(data, banner, actor.id);
        if (write.draftId) await discardOwnDraft(trx, actor.id, write.draftId);
        const product = (await repo.findByCode(data.productCode))!;
        await keep(trx, {
          action: 'created',
          product,
          actor: actorOf(actor),
          origin,
          draftId: write.draftId,
        });
        return product;
      });
    },

    /** Replaces a product's content, run by `run` as create is; If-Match checked in its transaction. */
    async update<R>(
      code: string,
      write: ProductWrite,
      ifMatch: string | undefined,
      actor: SignedInUser,
      origin: Origin,
      run: RunWrite<Product, R>,
    ): Promise<R> {
      const data = productInputSchema.parse(write.product);
      if (data.productCode !== code) throw new BadRequestError(PRODUCT_MESSAGES.codeLocked);
      const expected = expectedVersion(ifMatch);
      const existing = await products.findByCode(code);
      if (!existing) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
      const banner = await bannerFor(write, data.bannerImage, actor, existing.bannerImage);
      return run([write.raw, banner, ifMatch, ...draftPart(write)], async (trx) => {
        const repo = createProductsRepository(trx);
        await repo.lockCatalogue();
        const locked = await repo.lockByCode(code);
        if (!locked) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
        if (expected !== undefined && expected !== locked.version) {
          throw new VersionConflictError(PRODUCT_MESSAGES.staleVersion, await repo.findByCode(code));
        }
        const before = await repo.findByCode(code);
        await repo.update(locked.id, data, banner, actor.id);
        if (write.draftId) await discardOwnDraft(trx, actor.id, write.draftId);
        const product = (await repo.findByCode(code))!;
        await keep(trx, {
          action: 'changed',
          product,
          before,
          actor: actorOf(actor),
          origin,
          draftId: write.draftId,
        });
        return product;
      });
    },

    async remove(code: string, actor: SignedInUser, origin: Origin): Promise<void> {
      const deleted = await db.transaction(async (trx) => {
        const repo = createProductsRepository(trx);
        await repo.lockCatalogue();
        const product = await repo.findByCode(code);
        if (!product || !(await repo.deleteByCode(code))) return false;
        await keep(trx, { action: 'deleted', product, actor: actorOf(actor), origin });
        return true;
      });
      if (!deleted) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
    },

    /** The product's versions, newest first; a deleted product keeps its own. */
    async history(code: string) {
      const entries = await createHistoryRepository(db).list(code);
      if (entries.length === 0) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
      return { productCode: code, current: (await revisionOf(code)) !== undefined, entries };
    },

    async version(code: string, seq: number) {
      const found = await createHistoryRepository(db).find(code, seq);
      if (!found) throw new NotFoundError(PRODUCT_MESSAGES.versionNotFound);
      return found;
    },

    /**
     * Makes a kept version the product's content again, as a new version (a PUT of that record, If-Match
     * checked); a deleted product comes back as it was in that version, for the roles that may delete.
     */
    async restore(
      code: string,
      seq: number,
      ifMatch: string | undefined,
      actor: SignedInUser,
      origin: Origin,
    ): Promise<Product> {
      const expected = expectedVersion(ifMatch);
      const kept = await createHistoryRepository(db).find(code, seq);
      if (!kept) throw new NotFoundError(PRODUCT_MESSAGES.versionNotFound);
      const data = inputOf(kept.record);
      return db.transaction(async (trx) => {
        const repo = createProductsRepository(trx);
        await repo.lockCatalogue();
        const banner =
          kept.record.bannerImage && (await media.exists(kept.record.bannerImage, trx))
            ? kept.record.bannerImage
            : null;
        const locked = await repo.lockByCode(code);
        let before: Product | undefined;
        if (locked) {
          if (expected !== undefined && expected !== locked.version) {
            throw new VersionConflictError(PRODUCT_MESSAGES.staleVersion, await repo.findByCode(code));
          }
          before = await repo.findByCode(code);
          await repo.update(locked.id, data, banner, actor.id);
        } else {
          if (!may(actor.role, 'deleteProducts')) throw new ForbiddenError(PRODUCT_MESSAGES.restoreDeleted);
          await repo.insert(data, banner, actor.id);
        }
        const product = (await repo.findByCode(code))!;
        await keep(trx, {
          action: 'restored',
          product,
          before,
          actor: actorOf(actor),
          origin,
          restoredFrom: seq,
        });
        return product;
      });
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
