import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ADDRESSES, PARTNER_OFFICES, SITE } from '../content/site-config.ts';
import { SiteFooter } from './site-footer.tsx';

function renderFooter() {
  const router = createMemoryRouter([{ path: '*', element: <SiteFooter /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  return router;
}

const footer = () => screen.getByRole('contentinfo');

/** Clicks a link and tells whether the router took the click (a router link cancels the browser's own). */
function routerHandles(link: HTMLElement): boolean {
  let prevented = false;
  const spy = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault(); // the test environment must not navigate for real
  };
  window.addEventListener('click', spy);
  fireEvent.click(link);
  window.removeEventListener('click', spy);
  return prevented;
}

afterEach(cleanup);

describe('SiteFooter', () => {
  it('when it renders, then it lists every address and the partner offices in Canada, USA and France', () => {
    renderFooter();
    for (const address of ADDRESSES) {
      expect(within(footer()).getByRole('heading', { name: address.title }).textContent).toBe(address.title);
      for (const line of address.lines) expect(within(footer()).getByText(line).textContent).toBe(line);
    }
    expect(ADDRESSES).toHaveLength(5);
    for (const office of PARTNER_OFFICES) {
      expect(within(footer()).getByRole('heading', { name: office.country }).textContent).toBe(
        office.country,
      );
    }
    expect(PARTNER_OFFICES.map((o) => o.country)).toEqual(['Canada', 'USA', 'France']);
  });

  it('when it renders, then the contact block gives the email, phone and Hyderabad, India', () => {
    renderFooter();
    const email = within(footer()).getByRole('link', { name: SITE.email });
    expect(email.getAttribute('href')).toBe(`mailto:${SITE.email}`);
    expect(within(footer()).getByRole('link', { name: SITE.phone }).getAttribute('href')).toMatch(
      /^tel:\+?\d+$/,
    );
    // Labelled as the email and phone are.
    expect(within(footer()).getByText('Hyderabad, India').textContent).toBe('LocationHyderabad, India');
  });

  it('when it renders, then the quick links point at the spec targets', () => {
    renderFooter();
    const quick = screen.getByRole('navigation', { name: 'Quick Links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/', '/about', '/Portfolio', '/Services', '/contact']);
  });

  it('when it renders, then Certifications and Our Stories, which no other link reaches, are linked too', () => {
    renderFooter();
    const more = screen.getByRole('navigation', { name: 'Company' });
    expect(
      within(more)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Certifications', '/Certifications'],
      ['Our Stories', '/Stories'],
    ]);
  });

  it('when Services is clicked, then the browser loads the page itself, while Portfolio stays in the app', () => {
    const router = renderFooter();
    const quick = screen.getByRole('navigation', { name: 'Quick Links' });
    expect(routerHandles(within(quick).getByRole('link', { name: 'Services' }))).toBe(false);
    expect(router.state.location.pathname).toBe('/');
    expect(routerHandles(within(quick).getByRole('link', { name: 'Portfolio' }))).toBe(true);
    expect(router.state.location.pathname).toBe('/Portfolio');
  });

  it('when it renders, then four social links, the legal links and the 2025 copyright show', () => {
    renderFooter();
    for (const name of ['Facebook', 'Instagram', 'LinkedIn', 'YouTube', 'Privacy', 'Terms', 'Cookies']) {
      expect(within(footer()).getByRole('link', { name }).getAttribute('href')).toBe('#');
    }
    expect(footer().textContent).toContain('© 2025 Veda Vitals');
    expect(within(footer()).getByRole('button', { name: 'Back to top' }).matches(':disabled')).toBe(false);
    expect(within(footer()).getByRole('button', { name: 'Subscribe' }).matches(':disabled')).toBe(false);
  });
});
