import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { NAV_LINKS, SITE } from '../content/site-config.ts';

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <header className="site-header">
      <Link to="/" className="site-header__logo" onClick={close} aria-label={`${SITE.brandName} home`}>
        <img src="/favicon.svg" alt="" width={48} height={48} />
        <span>{SITE.brandName}</span>
      </Link>
      <button
        type="button"
        className="site-header__toggle"
        aria-expanded={open}
        aria-controls="site-nav"
        onClick={() => setOpen((o) => !o)}
      >
        <span className="visually-hidden">Menu</span>
        <span aria-hidden="true">☰</span>
      </button>
      <nav id="site-nav" className={open ? 'site-nav site-nav--open' : 'site-nav'} aria-label="Main">
        {NAV_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} end={link.to === '/'} onClick={close}>
            {link.label}
          </NavLink>
        ))}
        <Link className="button" to="/AdminLogin" onClick={close}>
          Admin
        </Link>
        <Link className="button button--outline" to="/ExternalUserLogin" onClick={close}>
          Login
        </Link>
      </nav>
    </header>
  );
}
