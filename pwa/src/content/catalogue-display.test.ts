import { describe, expect, it } from 'vitest';
import { catalogueProducts } from '../../../shared/catalogue.ts';
import { catalogueDisplay, certificateNames } from './catalogue-display.ts';
import { CERTIFICATE_LOGOS, PRODUCT_BANNERS } from './images.ts';

const TEXT_FIELDS = [
  'productCode',
  'productName',
  'ingredients',
  'overview',
  'assay',
  'coNutrients',
  'studies',
  'benefits',
] as const;

// The same rule the server seed's copy follows: support and contribute, never treat, cure or prevent.
const CLAIM = /\b(treat\w*|cure[sd]?|curing|prevent\w*|heal|heals|healing|diagnos\w*|disease\w*)\b/i;

describe('catalogue display copy', () => {
  const products = catalogueDisplay();

  it('covers the 27 products with data, in catalogue order', () => {
    expect(products).toHaveLength(27);
    expect(products.map((p) => p.productCode)).toEqual(catalogueProducts().map((p) => p.data.productCode));
  });

  it('when a product has data, then every §3.2 text field is filled', () => {
    const gaps = products.flatMap((p) => {
      const empty = TEXT_FIELDS.filter((f) => !p[f]?.trim());
      if (!p.functionalUse?.main.trim()) empty.push('functionalUse' as never);
      return empty.length ? [{ code: p.productCode, empty }] : [];
    });
    expect(gaps).toEqual([]);
  });

  it('when functional use is read, then every item is an emoji followed by a label', () => {
    const item = /^\p{Extended_Pictographic}\uFE0F?\s+\S.*$/u;
    for (const p of products) {
      for (const part of p.functionalUse!.main.split(',')) expect(part.trim(), p.productCode).toMatch(item);
    }
  });

  it('when the copy is read, then it makes no medical claim', () => {
    const claims = products.flatMap((p) =>
      (['overview', 'studies', 'benefits', 'coNutrients'] as const)
        .filter((f) => CLAIM.test(p[f] ?? ''))
        .map((f) => `${p.productCode}.${f}`),
    );
    expect(claims).toEqual([]);
  });

  it('when the texts are measured, then both the full-width and the half-width layout occur', () => {
    for (const field of ['overview', 'benefits'] as const) {
      const lengths = products.map((p) => p[field]!.length);
      expect(
        lengths.some((n) => n > 200),
        field,
      ).toBe(true);
      expect(
        lengths.some((n) => n <= 200),
        field,
      ).toBe(true);
    }
  });

  it('when images are wired, then banners come from PRODUCT_BANNERS by code and logos by name', () => {
    for (const p of products) {
      expect(p.bannerImage).toEqual((PRODUCT_BANNERS[p.productCode] ?? []).filter(Boolean));
      expect(p.certificates.every((c) => c.src === CERTIFICATE_LOGOS[c.name])).toBe(true);
    }
  });

  it('when certificates are named, then every name has a logo', () => {
    const missing = [...new Set(products.flatMap((p) => certificateNames(p.productCode)))].filter(
      (name) => !CERTIFICATE_LOGOS[name],
    );
    expect(missing).toEqual([]);
  });
});
