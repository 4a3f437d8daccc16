// The wizard's labelled inputs: every input has a label, and a field error shows under it.
import type { ReactNode } from 'react';
import { fieldLabel } from '../../../../shared/product-fields.ts';
import type { FlagField } from './product-form.ts';
import type { WizardForm } from './wizard-form.ts';
import './wizard-fields.css';

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  multiline?: boolean;
}

function Label({ id, label, required }: { id: string; label: string; required?: boolean | undefined }) {
  // The star sits outside the <label>, so the input's name is the label alone.
  return (
    <span className="wizard-field__label-row">
      <label className="wizard-field__label" htmlFor={id}>
        {label}
      </label>
      {required && (
        <span className="wizard-field__required" aria-hidden="true">
          *
        </span>
      )}
    </span>
  );
}

function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  if (!error) return null;
  return (
    <p className="wizard-field__error" id={`${id}-error`}>
      {error}
    </p>
  );
}

export function TextField({ id, label, value, onChange, error, required, disabled, multiline }: FieldProps) {
  const common = {
    id,
    value,
    disabled,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: 'wizard-field__input',
  };
  return (
    <div className="wizard-field">
      <Label id={id} label={label} required={required} />
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type="text" onChange={(e) => onChange(e.target.value)} />
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

interface SelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
  placeholder?: string;
  hideLabel?: boolean;
}

export function SelectField({
  id,
  label,
  value,
  onChange,
  options,
  placeholder = '—',
  hideLabel,
}: SelectProps) {
  return (
    <div className="wizard-field">
      {hideLabel ? null : <Label id={id} label={label} />}
      <select
        id={id}
        className="wizard-field__input"
        value={value}
        aria-label={hideLabel ? label : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CheckboxField(props: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="wizard-check" htmlFor={props.id}>
      <input
        id={props.id}
        type="checkbox"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <span>{props.label}</span>
    </label>
  );
}

/** One labelled checkbox per flag of the form. */
export function FlagChecks({
  flags,
  form,
  setField,
}: { flags: readonly FlagField[] } & Pick<WizardForm, 'form' | 'setField'>) {
  return flags.map((f) => (
    <CheckboxField key={f} id={f} label={fieldLabel(f)} checked={form[f]} onChange={(v) => setField(f, v)} />
  ));
}

export function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="wizard-group">
      <legend>{title}</legend>
      <div className="wizard-grid">{children}</div>
    </fieldset>
  );
}
