// The add/edit user dialog (admin-area.md §2): add mode with no user selected, edit mode with one.
import { useId, useState, type FormEvent } from 'react';
import { ROLES } from '../../../../shared/roles.ts';
import type { PublicUser } from '../../../../shared/user.ts';
import { LabelledInput } from '../components/labelled-input.tsx';
import { DialogActions, ModalDialog } from '../components/modal-dialog.tsx';
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
  const [values, setValues] = useState<UserFormValues>(() => formValuesFor(user));
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [busy, setBusy] = useState(false);

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
      <LabelledInput
        id={`${id}-${name}`}
        label={label}
        error={errors[name]}
        errorClassName="user-modal__error"
        type={type}
        value={values[name]}
        onChange={set(name)}
        autoComplete={name === 'password' ? 'new-password' : 'off'}
        placeholder={name === 'password' && editing ? 'Leave blank to keep the current password' : undefined}
      />
    </div>
  );

  return (
    <ModalDialog className="user-modal" labelledBy={`${id}-title`} onClose={onClose}>
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
        <DialogActions
          className="user-modal__actions"
          submit={editing ? 'Update User' : 'Add User'}
          busy={busy}
          onClose={onClose}
        />
      </form>
    </ModalDialog>
  );
}
