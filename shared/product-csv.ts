// The product CSV of issue #35, one codec for the server and the PWA: a header row of field keys in the
// order of product-fields.ts, one row per product; flags as true/false, lists and records as JSON in one
// cell, so a file exported and imported again is the same record. Parsing is papaparse's, never by hand.
import Papa from 'papaparse';
import { PRODUCT_FIELDS, type ProductField } from './product-fields.ts';
import { productInputSchema, type Product, type ProductData } from './product.ts';

/** The columns, in the order of the product's fields. */
export const CSV_COLUMNS = Object.keys(PRODUCT_FIELDS) as ProductField[];
export const CSV_MAX_ROWS = 5000;
export const CSV_MAX_BYTES = 5 * 1024 * 1024;
const BOM = '\uFEFF';

/** One problem of an import, as the report shows it: the file's line (the header is line 1). */
export interface CsvIssue {
  line: number;
  field: string;
  message: string;
}
export interface CsvReport {
  created: number;
  updated: number;
  unchanged: number;
  errors: CsvIssue[];
}

/** A data row: its line and the cells it has, decoded (a column the file lacks is absent). */
export interface CsvRow {
  line: number;
  cells: Partial<Record<ProductField, unknown>>;
}
export type CsvParse = { ok: true; rows: CsvRow[]; errors: CsvIssue[] } | { ok: false; message: string };

function encodeCell(field: ProductField, value: unknown): string {
  const kind = PRODUCT_FIELDS[field].kind;
  if (kind === 'rows' || kind === 'records') return JSON.stringify(value ?? []);
  if (kind === 'flag') return value ? 'true' : 'false';
  return value == null ? '' : String(value);
}

/** The CSV of these products, with a UTF-8 BOM so a spreadsheet reads it as UTF-8. */
export function productsToCsv(products: readonly Product[]): string {
  const data = products.map((p) => CSV_COLUMNS.map((f) => encodeCell(f, (p as Record<string, unknown>)[f])));
  return BOM + Papa.unparse({ fields: CSV_COLUMNS, data }, { newline: '\r\n' }) + '\r\n';
}

function decodeCell(field: ProductField, raw: string): { value: unknown } | { error: string } {
  const kind = PRODUCT_FIELDS[field].kind;
  if (kind === 'rows' || kind === 'records') {
    if (raw.trim() === '') return { value: [] };
    try {
      return { value: JSON.parse(raw) as unknown };
    } catch {
      return { error: 'Must be a JSON list, such as [] or [{"…": "…"}]' };
    }
  }
  if (kind === 'flag') {
    const v = raw.trim().toLowerCase();
    if (v === 'true' || v === '1' || v === 'yes') return { value: true };
    if (v === 'false' || v === '0' || v === 'no' || v === '') return { value: false };
    return { error: 'Must be true or false' };
  }
  if (kind === 'image') return { value: raw.trim() === '' ? null : raw.trim() };
  return { value: raw };
}

/** Text that is no CSV at all: NUL bytes or many undecodable characters. */
function looksBinary(text: string): boolean {
  if (text.includes('\u0000')) return true;
  const bad = text.slice(0, 4096).split('\uFFFD').length - 1;
  return bad > 8;
}

/** Reads a product CSV: its rows with decoded cells, or why the file is not one at all. */
export function parseProductCsv(input: string): CsvParse {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  if (text.trim() === '') return { ok: false, message: 'The file is empty; it needs a header row.' };
  if (looksBinary(text)) return { ok: false, message: 'The file is not a CSV text file.' };
  const parsed = Papa.parse<string[]>(text, { header: false, skipEmptyLines: 'greedy' });
  const [header, ...records] = parsed.data;
  const names = (header ?? []).map((h) => h.trim());
  if (!names.includes('productCode'))
    return {
      ok: false,
      message: 'The first row must be a header row of field keys, with a productCode column.',
    };
  const unknown = names.filter((n) => !(CSV_COLUMNS as string[]).includes(n));
  if (unknown.length > 0)
    return { ok: false, message: `The header row has unknown columns: ${unknown.slice(0, 5).join(', ')}.` };
  if (new Set(names).size !== names.length)
    return { ok: false, message: 'The header row names a column twice.' };
  if (records.length > CSV_MAX_ROWS)
    return { ok: false, message: `The file has ${records.length} rows; at most ${CSV_MAX_ROWS} are taken.` };
  const rows: CsvRow[] = [];
  const errors: CsvIssue[] = [];
  records.forEach((record, index) => {
    const line = index + 2;
    if (record.length !== names.length) {
      errors.push({
        line,
        field: '',
        message: `The row has ${record.length} cells; the header has ${names.length}.`,
      });
      return;
    }
    const cells: CsvRow['cells'] = {};
    names.forEach((name, i) => {
      const decoded = decodeCell(name as ProductField, record[i] ?? '');
      if ('error' in decoded) errors.push({ line, field: name, message: decoded.error });
      else cells[name as ProductField] = decoded.value;
    });
    rows.push({ line, cells });
  });
  return { ok: true, rows, errors };
}

/** A row's product over `base` (the stored one's content, for columns the file lacks), validated. */
export function validateCsvRow(
  row: CsvRow,
  base: Record<string, unknown> = {},
): { ok: true; data: ProductData } | { ok: false; errors: CsvIssue[] } {
  const result = productInputSchema.safeParse({ ...base, ...row.cells });
  if (result.success) return { ok: true, data: result.data };
  return {
    ok: false,
    errors: result.error.issues.map((issue) => ({
      line: row.line,
      field: issue.path.map(String).join('.') || '',
      message: issue.message,
    })),
  };
}

/** A product's content as a comparable string: equal strings, equal products. */
export function comparableProduct(data: ProductData | Product): string {
  const parsed = productInputSchema.parse({
    ...data,
    version: undefined,
    createdAt: undefined,
    updatedAt: undefined,
  });
  const { version: _v, createdAt: _c, updatedAt: _u, ...content } = parsed;
  return JSON.stringify({ ...content, bannerImage: content.bannerImage ?? null });
}
