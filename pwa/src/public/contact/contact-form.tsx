// The contact form of public-area.md §2.15: Name, Email, Message, all required, Email an email. On submit
// the form is cleared and an alert thanks the visitor (no request is made, as the spec says).
import { useState, type FormEvent } from 'react';

export const CONTACT_THANKS = 'Thank you! We’ll get in touch soon.';
const EMPTY = { name: '', email: '', message: '' };

export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The browser has already checked required fields and the email format (type="email").
    setValues(EMPTY);
    window.alert(CONTACT_THANKS);
  };

  return (
    <form className="contact-form" method="post" onSubmit={onSubmit}>
      <label>
        Name
        <input name="name" required autoComplete="name" value={values.name} onChange={set('name')} />
      </label>
      <label>
        Email
        <input
          name="email"
          type="email"
          required
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
        />
      </label>
      <label>
        Message
        <textarea name="message" required rows={6} value={values.message} onChange={set('message')} />
      </label>
      <button className="button" type="submit">
        Send Message
      </button>
    </form>
  );
}
