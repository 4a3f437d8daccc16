import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../../../shared/catalogue.ts';
import { paramsForChoice, resolveSelection, selectionFromParams, slugify } from './portfolio-selection.ts';

const at = (query: string) => selectionFromParams(CATALOGUE, new URLSearchParams(query));

describe('portfolio selection', () => {
  it('when the address names nothing, then the first line, subcategory and product are chosen', () => {
    expect(at('')).toEqual({ line: 0, subcategory: 0, product: 0 });
    expect(resolveSelection(CATALOGUE, at(''))?.data?.productCode).toBe('SBOVZ-B12-TCBL');
  });

  it('when the address names a product by slug, then that product is resolved', () => {
    const s = resolveSelection(
      CATALOGUE,
      at('category=deficiencies-line&subcategory=d-phytosterols&product=mushroom-d2'),
    );
    expect(s?.name).toBe('Mushroom D2');
    expect(s?.data?.productCode).toBe('SBPNVZ-D2');
  });

  it('when a slug is unknown, then its level falls back to the first entry', () => {
    expect(at('category=nope&subcategory=nope')).toEqual({ line: 0, subcategory: 0, product: 0 });
  });

  it('when an entry has no data, then it resolves without data under its own name', () => {
    const s = resolveSelection(CATALOGUE, at('category=conditions-line&subcategory=dermvit'));
    expect(s?.name).toBe('Dermvit');
    expect(s?.data).toBeUndefined();
  });

  it('when a category is chosen, then subcategory and product are reset', () => {
    const current = at('category=deficiencies-line&subcategory=natural-k&product=vitamin-k2-7-menaquinone');
    const params = paramsForChoice(CATALOGUE, current, 'line', 1);
    expect(params.toString()).toBe('category=conditions-line');
    expect(selectionFromParams(CATALOGUE, params)).toEqual({ line: 1, subcategory: 0, product: 0 });
  });

  it('when a subcategory is chosen, then the product is reset and the category kept', () => {
    const current = at('category=deficiencies-line&subcategory=natural-k&product=vitamin-k2-7-menaquinone');
    const params = paramsForChoice(CATALOGUE, current, 'subcategory', 1);
    expect(selectionFromParams(CATALOGUE, params)).toEqual({ line: 0, subcategory: 1, product: 0 });
  });

  it('when a product is chosen, then all three levels are in the address', () => {
    const params = paramsForChoice(CATALOGUE, at('subcategory=d-phytosterols'), 'product', 2);
    expect(Object.fromEntries(params)).toEqual({
      category: 'deficiencies-line',
      subcategory: 'd-phytosterols',
      product: 'mushroom-d2',
    });
  });

  it('when names have spaces and punctuation, then slugs are lower-case words joined by hyphens', () => {
    expect(slugify('D- Phytosterols')).toBe('d-phytosterols');
    expect(slugify('Vitamin K2-7 Menaquinone')).toBe('vitamin-k2-7-menaquinone');
  });
});
