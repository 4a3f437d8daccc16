// A labelled input of an admin dialog with its field error under it: the input is marked invalid and
// described by the error while there is one.
import type { InputHTMLAttributes } from 'react';

interface Props extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'aria-invalid' | 'aria-describedby'
> {
  id: string;
  label: string;
  error: string | undefined;
  /** The class of the error paragraph. */
  errorClassName: string;
}

export function LabelledInput({ id, label, error, errorClassName, ...input }: Props) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p className={errorClassName} id={`${id}-error`}>
          {error}
        </p>
      )}
    </>
  );
}
