import { describe, expect, it } from 'vitest';
import { compareRecords, showValue } from './history-values.ts';

describe('comparing two versions', () => {
  it('when values are text, flags, rows and lists, then each reads as a person would write it', () => {
    expect(showValue('Powder')).toBe('Powder');
    expect(showValue(true)).toBe('Yes');
    expect(showValue(null)).toBe('—');
    expect(showValue([])).toBe('—');
    expect(showValue([{ metal: 'Lead', specification: '< 1 ppm', method: '' }])).toBe('Lead · < 1 ppm');
    expect(showValue(['a', 'b'])).toBe('a\nb');
  });

  it('when two records differ, then only the changed fields are listed, bookkeeping left out', () => {
    const from = { productName: 'A', form: 'Powder', version: 1, updatedAt: 'x', vegan: false };
    const to = { productName: 'A', form: 'Granules', version: 2, updatedAt: 'y', vegan: true };
    expect(compareRecords(from, to)).toEqual([
      { field: 'form', from: 'Powder', to: 'Granules' },
      { field: 'vegan', from: 'No', to: 'Yes' },
    ]);
  });
});
