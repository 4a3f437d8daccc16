// The product list's CSV (issue #35): export what the list shows, and import with a preview. Online the
// server checks and applies the file (one transaction); offline the rows are checked here with the same
// codec and schema and become local drafts, one per product, that sync like any draft.
import {
  comparableProduct,
  parseProductCsv,
  validateCsvRow,
  type CsvReport,
} from '../../../../shared/product-csv.ts';
import type { ProductData } from '../../../../shared/product.ts';
import { api } from '../../api/endpoints.ts';
import { db } from '../offline/db.ts';
import { createDraft, submitDraft } from '../offline/drafts.ts';

/** Downloads the CSV of the products whose name holds `query` (the list's search). */
export async function downloadProductsCsv(query: string): Promise<void> {
  const blob = await api.exportProductsCsv(query);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `products-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A row checked on this device: what it becomes as a draft. */
interface LocalRow {
  mode: 'add' | 'edit';
  data: ProductData;
  version: number | undefined;
}
export interface ImportPreview {
  report: CsvReport;
  /** Where the preview came from: the server (online) or this device (offline). */
  source: 'server' | 'device';
  /** Offline: the rows to turn into drafts. */
  rows: LocalRow[];
  /** A file that is no product CSV at all. */
  fatal?: string;
}

/** Checks the file on this device against the replica (offline). */
export async function previewOnDevice(text: string): Promise<ImportPreview> {
  const parsed = parseProductCsv(text);
  const report: CsvReport = { created: 0, updated: 0, unchanged: 0, errors: [] };
  if (!parsed.ok) return { report, source: 'device', rows: [], fatal: parsed.message };
  report.errors.push(...parsed.errors);
  const rows: LocalRow[] = [];
  const seen = new Set<string>();
  for (const row of parsed.rows) {
    const code = typeof row.cells.productCode === 'string' ? row.cells.productCode.trim() : '';
    const summary = code ? await db.products.get(code) : undefined;
    const kept = code ? (await db.records.get(code))?.record : undefined;
    const { version: _v, createdAt: _c, updatedAt: _u, ...base } = kept ?? {};
    const checked = validateCsvRow(row, base);
    if (!checked.ok) {
      report.errors.push(...checked.errors);
      continue;
    }
    if (seen.has(checked.data.productCode)) {
      report.errors.push({
        line: row.line,
        field: 'productCode',
        message: 'An earlier line has this productCode',
      });
      continue;
    }
    seen.add(checked.data.productCode);
    if (kept && comparableProduct(checked.data) === comparableProduct(kept)) {
      report.unchanged += 1;
      continue;
    }
    if (summary) report.updated += 1;
    else report.created += 1;
    rows.push({ mode: summary ? 'edit' : 'add', data: checked.data, version: summary?.version });
  }
  report.errors.sort((a, b) => a.line - b.line);
  return { report, source: 'device', rows };
}

/** Asks the server for the report of a dry run (online). */
export async function previewOnServer(file: Blob): Promise<ImportPreview> {
  return { report: await api.importProductsCsv(file, true), source: 'server', rows: [] };
}

/** Applies the file: on the server (all rows or none), or as local drafts queued for submission. */
export async function applyImport(file: Blob, preview: ImportPreview, owner: string): Promise<CsvReport> {
  if (preview.source === 'server') return api.importProductsCsv(file, false);
  for (const row of preview.rows) {
    const draft = await createDraft({
      owner,
      mode: row.mode,
      productCode: row.data.productCode,
      productName: row.data.productName,
      version: row.version,
      step: 0,
      data: row.data,
      banner: null,
      bannerName: '',
    });
    await submitDraft(draft.id);
  }
  return preview.report;
}
