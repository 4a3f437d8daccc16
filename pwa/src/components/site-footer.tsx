import { Link } from 'react-router-dom';
import { SITE } from '../content/site-config.ts';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section>
          <h2>Contact</h2>
          <p>
            Email: <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
          </p>
          <p>Phone: {SITE.phone}</p>
          <p>Location: {SITE.location}</p>
        </section>
        <section>
          <h2>Quick links</h2>
          <ul>
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
              <a href="/Services">Services</a>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
          </ul>
        </section>
      </div>
      <p className="site-footer__copyright">
        © {SITE.copyrightYear} {SITE.brandName}. All rights reserved.
      </p>
    </footer>
  );
}
