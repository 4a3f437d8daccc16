// The external user login / register stub of public-area.md §2.16: it validates but signs no one in.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import './external-login.css';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

export function ExternalLoginPage() {
  const [mode, setMode] = useState<'login' | 'register'>('login');
  const [form, setForm] = useState({ email: '', password: '', confirm: '' });
  const register = mode === 'register';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (register && form.password !== form.confirm) window.alert(PASSWORDS_DO_NOT_MATCH);
    // Nothing real happens: external accounts are not part of the product yet.
  };
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  });

  return (
    <div className="page external-login">
      <div className="external-login__card">
        <div className="external-login__toggle" role="group" aria-label="Login or register">
          <button type="button" aria-pressed={!register} onClick={() => setMode('login')}>
            Login
          </button>
          <button type="button" aria-pressed={register} onClick={() => setMode('register')}>
            Register
          </button>
        </div>
        <h1>{register ? 'Register' : 'Login'}</h1>
        <form method="post" onSubmit={onSubmit}>
          <label>
            Email
            <input type="email" required autoComplete="email" {...field('email')} />
          </label>
          <label>
            Password
            <input
              type="password"
              required
              autoComplete={register ? 'new-password' : 'current-password'}
              {...field('password')}
            />
          </label>
          {register && (
            <label>
              Confirm Password
              <input type="password" required autoComplete="new-password" {...field('confirm')} />
            </label>
          )}
          {!register && (
            <Link className="external-login__forgot" to="/forgot-password">
              Forgot password?
            </Link>
          )}
          <button className="button" type="submit">
            {register ? 'Register' : 'Login'}
          </button>
        </form>
        <button type="button" className="button button--outline external-login__google">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3z"
              fill="#394C92"
            />
            <path
              d="M12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1a5.9 5.9 0 0 1-5.5-4.1H3.2v2.6A10 10 0 0 0 12 22z"
              fill="#68A637"
            />
            <path d="M6.5 14a6 6 0 0 1 0-4V7.4H3.2a10 10 0 0 0 0 9.2L6.5 14z" fill="#91C949" />
            <path
              d="M12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.2 7.4L6.5 10A5.9 5.9 0 0 1 12 6z"
              fill="#394C92"
            />
          </svg>
          Continue with Google
        </button>
      </div>
    </div>
  );
}
