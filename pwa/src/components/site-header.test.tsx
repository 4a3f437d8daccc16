import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteHeader } from './site-header.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <SiteHeader /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const toggle = () => within(nav()).getByRole('button', { name: /menu/i });

afterEach(cleanup);

describe('SiteHeader', () => {
  it('when it renders, then the logo is fetched at low priority, behind the page’s own largest image', () => {
    renderAt('/');
    const logo = within(screen.getByRole('link', { name: 'Veda Vitals home' })).getByRole('img');
    expect(logo.getAttribute('fetchpriority')).toBe('low');
    expect(logo.getAttribute('loading')).toBe('eager');
  });

  it('when it renders, then the logo links home and the six page links follow in the spec order', () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Veda Vitals home' }).getAttribute('href')).toBe('/');
    const links = within(nav())
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['About', '/About'],
      ['Portfolio', '/Portfolio'],
      ['Services', '/Services'],
      ['Sustainability', '/Sustainability'],
      ['Contact', '/contact'],
      ['Admin', '/AdminLogin'],
      ['Login', '/ExternalUserLogin'],
    ]);
  });

  it('when a page is open, then only its link is marked current', () => {
    renderAt('/Portfolio');
    const current = within(nav())
      .getAllByRole('link')
      .filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual(['Portfolio']);
    expect(current[0]!.className).toContain('active');
    expect(within(nav()).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('when the toggle is pressed, then the menu opens and says so, and a link click closes it', () => {
    const router = renderAt('/');
    const button = toggle();
    const menu = document.getElementById(button.getAttribute('aria-controls')!);
    expect(menu).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(menu!.className).toContain('frame-nav__menu--open');

    fireEvent.click(within(nav()).getByRole('link', { name: 'About' }));
    expect(router.state.location.pathname).toBe('/About');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('when the page changes by other means (Back), then the open menu closes', async () => {
    const router = renderAt('/contact');
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    await act(() => router.navigate('/Services'));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('when Escape is pressed with the menu open, then it closes and the focus returns to the toggle', () => {
    renderAt('/');
    fireEvent.click(toggle());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
  });

  it('when the visitor presses outside the header, then the open menu closes', () => {
    renderAt('/');
    fireEvent.click(toggle());
    fireEvent.pointerDown(document.body);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });
});
