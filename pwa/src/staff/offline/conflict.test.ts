import { describe, expect, it } from 'vitest';
import { differences, merge, sameValue } from './conflict.ts';

describe('conflict fields', () => {
  it('when both sides hold the same values written differently, then nothing differs', () => {
    expect(sameValue('', undefined)).toBe(true);
    expect(sameValue(null, false)).toBe(true);
    expect(sameValue(' Kerala ', 'Kerala')).toBe(true);
    expect(sameValue([{ b: '1', a: '' }], [{ b: '1' }])).toBe(true);
    expect(sameValue('Kerala', 'Assam')).toBe(false);
  });

  it('when fields differ, then each shows once with mine and theirs, in the wizard order', () => {
    const diffs = differences(
      {
        productName: 'A',
        origin: 'Kerala',
        toxicity: true,
        actives: [{ assay: 'C 5%', specification: '', assayMethod: '' }],
      },
      { productName: 'A', origin: 'Assam', toxicity: false, actives: [] },
    );
    expect(diffs.map((d) => d.field)).toEqual(['origin', 'toxicity', 'actives']);
    expect(diffs[0]).toEqual({ field: 'origin', mine: 'Kerala', theirs: 'Assam' });
  });

  it('when the user keeps theirs for one field, then only that field takes their value', () => {
    const merged = merge(
      { origin: 'Kerala', drying: 'Spray' },
      { origin: 'Assam', drying: 'Drum' },
      { origin: 'theirs', drying: 'mine' },
    );
    expect(merged).toEqual({ origin: 'Assam', drying: 'Spray' });
  });
});
