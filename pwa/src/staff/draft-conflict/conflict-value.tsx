// One side of a differing field, as a reader can compare it: text, Yes/No, or the rows of a list.
import { fieldLabel } from '../../../../shared/product-fields.ts';

const EMPTY = '(empty)';

function rowText(row: unknown): string {
  if (!row || typeof row !== 'object') return String(row ?? '');
  return Object.entries(row)
    .filter(([, v]) => v !== '' && v !== null && v !== undefined)
    .map(([k, v]) => `${fieldLabel(k)}: ${String(v)}`)
    .join(' · ');
}

export function ConflictValue({ value }: { value: unknown }) {
  if (value === undefined || value === null || value === '')
    return <span className="conflict__empty">{EMPTY}</span>;
  if (typeof value === 'boolean') return <span>{value ? 'Yes' : 'No'}</span>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="conflict__empty">{EMPTY}</span>;
    return (
      <ol className="conflict__rows">
        {value.map((row, i) => (
          <li key={i}>{rowText(row)}</li>
        ))}
      </ol>
    );
  }
  if (typeof value === 'string' && value.startsWith('/media/')) {
    return <img className="conflict__image" src={value} alt="Banner" />;
  }
  return <span className="conflict__text">{String(value)}</span>;
}
