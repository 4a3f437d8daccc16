// Contact (public-area.md §2.15): the form, the office on a map, and the office details.
import { SITE, SOCIAL_LINKS } from '../../content/site-config.ts';
import { ContactForm } from './contact-form.tsx';
import { OfficeMap } from './office-map.tsx';
import './contact.css';

export function ContactPage() {
  return (
    <div className="page contact">
      <h1>Contact Us</h1>
      <div className="contact__grid">
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Send us a message</h2>
          <ContactForm />
        </section>
        <section aria-labelledby="office-title">
          <h2 id="office-title">Our office</h2>
          <OfficeMap />
          <dl className="contact__details">
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${SITE.phone.replace(/\s/g, '')}`}>{SITE.phone}</a>
            </dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
            </dd>
            <dt>Working hours</dt>
            <dd>{SITE.officeHours}</dd>
          </dl>
          <ul className="contact__social" aria-label="Social links">
            {SOCIAL_LINKS.slice(0, 3).map((s) => (
              <li key={s.name}>
                <a href={s.href}>{s.name}</a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
