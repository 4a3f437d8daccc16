import { useId, useState } from 'react';

interface Props {
  label: string;
  placeholder: string;
  options: { value: string; label: string }[];
  onAdd: (value: string) => void;
}

/** A dropdown of existing records and an Add button that copies the chosen one into the list. */
export function ExistingPicker({ label, placeholder, options, onAdd }: Props) {
  const id = useId();
  const [value, setValue] = useState('');
  return (
    <div className="existing-picker">
      <label className="wizard-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="existing-picker__row">
        <select
          id={id}
          className="wizard-field__input"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button"
          disabled={!value}
          onClick={() => {
            onAdd(value);
            setValue('');
          }}
        >
          Add
        </button>
      </div>
    </div>
  );
}
