import { describe, expect, it } from 'vitest';
import { CATALOGUE, catalogueIndex, catalogueProductCodes, findCatalogueProduct } from './catalogue.ts';

describe('catalogueIndex', () => {
  it('when built, then it names every line in order with its entries, and lists every product code', () => {
    const index = catalogueIndex();
    expect(index.lines.map((l) => l.name)).toEqual(CATALOGUE.map((l) => l.name));
    expect(index.codes).toEqual(catalogueProductCodes());
    expect(index.codes).toContain('SBOVZ-B12-TCBL');
    expect(index.lines[0]!.entries.slice(0, 3)).toEqual(['B12-Corrinoids', 'Lichen D3', 'Algal Omega D3']);
  });

  it('when a subcategory has products, then they are its entries; else the subcategory itself is one, with its code where it has data', () => {
    const real = findCatalogueProduct('SBOVZ-B12-TCBL')!.data;
    const data = (productCode: string) => ({ ...real, productCode });
    const index = catalogueIndex([
      {
        name: 'Line',
        subcategories: [
          { name: 'Alone' },
          { name: 'Single', data: data('S-1') },
          {
            name: 'Group',
            products: [
              { name: 'First', data: data('F-1') },
              { name: 'Second', data: data('F-2') },
            ],
          },
        ],
      },
    ]);
    expect(index).toEqual({
      lines: [{ name: 'Line', entries: ['Alone', 'Single', 'First', 'Second'] }],
      codes: ['S-1', 'F-1', 'F-2'],
    });
  });

  it('when serialised, then it holds no product data: a small fraction of the catalogue', () => {
    const index = JSON.stringify(catalogueIndex()).length;
    expect(index).toBeLessThan(JSON.stringify(CATALOGUE).length / 5);
  });
});
