// The public footer (public-area.md §2.2): addresses and partner offices, contact, quick links (Services
// as a full page load), the newsletter box, social and legal links, the 2025 copyright and back-to-top.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BRAND_DESCRIPTION } from '../../../shared/brand.ts';
import { ADDRESSES, LEGAL_LINKS, PARTNER_OFFICES, SITE, SOCIAL_LINKS } from '../content/site-config.ts';
import { BackToTop } from './back-to-top.tsx';
import { NewsletterForm } from './newsletter-form.tsx';
import './site-footer.css';

type SocialName = (typeof SOCIAL_LINKS)[number]['name'];

const SOCIAL_ICONS: Record<SocialName, ReactNode> = {
  Facebook: (
    <path d="M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.3-1.6 1.6-1.6h1.6V4.3A21 21 0 0 0 14.3 4C12 4 10.5 5.4 10.5 8v2.5H8v3h2.5V21z" />
  ),
  Instagram: (
    <>
      <path d="M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3z" />
      <path d="M12 7.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z" />
      <circle cx="17.3" cy="6.7" r="1.2" />
    </>
  ),
  LinkedIn: (
    <>
      <circle cx="5.6" cy="5.6" r="2.1" />
      <path d="M3.8 9.3h3.6V20H3.8zM9.6 9.3h3.4v1.5c.6-1 1.8-1.8 3.6-1.8 3 0 3.9 2 3.9 4.7V20h-3.6v-5.6c0-1.4-.4-2.4-1.7-2.4-1.4 0-2 1-2 2.4V20H9.6z" />
    </>
  ),
  YouTube: (
    <path
      fillRule="evenodd"
      d="M21.6 7.2a2.6 2.6 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.6 2.6 0 0 0-1.8 1.8A27 27 0 0 0 2 12c0 1.6.1 3.2.4 4.8a2.6 2.6 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.6 2.6 0 0 0 1.8-1.8c.3-1.6.4-3.2.4-4.8s-.1-3.2-.4-4.8zM10 15V9l5.2 3z"
    />
  ),
};

const telHref = `tel:${SITE.phone.replace(/[^\d+]/g, '')}`;

export function SiteFooter() {
  return (
    <footer className="frame-footer">
      <div className="frame-footer__inner">
        <div className="frame-footer__top">
          <div className="frame-footer__brand">
            <p className="frame-footer__wordmark">
              <svg viewBox="0 0 24 24" width="30" height="30" aria-hidden="true" focusable="false">
                <path
                  d="M12 21c0-5 0-8-4-11"
                  fill="none"
                  stroke="#91c949"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
                <path d="M12 16C5 16 3 10 4 4c6 0 10 3 8 12z" fill="#91c949" />
                <path d="M12.5 17c0-6 3-10 8-11 1 6-2 10-8 11z" fill="#68a637" />
              </svg>
              {SITE.brandName}
            </p>
            <p className="frame-footer__tagline">{BRAND_DESCRIPTION}</p>
            <ul className="frame-footer__social" aria-label="Social media">
              {SOCIAL_LINKS.map((s) => (
                <li key={s.name}>
                  <a href={s.href} aria-label={s.name} title={s.name}>
                    <svg
                      viewBox="0 0 24 24"
                      width="20"
                      height="20"
                      fill="currentColor"
                      aria-hidden="true"
                      focusable="false"
                    >
                      {SOCIAL_ICONS[s.name]}
                    </svg>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <section className="frame-footer__newsletter" aria-labelledby="footer-newsletter">
            <h2 id="footer-newsletter">Newsletter</h2>
            <p>Ingredient launches, research and industry trends for formulators, a few times a year.</p>
            <NewsletterForm />
          </section>
        </div>

        <div className="frame-footer__grid">
          <section className="frame-footer__facilities" aria-labelledby="footer-facilities">
            <h2 id="footer-facilities">Our Facilities</h2>
            <div className="frame-footer__addresses">
              {ADDRESSES.map((a) => (
                <div key={a.title}>
                  <h3>{a.title}</h3>
                  <p>
                    {a.lines.map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </p>
                </div>
              ))}
            </div>
          </section>
          <section aria-labelledby="footer-partners">
            <h2 id="footer-partners">Business Partner Offices</h2>
            <ul className="frame-footer__list">
              {PARTNER_OFFICES.map((o) => (
                <li key={o.country}>
                  <h3>{o.country}</h3>
                  <p>{o.city}</p>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">Contact Us</h2>
            <address className="frame-footer__contact">
              <p>
                <span>Email</span>
                <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
              </p>
              <p>
                <span>Phone</span>
                <a href={telHref}>{SITE.phone}</a>
              </p>
              <p>
                <span>Location</span>
                {SITE.location}
              </p>
            </address>
          </section>
          <div className="frame-footer__navs">
            <nav aria-labelledby="footer-links">
              <h2 id="footer-links">Quick Links</h2>
              <ul className="frame-footer__links">
                <li>
                  <Link to="/">Home</Link>
                </li>
                <li>
                  <Link to="/about">About</Link>
                </li>
                <li>
                  <Link to="/Portfolio">Portfolio</Link>
                </li>
                <li>
                  {/* The spec's one full page load: a plain link, not a router link. */}
                  <a href="/Services">Services</a>
                </li>
                <li>
                  <Link to="/contact">Contact</Link>
                </li>
              </ul>
            </nav>
            <nav aria-labelledby="footer-more">
              {/* Not in the spec's quick links: the two pages no other link of the frame reaches. */}
              <h2 id="footer-more">Company</h2>
              <ul className="frame-footer__links">
                <li>
                  <Link to="/Certifications">Certifications</Link>
                </li>
                <li>
                  <Link to="/Stories">Our Stories</Link>
                </li>
              </ul>
            </nav>
          </div>
        </div>

        <div className="frame-footer__bottom">
          <p className="frame-footer__copyright">
            © {SITE.copyrightYear} {SITE.brandName}. All rights reserved.
          </p>
          <ul className="frame-footer__legal" aria-label="Legal">
            {LEGAL_LINKS.map((l) => (
              <li key={l.name}>
                <a href={l.href}>{l.name}</a>
              </li>
            ))}
          </ul>
          <BackToTop />
        </div>
      </div>
    </footer>
  );
}
