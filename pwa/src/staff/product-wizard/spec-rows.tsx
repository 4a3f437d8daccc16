// Row tables of step 4: fixed rows named by the spec (each row's name is its label) and editable lists.
import type { CSSProperties } from 'react';
import type { ProductRowList } from '../../../../shared/product.ts';
import { SelectField, TextField } from './form-fields.tsx';
import { BLANK_ROWS } from './product-form.ts';
import type { WizardForm } from './wizard-form.ts';

export interface Column {
  field: string;
  label: string;
  options?: readonly string[];
}

interface RowsProps extends WizardForm {
  title: string;
  list: ProductRowList;
  columns: readonly Column[];
}

function Cell({
  wizard,
  list,
  index,
  column,
  rowName,
}: {
  wizard: WizardForm;
  list: ProductRowList;
  index: number;
  column: Column;
  rowName: string;
}) {
  const row = wizard.form[list][index] as Record<string, string>;
  const id = `${list}-${index}-${column.field}`;
  const label = rowName ? `${rowName} ${column.label}` : `${column.label} ${index + 1}`;
  const onChange = (v: string) => wizard.setListField(list, index, column.field, v);
  return column.options ? (
    <SelectField
      id={id}
      label={label}
      hideLabel
      options={column.options}
      value={row[column.field] ?? ''}
      onChange={onChange}
    />
  ) : (
    <div className="spec-rows__input">
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="wizard-field__input"
        type="text"
        placeholder={column.label}
        value={row[column.field] ?? ''}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/**
 * Rows whose first column is a fixed name, such as 'Arsenic' or 'Hygiene'. With `fillWith`, each choice
 * column and the whole table can be set to that value at once (the allergen table's 'Set all to No').
 */
export function FixedRows({
  title,
  list,
  columns,
  nameKey,
  fillWith,
  collapsed,
  ...wizard
}: RowsProps & { nameKey: string; fillWith?: string; collapsed?: boolean }) {
  const rows = wizard.form[list] as Record<string, string>[];
  const filled = rows.filter((row) => columns.some((c) => (row[c.field] ?? '').trim() !== '')).length;
  const fill = (fields: readonly string[]) =>
    wizard.setList(
      list,
      rows.map((row) => ({ ...row, ...Object.fromEntries(fields.map((f) => [f, fillWith])) })) as never,
    );
  const choices = columns.filter((c) => c.options?.includes(fillWith ?? ''));
  // A group of step 4 folds away (issue #15): its title says how far it is filled.
  const group = (
    <fieldset className="wizard-group spec-rows">
      <legend className={collapsed === undefined ? undefined : 'visually-hidden'}>{title}</legend>
      {fillWith && choices.length > 0 && (
        <div className="spec-rows__fill">
          <button
            type="button"
            className="button button--outline"
            onClick={() => fill(choices.map((c) => c.field))}
          >
            Set all to {fillWith}
          </button>
          {choices.map((c) => (
            <button
              key={c.field}
              type="button"
              className="button button--outline"
              onClick={() => fill([c.field])}
            >
              {c.label}: all {fillWith}
            </button>
          ))}
        </div>
      )}
      <div className="spec-rows__head" aria-hidden="true">
        <span />
        {columns.map((c) => (
          <span key={c.field}>{c.label}</span>
        ))}
      </div>
      {rows.map((row, index) => (
        <div className="spec-rows__row" key={index}>
          <span className="spec-rows__name">{row[nameKey]}</span>
          {columns.map((c) => (
            <Cell
              key={c.field}
              wizard={wizard}
              list={list}
              index={index}
              column={c}
              rowName={row[nameKey] ?? ''}
            />
          ))}
        </div>
      ))}
    </fieldset>
  );
  if (collapsed === undefined) return group;
  return (
    <details className="spec-rows__group" open={!collapsed}>
      <summary>
        <span className="spec-rows__title">{title}</span>
        <span className="spec-rows__progress">
          {filled} of {rows.length} filled
        </span>
      </summary>
      {group}
    </details>
  );
}

/** Rows the user adds and removes, such as actives. */
export function EditableRows({ title, list, columns, ...wizard }: RowsProps) {
  const rows = wizard.form[list] as Record<string, string>[];
  const setRows = (next: Record<string, string>[]) => wizard.setList(list, next as never);
  return (
    <fieldset className="wizard-group">
      <legend>{title}</legend>
      {rows.length === 0 && <p className="wizard-muted">No rows yet.</p>}
      {rows.map((row, index) => (
        <div className="editable-row" key={index} style={{ '--columns': columns.length } as CSSProperties}>
          {columns.map((c) =>
            c.options ? (
              <SelectField
                key={c.field}
                id={`${list}-${index}-${c.field}`}
                label={`${c.label} ${index + 1}`}
                options={c.options}
                value={row[c.field] ?? ''}
                onChange={(v) => wizard.setListField(list, index, c.field, v)}
              />
            ) : (
              <TextField
                key={c.field}
                id={`${list}-${index}-${c.field}`}
                label={`${c.label} ${index + 1}`}
                value={row[c.field] ?? ''}
                onChange={(v) => wizard.setListField(list, index, c.field, v)}
              />
            ),
          )}
          <button
            type="button"
            className="button button--outline editable-row__remove"
            aria-label={`Remove ${title} row ${index + 1}`}
            onClick={() => setRows(rows.filter((_, i) => i !== index))}
          >
            Remove
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button button--outline"
        onClick={() => setRows([...rows, BLANK_ROWS[list]()])}
      >
        + Add {title} row
      </button>
    </fieldset>
  );
}
