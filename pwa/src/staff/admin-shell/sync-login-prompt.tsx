// Shown when the server refused the stored token while drafts wait: the user signs in again here, on
// top of whatever they were doing, and the queue goes on. Nothing waiting is dropped meanwhile.
import { useState, type FormEvent } from 'react';
import { validateLogin, type LoginErrors } from '../../lib/login-validation.ts';
import { signIn } from '../../lib/sign-in.ts';
import { resumeAfterLogin } from '../offline/sync-scheduler.ts';

export const SYNC_LOGIN_TEXT = {
  title: 'Sign in to sync',
  body: 'Your session has expired. Your drafts are safe on this device; sign in again to send them.',
  submit: 'Sign in and sync',
} as const;

export function SyncLoginPrompt({ owner, waiting }: { owner: string; waiting: number }) {
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await signIn(values);
    setBusy(false);
    if (!result.ok) {
      setMessage(result.message);
      return;
    }
    // Another account signs in: its own drafts sync; this user's stay on the device for their next login.
    await resumeAfterLogin(owner);
    if (result.session.username !== owner) window.location.reload();
  };

  const field = (name: 'email' | 'password', label: string, autoComplete: string) => (
    <>
      <label>
        {label}
        <input
          type={name}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
          aria-invalid={Boolean(errors[name])}
        />
      </label>
      {errors[name] && <p className="sync-login__error">{errors[name]}</p>}
    </>
  );

  return (
    <div className="sync-login" role="dialog" aria-modal="true" aria-labelledby="sync-login-title">
      <form className="sync-login__box" noValidate onSubmit={(e) => void submit(e)}>
        <h2 id="sync-login-title">{SYNC_LOGIN_TEXT.title}</h2>
        <p>{SYNC_LOGIN_TEXT.body}</p>
        {waiting > 0 && (
          <p className="sync-login__waiting">
            {waiting} {waiting === 1 ? 'draft waits' : 'drafts wait'} to sync.
          </p>
        )}
        {field('email', 'Email', 'username')}
        {field('password', 'Password', 'current-password')}
        {message && (
          <p className="sync-login__error" role="alert">
            {message}
          </p>
        )}
        <button type="submit" className="button" disabled={busy}>
          {SYNC_LOGIN_TEXT.submit}
        </button>
      </form>
    </div>
  );
}
