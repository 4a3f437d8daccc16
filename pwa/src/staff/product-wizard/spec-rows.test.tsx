import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyForm } from './product-form.ts';
import { FixedRows } from './spec-rows.tsx';
import type { WizardForm } from './wizard-form.ts';

afterEach(cleanup);

function allergenTable() {
  const form = emptyForm();
  const setList = vi.fn();
  const wizard = {
    form,
    errors: {},
    locked: false,
    setField: vi.fn(),
    setListField: vi.fn(),
    setList,
  } as unknown as WizardForm;
  render(
    <FixedRows
      {...wizard}
      title="Allergen Information"
      list="allergenInformation"
      nameKey="allergen"
      fillWith="No"
      columns={[
        { field: 'inProduct', label: 'In Product', options: ['Yes', 'No'] },
        { field: 'inOtherProducts', label: 'In Other Products', options: ['Yes', 'No'] },
        { field: 'inPlant', label: 'In Plant', options: ['Yes', 'No'] },
      ]}
    />,
  );
  return { form, setList };
}

describe('the allergen table', () => {
  it('when Set all to No is clicked, then every row answers No in every column, names kept', () => {
    const { form, setList } = allergenTable();
    fireEvent.click(screen.getByRole('button', { name: 'Set all to No' }));
    const [list, rows] = setList.mock.calls[0] as [string, Record<string, string>[]];
    expect(list).toBe('allergenInformation');
    expect(rows).toHaveLength(form.allergenInformation.length);
    expect(rows.length).toBeGreaterThan(10);
    for (const [i, row] of rows.entries()) {
      expect(row).toMatchObject({ inProduct: 'No', inOtherProducts: 'No', inPlant: 'No' });
      expect(row.allergen).toBe(form.allergenInformation[i]!.allergen);
    }
  });

  it('when one column’s button is clicked, then only that column is set', () => {
    const { form, setList } = allergenTable();
    fireEvent.click(screen.getByRole('button', { name: 'In Plant: all No' }));
    const rows = setList.mock.calls[0]![1] as Record<string, string>[];
    expect(rows.every((r) => r.inPlant === 'No')).toBe(true);
    expect(rows.map((r) => r.inProduct)).toEqual(form.allergenInformation.map((r) => r.inProduct));
  });
});
