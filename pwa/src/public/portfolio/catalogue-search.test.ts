import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../../../shared/catalogue.ts';
import { searchCatalogue } from './catalogue-search.ts';

const names = (query: string) => searchCatalogue(CATALOGUE, query).map((h) => h.name);

describe('searchCatalogue', () => {
  it('when a product code is typed, then that product comes first, with the address of its three levels', () => {
    const [hit] = searchCatalogue(CATALOGUE, 'sbovz-b12');
    expect(hit).toMatchObject({ name: 'B12-Corrinoids', code: 'SBOVZ-B12-TCBL', field: 'code' });
    expect(Object.fromEntries(hit!.params)).toEqual({
      category: expect.any(String),
      subcategory: expect.any(String),
      ...(hit!.params.has('product') && { product: 'b12-corrinoids' }),
    });
  });

  it('when an ingredient or an assay is typed, then the products holding it match and say where', () => {
    const moringa = searchCatalogue(CATALOGUE, 'moringa');
    expect(moringa.map((h) => h.name)).toContain('B12-Corrinoids');
    expect(moringa.find((h) => h.name === 'B12-Corrinoids')).toMatchObject({
      field: 'ingredients',
      text: 'Fermented mung bean, Moringa leaf',
    });
    expect(searchCatalogue(CATALOGUE, 'B12 0.1%')[0]).toMatchObject({ name: 'B12-Corrinoids' });
  });

  it('when several words are typed, then each must match, in any case and without accents', () => {
    expect(names('MUNG moringa')).toEqual(['B12-Corrinoids']);
    expect(names('mung lichen')).toEqual([]);
    expect(names('Zínc')).toContain('Natural Zinc');
  });

  it('when the query is blank, then nothing; when nothing matches, then an empty list', () => {
    expect(searchCatalogue(CATALOGUE, '   ')).toEqual([]);
    expect(searchCatalogue(CATALOGUE, 'no such thing at all')).toEqual([]);
  });

  it('when many entries match, then at most the limit, names starting with the query first', () => {
    const hits = searchCatalogue(CATALOGUE, 'natural', 5);
    expect(hits.length).toBeLessThanOrEqual(5);
    expect(hits[0]!.name.toLowerCase().startsWith('natural')).toBe(true);
  });
});
