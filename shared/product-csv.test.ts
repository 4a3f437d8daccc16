import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, parseProductCsv, productsToCsv, validateCsvRow } from './product-csv.ts';
import { productInputSchema, type Product } from './product.ts';

const product: Product = {
  ...productInputSchema.parse({
    productCode: 'P-1',
    productName: 'Amla, "Indian gooseberry"',
    productDescription: 'Two lines\nof text; ✓ unicode',
    igar: true,
    actives: [{ assay: 'Vitamin C', specification: '≥ 5 %', assayMethod: 'HPLC' }],
    ingredients: [{ ingredientCode: 'I-1', commonName: 'Amla', scientificName: 'Phyllanthus emblica' }],
    processes: [{ processCode: 'PR-1', processDescription: 'Dried' }],
  }),
  bannerImage: null,
  version: 3,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-02T00:00:00Z',
};

describe('product CSV codec', () => {
  it('writes a BOM and the header of field keys, and reads back the same product', () => {
    const csv = productsToCsv([product]);
    expect(csv.startsWith('\uFEFFproductCode,productName,')).toBe(true);
    const parsed = parseProductCsv(csv);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows).toHaveLength(1);
    const checked = validateCsvRow(parsed.rows[0]!);
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    const { version: _v, createdAt: _c, updatedAt: _u, ...content } = product;
    expect(checked.data).toEqual({ ...content, bannerImage: null });
    expect(Object.keys(parsed.rows[0]!.cells)).toEqual(CSV_COLUMNS);
  });

  it('reports bad cells and schema issues with their line and field', () => {
    const csv = 'productCode,productName,igar,actives\r\nA-1,,maybe,[not json\r\n';
    const parsed = parseProductCsv(csv);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.errors.map((e) => [e.line, e.field])).toEqual([
      [2, 'igar'],
      [2, 'actives'],
    ]);
    const checked = validateCsvRow(parsed.rows[0]!);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors.map((e) => e.field)).toContain('productName');
  });

  it('refuses a file without a header row, with unknown columns, or binary', () => {
    expect(parseProductCsv('A-1,Name\r\n').ok).toBe(false);
    expect(parseProductCsv('productCode,colour\r\nA-1,red\r\n').ok).toBe(false);
    expect(parseProductCsv('\u0000\u0001PNG').ok).toBe(false);
    expect(parseProductCsv('').ok).toBe(false);
  });
});
