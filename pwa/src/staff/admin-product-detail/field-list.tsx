import { fieldLabel } from '../../../../shared/product-fields.ts';

interface Props {
  fields: readonly string[];
  record: Readonly<Record<string, unknown>>;
  /** Leave out fields with no value (ingredient and process cards) instead of showing a dash. */
  skipEmpty?: boolean;
}

/** Label and value pairs of one record's text fields. */
export function FieldList({ fields, record, skipEmpty = false }: Props) {
  const shown = fields.filter((f) => !skipEmpty || (typeof record[f] === 'string' && record[f]));
  return (
    <dl className="detail-fields">
      {shown.map((f) => {
        const value = record[f];
        return (
          <div key={f}>
            <dt>{fieldLabel(f)}</dt>
            <dd>{typeof value === 'string' && value ? value : '—'}</dd>
          </div>
        );
      })}
    </dl>
  );
}
