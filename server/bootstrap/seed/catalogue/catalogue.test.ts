import { describe, expect, it } from 'vitest';
import { CATALOGUE, catalogueProductCodes, findCatalogueProduct } from '../../../../shared/catalogue.ts';
import { PRODUCT_TEXT_FIELDS, productInputSchema, type ProductData } from '../../../../shared/product.ts';
import * as ROWS from '../../../../shared/spec-constants.ts';
import { CATALOGUE_PRODUCTS } from './all-products.ts';
import { INGREDIENT_SPECS, loadProductSpecs, PROCESS_SPECS, PRODUCT_SPECS } from './content.ts';
import { DISCLAIMER } from './content/house-defaults.ts';

function parsed(): ProductData[] {
  return CATALOGUE_PRODUCTS.map((p) => productInputSchema.parse(p));
}

/** Code → list of differing records, for records the server would upsert under one code. */
function conflictsByCode<T>(records: T[], codeOf: (r: T) => string): string[] {
  const first = new Map<string, T>();
  const conflicts: string[] = [];
  for (const r of records) {
    const code = codeOf(r);
    const seen = first.get(code);
    if (!seen) first.set(code, r);
    else if (JSON.stringify(seen) !== JSON.stringify(r)) conflicts.push(code);
  }
  return conflicts;
}

describe('catalogue seed', () => {
  it('when every record is parsed with the product schema, then none has an issue', () => {
    const failures = CATALOGUE_PRODUCTS.flatMap((p) => {
      const result = productInputSchema.safeParse(p);
      return result.success ? [] : [{ code: p.productCode, issues: result.error.issues }];
    });
    expect(failures).toEqual([]);
  });

  it('when the codes are listed, then each appears once', () => {
    const codes = CATALOGUE_PRODUCTS.map((p) => p.productCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(catalogueProductCodes()).size).toBe(catalogueProductCodes().length);
  });

  it('when compared with the static catalogue, then the seed holds exactly its products', () => {
    const seed = CATALOGUE_PRODUCTS.map((p) => p.productCode).sort();
    expect(seed).toEqual([...catalogueProductCodes()].sort());
    expect(seed).toContain('SBOVZ-B12-TCBL');
  });

  it('when a record is compared with its catalogue entry, then name, assay and category match', () => {
    for (const p of parsed()) {
      const entry = findCatalogueProduct(p.productCode);
      expect(entry?.data.productName).toBe(p.productName);
      expect(p.actives[0]?.assay).toBe(entry?.data.assay);
      expect(p.productCategory).toBe(`${entry?.line} / ${entry?.subcategory}`);
    }
  });

  it('when the zinc product is read, then its assay keeps the spec’s "Natural Iron 5%"', () => {
    const zinc = CATALOGUE_PRODUCTS.find((p) => p.productCode === 'SBOVZ-Zinc');
    expect(zinc?.actives?.[0]?.assay).toBe('Natural Iron 5%');
  });

  it('when entries have no data in the spec, then they carry no product code', () => {
    const withoutData = CATALOGUE.flatMap((line) => line.subcategories.filter((s) => !s.data && !s.products));
    expect(withoutData.map((s) => s.name)).toEqual([
      'Dermvit',
      'Onconein',
      'Regeneivit-DNA Repair',
      'Kids',
      'Men',
      'Women',
      'Pregnant Women',
      'Menopause',
      'Lactating',
    ]);
  });

  it('when records share an ingredient or process code, then the records are identical', () => {
    const products = parsed();
    expect(
      conflictsByCode(
        products.flatMap((p) => p.ingredients),
        (i) => i.ingredientCode,
      ),
    ).toEqual([]);
    expect(
      conflictsByCode(
        products.flatMap((p) => p.processes),
        (r) => r.processCode,
      ),
    ).toEqual([]);
  });

  it('when the specification rows are read, then every product has every row of the spec', () => {
    for (const p of parsed()) {
      expect(p.productCompliance.map((r) => r.complianceItem)).toEqual([...ROWS.COMPLIANCE_ITEMS]);
      expect(p.organolepticProperties.map((r) => r.property)).toEqual([...ROWS.ORGANOLEPTIC_ROWS]);
      expect(p.heavyMetals.map((r) => r.metal)).toEqual([...ROWS.HEAVY_METAL_ROWS]);
      expect(p.microbiology.map((r) => r.test)).toEqual([...ROWS.MICROBIOLOGY_ROWS]);
      expect(p.nutritionalInformation.map((r) => r.type)).toEqual([...ROWS.NUTRITION_ROWS]);
      expect(p.allergenInformation.map((r) => r.allergen)).toEqual([...ROWS.ALLERGEN_ROWS]);
      expect(p.productCompliance.every((r) => r.status !== '')).toBe(true);
    }
  });

  it('when the copy is read, then every text field is filled and only the disclaimer mentions disease', () => {
    // 'healthy' is fine; 'heal', 'heals' and 'healing' are claims.
    const claim = /\b(treat\w*|cure[sd]?|curing|prevent\w*|heal|heals|healing|diagnos\w*|disease\w*)\b/i;
    const problems = parsed().flatMap((p) => {
      const empty = PRODUCT_TEXT_FIELDS.filter((f) => p[f] === '');
      const claims = PRODUCT_TEXT_FIELDS.filter((f) => f !== 'disclaimer' && claim.test(p[f]));
      return empty.length || claims.length ? [{ code: p.productCode, empty, claims }] : [];
    });
    expect(problems).toEqual([]);
    expect(parsed().every((p) => p.disclaimer === DISCLAIMER)).toBe(true);
  });

  it('when a product of the JSON content is wrong, then loading it names the file, the product and the field', () => {
    const good = PRODUCT_SPECS[0];
    const load = (record: object) =>
      loadProductSpecs({ 'line.json': [record] }, INGREDIENT_SPECS, PROCESS_SPECS);
    expect(load({ ...good })).toEqual([good]);
    expect(() => load({ ...good, code: 'X-1', ingredients: ['moringaLeaf', 'nope'] })).toThrow(
      'Catalogue content line.json, product X-1: ingredients: no ingredient nope',
    );
    expect(() => load({ ...good, code: 'X-1', processes: ['nope'] })).toThrow(
      'Catalogue content line.json, product X-1: processes: no process nope',
    );
    const { benefits: _, ...withoutBenefits } = { ...good, code: 'X-2' };
    expect(() => load(withoutBenefits)).toThrow(/^Catalogue content line\.json, product X-2: benefits: /);
    expect(() => load({ ...good, code: 'X-3', quality: ['shiny'] })).toThrow(
      /^Catalogue content line\.json, product X-3: quality\.0: /,
    );
    expect(() => load({ ...good, code: 'X-4', benefit: 'typo' })).toThrow(
      /^Catalogue content line\.json, product X-4: \(record\): .*benefit/,
    );
  });
});
