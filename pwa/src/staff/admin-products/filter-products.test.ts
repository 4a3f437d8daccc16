import { describe, expect, it } from 'vitest';
import { filterProducts } from './filter-products.ts';

const PRODUCTS = [
  { productName: 'B12-Corrinoids' },
  { productName: 'Vitamin C Amla' },
  { productName: 'Vitamin D3 Lichen' },
];

describe('filterProducts', () => {
  it('when the query is empty or spaces, then every product is kept', () => {
    expect(filterProducts(PRODUCTS, '')).toHaveLength(3);
    expect(filterProducts(PRODUCTS, '   ')).toHaveLength(3);
  });

  it('when the query is part of a name in another case, then only those products are kept', () => {
    expect(filterProducts(PRODUCTS, '  vitamin ').map((p) => p.productName)).toEqual([
      'Vitamin C Amla',
      'Vitamin D3 Lichen',
    ]);
    expect(filterProducts(PRODUCTS, 'b12')).toEqual([{ productName: 'B12-Corrinoids' }]);
  });

  it('when nothing matches, then the list is empty', () => {
    expect(filterProducts(PRODUCTS, 'zinc')).toEqual([]);
  });
});
