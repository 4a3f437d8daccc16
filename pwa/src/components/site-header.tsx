// The public navbar (public-area.md §2.2): the logo (90 px high) to home, the six page links with the
// current one in another colour, Admin and Login; below 900 px the menu folds behind a toggle button. It also
// carries the frame's state: 'Install app' while the browser offers it, and a status row under the bar (a
// badge while offline, 'Ready to work offline').
import { useCallback, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { LOGO } from '../content/images.ts';
import { NAV_LINKS, SITE } from '../content/site-config.ts';
import { useDisclosure } from '../lib/use-disclosure.ts';
import { FrameStatusSlot } from './frame-status.tsx';
import { InstallAppButton } from './install-app-button.tsx';
import { OfflineBadge } from './offline-badge.tsx';
import { ResponsiveImg } from './responsive-image.tsx';
import './site-header.css';

const MENU_ID = 'site-nav-menu';

export function SiteHeader() {
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on, so any navigation (a link, Back) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = useCallback(() => setOpenOn(null), []);
  const { within: header, toggle } = useDisclosure<HTMLElement>(
    open,
    close,
    () => setOpenOn(open ? null : pathname),
    MENU_ID,
  );

  return (
    <header className="frame-header" ref={header}>
      <a className="frame-header__skip" href="#main">
        Skip to content
      </a>
      {/* The status row (the offline badge, 'Ready to work offline'): shown under the bar, in the flow, so it
          covers nothing; before the bar in the DOM, so the opened menu sheet paints over it. */}
      <div className="frame-status">
        <OfflineBadge />
        <FrameStatusSlot />
      </div>
      <div className="frame-header__inner">
        <Link to="/" className="frame-header__logo" onClick={close}>
          {/* Low priority: on a slow link the page's largest image (the hero, a banner) goes first; the
              logo's box is sized, so it fills in a moment later without moving anything. */}
          <ResponsiveImg
            image={LOGO}
            alt={`${SITE.brandName} home`}
            loading="eager"
            fetchPriority="low"
            sizes="270px"
          />
        </Link>
        <nav className="frame-nav" aria-label="Main">
          <button {...toggle} className="frame-nav__toggle" aria-label={open ? 'Close menu' : 'Open menu'}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path
                d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'}
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
                fill="none"
              />
            </svg>
          </button>
          <div id={MENU_ID} className={open ? 'frame-nav__menu frame-nav__menu--open' : 'frame-nav__menu'}>
            <ul className="frame-nav__links">
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink className="frame-nav__link" to={link.to} end={link.to === '/'} onClick={close}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className="frame-nav__actions">
              <InstallAppButton onClick={close} />
              <Link className="frame-btn frame-btn--outline" to="/AdminLogin" onClick={close}>
                Admin
              </Link>
              <Link className="frame-btn frame-btn--solid" to="/ExternalUserLogin" onClick={close}>
                Login
              </Link>
            </div>
          </div>
        </nav>
      </div>
    </header>
  );
}
