import { describe, expect, it } from 'vitest';
import { PRODUCT_FIELDS, type ProductField } from './product-fields.ts';
import { PRODUCT_HEADING_FIELDS, PRODUCT_SECTIONS, sectionFields } from './product-sections.ts';

describe('the sections of a product (admin detail and printed sheet)', () => {
  it('when the sections are laid end to end, then every field of the product is in exactly one place', () => {
    const placed: ProductField[] = [...PRODUCT_HEADING_FIELDS, ...PRODUCT_SECTIONS.flatMap(sectionFields)];
    expect([...placed].sort()).toEqual(Object.keys(PRODUCT_FIELDS).sort());
  });

  it('when a section is read, then its fields keep the order of shared/product-fields.ts', () => {
    const order = Object.keys(PRODUCT_FIELDS);
    for (const section of PRODUCT_SECTIONS) {
      const at = sectionFields(section).map((f) => order.indexOf(f));
      expect(at, section.title).toEqual([...at].sort((a, b) => a - b));
    }
  });

  it('when the titles are listed, then they read as the detail view’s index does', () => {
    expect(PRODUCT_SECTIONS.map((s) => s.title)).toEqual([
      'Overview',
      'Use',
      'Manufacturing',
      'Flags',
      'Ingredients',
      'Processes',
      'Actives',
      'Ingredient Composition',
      'Processing Aids',
      'Product Compliance',
      'Organoleptic Properties',
      'Heavy Metals',
      'Microbiology',
      'Nutritional Information',
      'Allergen Information',
    ]);
  });
});
