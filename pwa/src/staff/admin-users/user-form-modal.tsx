// The add/edit user dialog (admin-area.md §2): add mode with no user selected, edit mode with one.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ROLES } from '../../../../shared/roles.ts';
import type { PublicUser } from '../../../../shared/user.ts';
import { formValuesFor, validateUserForm, type UserFormErrors, type UserFormValues } from './user-form.ts';

interface Props {
  user: PublicUser | undefined;
  onClose: () => void;
  /** Saves; resolves true when the dialog may close. */
  onSave: (values: UserFormValues, id: number | undefined) => Promise<boolean>;
}

export function UserFormModal({ user, onClose, onSave }: Props) {
  const editing = user !== undefined;
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [values, setValues] = useState<UserFormValues>(() => formValuesFor(user));
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    // The modal dialog makes the rest of the page inert and keeps focus inside it.
    if (typeof el.showModal === 'function' && !el.open) el.showModal();
    else el.setAttribute('open', '');
    return () => {
      if (el.open && typeof el.close === 'function') el.close();
    };
  }, []);

  const set = (field: keyof UserFormValues) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((errs) => ({ ...errs, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateUserForm(values, editing);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    const done = await onSave(values, user?.id);
    setBusy(false);
    if (done) onClose();
  };

  const field = (name: 'username' | 'email' | 'password', label: string, type: string) => (
    <div className="user-modal__field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        type={type}
        value={values[name]}
        onChange={set(name)}
        autoComplete={name === 'password' ? 'new-password' : 'off'}
        placeholder={name === 'password' && editing ? 'Leave blank to keep the current password' : undefined}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
      />
      {errors[name] && (
        <p className="user-modal__error" id={`${id}-${name}-error`}>
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <dialog
      ref={dialog}
      className="user-modal"
      aria-labelledby={`${id}-title`}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <form noValidate onSubmit={(e) => void submit(e)}>
        <div className="user-modal__head">
          <h2 id={`${id}-title`}>{editing ? 'Edit User' : 'Add User'}</h2>
          <button type="button" className="user-modal__close" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </div>
        {field('username', 'Username', 'text')}
        {field('email', 'Email', 'email')}
        {field('password', 'Password', 'password')}
        <div className="user-modal__field">
          <label htmlFor={`${id}-role`}>Role</label>
          <select id={`${id}-role`} value={values.role} onChange={set('role')}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </div>
        <div className="user-modal__actions">
          <button type="button" className="button button--outline" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button" disabled={busy}>
            {editing ? 'Update User' : 'Add User'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
