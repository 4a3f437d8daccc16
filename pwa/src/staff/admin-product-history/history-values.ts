// How a field's value reads in a comparison of two versions: text as it is, yes/no for flags, a row of a
// table as its cells joined, a list one item a line, and a dash for nothing.
import { changedFields } from '../../../../shared/history.ts';

export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(showValue).join('\n');
  if (typeof value === 'object') {
    const cells = Object.values(value as Record<string, unknown>).filter((v) => v !== '' && v != null);
    return cells.length === 0 ? '—' : cells.map(showValue).join(' · ');
  }
  return String(value);
}

export interface FieldChange {
  field: string;
  from: string;
  to: string;
}

/** Each field that differs between two records, with both values as they read. */
export function compareRecords(from: object, to: object): FieldChange[] {
  return changedFields(from, to).map((field) => ({
    field,
    from: showValue((from as Record<string, unknown>)[field]),
    to: showValue((to as Record<string, unknown>)[field]),
  }));
}
