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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin({ email, password });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await signIn({ email, password });
    setBusy(false);
    if (!result.ok) {
      setMessage(result.message);
      return;
    }
    // Another account signs in: its own drafts sync; this user's stay on the device for their next login.
    await resumeAfterLogin(owner);
    if (result.session.username !== owner) window.location.reload();
  };

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
        <label>
          Email
          <input
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={Boolean(errors.email)}
          />
        </label>
        {errors.email && <p className="sync-login__error">{errors.email}</p>}
        <label>
          Password
          <input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={Boolean(errors.password)}
          />
        </label>
        {errors.password && <p className="sync-login__error">{errors.password}</p>}
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
