// The product CSV import of issue #35: every row through the same validation, history, audit log and change
// feed as a wizard save, all rows in one transaction or none; a dry run reports the same without writing.
import type { Knex } from 'knex';
import {
  comparableProduct,
  validateCsvRow,
  type CsvIssue,
  type CsvReport,
  type CsvRow,
} from '../../../shared/product-csv.ts';
import type { Product, ProductData } from '../../../shared/product.ts';
import { may } from '../../../shared/permissions.ts';
import type { SignedInUser } from '../../auth/user.ts';
import type { Origin } from '../../http/origin.ts';
import { actorOf } from '../audit/repository.ts';
import type { MediaService } from '../media/service.ts';
import { createHistoryRepository } from './history.ts';
import { createProductsRepository } from './repository.ts';

/** The content of a stored product as a row's base: columns a file lacks keep their stored value. */
function baseOf(record: Product): Record<string, unknown> {
  const { version: _v, createdAt: _c, updatedAt: _u, ...content } = record;
  return content;
}

export interface KeepEntry {
  action: 'created' | 'changed';
  product: Product;
  before?: Product | undefined;
  actor: ReturnType<typeof actorOf>;
  origin: Origin;
}

type Planned = { kind: 'create' | 'update'; data: ProductData; existing?: Product };

/** What each row would do under the current state of `trx`, and the rows' problems. */
async function plan(
  trx: Knex.Transaction,
  media: MediaService,
  rows: readonly CsvRow[],
  actor: SignedInUser,
): Promise<{ report: CsvReport; writes: Planned[] }> {
  const repo = createProductsRepository(trx);
  const history = createHistoryRepository(trx);
  const report: CsvReport = { created: 0, updated: 0, unchanged: 0, errors: [] };
  const writes: Planned[] = [];
  const seen = new Map<string, number>();
  const fail = (issue: CsvIssue) => report.errors.push(issue);
  for (const row of rows) {
    const code = typeof row.cells.productCode === 'string' ? row.cells.productCode.trim() : '';
    const existing = code ? await repo.findByCode(code) : undefined;
    const checked = validateCsvRow(row, existing ? baseOf(existing) : {});
    if (!checked.ok) {
      checked.errors.forEach(fail);
      continue;
    }
    const data = checked.data;
    const earlier = seen.get(data.productCode);
    if (earlier !== undefined) {
      fail({ line: row.line, field: 'productCode', message: `Line ${earlier} has this productCode too` });
      continue;
    }
    seen.set(data.productCode, row.line);
    // The row over the stored content: an empty cell removes the banner, a missing column keeps it.
    const banner = data.bannerImage ?? null;
    if (banner !== null && banner !== existing?.bannerImage && !(await media.exists(banner, trx))) {
      fail({
        line: row.line,
        field: 'bannerImage',
        message: 'Refers to an image that has not been uploaded',
      });
      continue;
    }
    const full = { ...data, bannerImage: banner };
    if (existing) {
      if (comparableProduct(full) === comparableProduct(existing)) report.unchanged += 1;
      else {
        report.updated += 1;
        writes.push({ kind: 'update', data: full, existing });
      }
    } else {
      if (!may(actor.role, 'deleteProducts') && (await history.wasDeleted(data.productCode))) {
        fail({
          line: row.line,
          field: 'productCode',
          message: 'This product was deleted; only an ADMIN or a PRODUCT_MANAGER may bring it back',
        });
        continue;
      }
      report.created += 1;
      writes.push({ kind: 'create', data: full });
    }
  }
  return { report, writes };
}

/**
 * Imports the rows: with `apply` false, or when any row has a problem, nothing is written; otherwise every
 * write is made in one transaction under the catalogue lock, each kept in history and the audit log.
 */
export async function importProductRows(
  db: Knex,
  media: MediaService,
  keep: (trx: Knex.Transaction, entry: KeepEntry) => Promise<void>,
  input: { rows: readonly CsvRow[]; errors: readonly CsvIssue[]; apply: boolean },
  actor: SignedInUser,
  origin: Origin,
): Promise<{ report: CsvReport; applied: boolean }> {
  return db.transaction(async (trx) => {
    const repo = createProductsRepository(trx);
    if (input.apply) await repo.lockCatalogue();
    const { report, writes } = await plan(trx, media, input.rows, actor);
    report.errors = [...input.errors, ...report.errors].sort((a, b) => a.line - b.line);
    if (!input.apply || report.errors.length > 0) return { report, applied: false };
    for (const write of writes) {
      const banner = write.data.bannerImage ?? null;
      if (write.kind === 'create') {
        await repo.insert(write.data, banner, actor.id);
        const product = (await repo.findByCode(write.data.productCode))!;
        await keep(trx, { action: 'created', product, actor: actorOf(actor), origin });
      } else {
        const locked = (await repo.lockByCode(write.data.productCode))!;
        await repo.update(locked.id, write.data, banner, actor.id);
        const product = (await repo.findByCode(write.data.productCode))!;
        await keep(trx, {
          action: 'changed',
          product,
          before: write.existing,
          actor: actorOf(actor),
          origin,
        });
      }
    }
    return { report, applied: true };
  });
}
