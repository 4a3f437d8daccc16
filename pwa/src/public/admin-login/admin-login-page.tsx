// The staff sign-in screen of admin-area.md §2: Email, Password with Show/Hide, Login.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { validateLogin, type LoginErrors, type LoginValues } from '../../lib/login-validation.ts';
import { signIn } from '../../lib/sign-in.ts';
import './admin-login.css';

export function AdminLoginPage() {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);

  // The fields are the browser's (uncontrolled): what they show is what is sent, whoever filled them and
  // whenever (before the app ran, or a password manager without an event), and no redraw can empty them.
  const change = (field: keyof LoginValues) => () => {
    setErrors((errs) => ({ ...errs, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the fields hold now, as the browser shows them: a password manager may fill them without a
    // key press or an event the form would hear.
    const form = new FormData(event.currentTarget);
    const values: LoginValues = {
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    };
    const found = validateLogin(values);
    setErrors(found);
    setFailure('');
    if (found.email || found.password) return;
    setBusy(true);
    const result = await signIn(values);
    setBusy(false);
    if (result.ok) void navigate('/AdminDashboard');
    else setFailure(result.message);
  };

  return (
    <div className="page admin-login">
      <div className="admin-login__card">
        <h1 id="admin-login-title">Admin Login</h1>
        <form aria-labelledby="admin-login-title" method="post" noValidate onSubmit={(e) => void onSubmit(e)}>
          <div className="admin-login__field">
            <label htmlFor="admin-login-email">Email</label>
            <input
              id="admin-login-email"
              name="email"
              type="email"
              autoComplete="username"
              onChange={change('email')}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? 'admin-login-email-error' : undefined}
            />
            {errors.email && (
              <p className="admin-login__error" id="admin-login-email-error">
                {errors.email}
              </p>
            )}
          </div>
          <div className="admin-login__field">
            <label htmlFor="admin-login-password">Password</label>
            <div className="admin-login__password">
              <input
                id="admin-login-password"
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                onChange={change('password')}
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? 'admin-login-password-error' : undefined}
              />
              <button
                type="button"
                className="admin-login__toggle"
                aria-controls="admin-login-password"
                aria-pressed={showPassword}
                onClick={() => setShowPassword((s) => !s)}
              >
                {showPassword ? 'Hide' : 'Show'}
              </button>
            </div>
            {errors.password && (
              <p className="admin-login__error" id="admin-login-password-error">
                {errors.password}
              </p>
            )}
          </div>
          {failure && (
            <p className="admin-login__failure" role="alert">
              {failure}
            </p>
          )}
          <button className="button" type="submit" disabled={busy}>
            Login
          </button>
        </form>
      </div>
    </div>
  );
}
