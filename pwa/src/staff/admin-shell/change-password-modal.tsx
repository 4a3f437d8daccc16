// "Change password" from the admin header: current password, new password twice. The form checks what it
// can (required, length, the two new ones match); the server checks the rest (the current password, common
// passwords) and its field messages show under the fields. Success keeps this tab signed in.
import { useId, useState, type FormEvent } from 'react';
import { passwordProblem, PASSWORD_MESSAGES } from '../../../../shared/password-policy.ts';
import { ApiError, NetworkError } from '../../api/client.ts';
import { changeOwnPassword } from '../../lib/session-api.ts';
import { LabelledInput } from '../components/labelled-input.tsx';
import { DialogActions, ModalDialog } from '../components/modal-dialog.tsx';

export const CHANGE_PASSWORD_TEXT = {
  title: 'Change password',
  current: 'Current password',
  next: 'New password',
  confirm: 'Confirm new password',
  hint: 'At least 12 characters. Signing in elsewhere ends when you change it.',
  submit: 'Change password',
  network: 'Server error. Try again later.',
} as const;

type Field = 'currentPassword' | 'newPassword' | 'confirm';
type Errors = Partial<Record<Field, string>>;

export function validateChangePassword(values: Record<Field, string>): Errors {
  const errors: Errors = {};
  if (!values.currentPassword) errors.currentPassword = PASSWORD_MESSAGES.currentRequired;
  const problem = passwordProblem(values.newPassword);
  if (problem) errors.newPassword = problem;
  else if (values.confirm !== values.newPassword) errors.confirm = PASSWORD_MESSAGES.confirmMismatch;
  return errors;
}

export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({
    currentPassword: '',
    newPassword: '',
    confirm: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState('');
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateChangePassword(values);
    setErrors(found);
    setMessage('');
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await changeOwnPassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      setDone(true);
    } catch (error) {
      if (error instanceof ApiError) {
        const fieldErrors: Errors = {};
        for (const e of Array.isArray(error.body.errors) ? error.body.errors : []) {
          if (e.path === 'currentPassword' || e.path === 'newPassword') fieldErrors[e.path] = e.message;
        }
        setErrors(fieldErrors);
        if (Object.keys(fieldErrors).length === 0)
          setMessage(
            error.status >= 500 && !error.body.message ? CHANGE_PASSWORD_TEXT.network : error.message,
          );
      } else {
        setMessage(error instanceof NetworkError ? CHANGE_PASSWORD_TEXT.network : (error as Error).message);
      }
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, autoComplete: string) => (
    <LabelledInput
      id={`${id}-${name}`}
      label={label}
      error={errors[name]}
      errorClassName="sync-login__error"
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(e) => {
        setValues((v) => ({ ...v, [name]: e.target.value }));
        setErrors((errs) => ({ ...errs, [name]: undefined }));
      }}
    />
  );

  return (
    <ModalDialog className="password-modal" labelledBy={`${id}-title`} onClose={onClose}>
      <form className="sync-login__box" noValidate onSubmit={(e) => void submit(e)}>
        <h2 id={`${id}-title`}>{CHANGE_PASSWORD_TEXT.title}</h2>
        {done ? (
          <>
            <p role="status">{PASSWORD_MESSAGES.changed}</p>
            <button type="button" className="button" onClick={onClose}>
              Close
            </button>
          </>
        ) : (
          <>
            {field('currentPassword', CHANGE_PASSWORD_TEXT.current, 'current-password')}
            {field('newPassword', CHANGE_PASSWORD_TEXT.next, 'new-password')}
            {field('confirm', CHANGE_PASSWORD_TEXT.confirm, 'new-password')}
            <p className="password-modal__hint">{CHANGE_PASSWORD_TEXT.hint}</p>
            {message && (
              <p className="sync-login__error" role="alert">
                {message}
              </p>
            )}
            <DialogActions
              className="password-modal__actions"
              submit={CHANGE_PASSWORD_TEXT.submit}
              busy={busy}
              onClose={onClose}
            />
          </>
        )}
      </form>
    </ModalDialog>
  );
}
