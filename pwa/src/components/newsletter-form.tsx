// The footer's newsletter box (public-area.md §4, §5): Subscribe with a non-empty email shows the thanks
// for 3 s and clears the input. Nothing is sent anywhere.
import { useEffect, useId, useRef, useState } from 'react';
import { TIMINGS } from '../../../shared/timings.ts';
import { LineIcon } from './line-icon.tsx';

export const NEWSLETTER_THANKS = 'Thank you for subscribing!';

export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [thanked, setThanked] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const inputId = useId();

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <form
      className="newsletter"
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        if (!email.trim()) return;
        setEmail('');
        setThanked(true);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setThanked(false), TIMINGS.newsletterConfirmationMs);
      }}
    >
      <label className="visually-hidden" htmlFor={inputId}>
        Email address
      </label>
      <div className="newsletter__row">
        <input
          id={inputId}
          className="newsletter__input"
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="Your work email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="newsletter__button">
          Subscribe
        </button>
      </div>
      <p className="newsletter__status" aria-live="polite">
        {thanked && (
          <>
            <LineIcon d="m5 12.5 4.5 4.5L19 7.5" size={18} strokeWidth={2.4} />
            {NEWSLETTER_THANKS}
          </>
        )}
      </p>
    </form>
  );
}
